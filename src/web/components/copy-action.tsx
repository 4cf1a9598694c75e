// Every Copy button of the app goes through here, so each one copies at any address and says what
// happened: "Copied" (the button's own way of saying it), or, when the browser refused both ways
// of copying (lib/copy-text.ts), the text in a field beside the button, selected, with the
// keyboard shortcut that copies it.
import { Popover, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { copyShortcut, copyText } from '../lib/copy-text.ts';
import { useT } from '../lib/i18n/i18n-store.ts';

/** How long a button says "Copied". */
const COPIED_MS = 2000;

export interface CopyState {
  /** The text was copied moments ago. */
  copied: boolean;
  /** Copies the text; call it from a click. */
  copy: () => void;
}

export function CopyAction({
  value,
  children,
}: {
  value: string;
  children: (state: CopyState) => ReactNode;
}) {
  const t = useT('app');
  const [state, setState] = useState<'idle' | 'copied' | 'by-hand'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    void copyText(value).then((copied) => setState(copied ? 'copied' : 'by-hand'));
  };

  return (
    <Popover
      opened={state === 'by-hand'}
      onClose={() => setState('idle')}
      withArrow
      shadow="md"
      position="bottom"
      // Open, it takes the focus into its field; closing gives it back to the button.
      returnFocus
      // The button inside is what a person uses: the wrapper is no popup trigger of its own, and
      // ARIA's popup attributes are not allowed on a span. The dropdown says it is a dialog itself.
      withRoles={false}
    >
      <Popover.Target>
        <span style={{ display: 'inline-flex' }}>
          {children({ copied: state === 'copied', copy })}
        </span>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('shell.copyByHand')}>
        <CopyByHand value={value} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The text, selected, for the person to copy with the keyboard or a long press. */
function CopyByHand({ value }: { value: string }) {
  const t = useT('app');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <TextInput
      ref={field}
      w={280}
      label={t('shell.copyByHand')}
      description={t('shell.copyByHandHow', { shortcut: copyShortcut() })}
      value={value}
      readOnly
      onFocus={(e) => e.currentTarget.select()}
    />
  );
}
