// Mantine's Modal, loaded the first time one opens. A modal brings its focus trap, portal, overlay,
// transitions and scroll lock (react-remove-scroll): script a console would evaluate at start for
// dialogs nobody sees until the first correction (decision 0025). Until it has opened once it
// renders nothing, as a closed Modal does; after that it stays mounted so closing still animates.
// The service worker has the file cached by the time it is needed, offline included.
import type { ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { deferred } from '../lib/deferred-component.tsx';

const LazyModal = deferred<ModalProps>(() =>
  import('./mantine-modal.ts').then(({ Modal }) => {
    // Mantine notes the element that had focus, to give it back on close, when `opened` changes,
    // not when a modal mounts already open: mounted open, a closed dialog left focus inside itself
    // (and the console's keys ignored) until its exit transition ended. Mount closed, then open.
    return function ModalOpenedAfterMount(props: ModalProps) {
      const [mounted, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      return <Modal {...props} opened={props.opened && mounted} />;
    };
  }),
);

export function DeferredModal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  return wanted ? <LazyModal {...props} /> : null;
}
