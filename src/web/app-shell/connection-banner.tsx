// Says so when the browser loses the network, and when it is back. Part of the first download on
// purpose: it must work when nothing more can be fetched. What it promises is what happens: a
// console keeps its events on the device and sends them when the network is back, and a page's
// saves wait (TanStack Query pauses mutations while offline) and go out then.
//
// Pages that say it themselves, where they keep their controls clear (a console's header shows
// its connection, and a floating banner would cover the buttons at the bottom of a phone held
// sideways), mark their route with `connectionShownInPage` and the banner stays away.
import { Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import { useT } from '../lib/i18n/i18n-store.ts';

/** A route's `handle`, as far as the banner reads it. */
export interface ConnectionHandle {
  connectionShownInPage?: boolean;
}

function shownInPage(handle: unknown): boolean {
  return (handle as ConnectionHandle | undefined)?.connectionShownInPage === true;
}

type Shown = 'offline' | 'back-online' | null;

export function ConnectionBanner() {
  const t = useT('app');
  const [shown, setShown] = useState<Shown>(() => (navigator.onLine ? null : 'offline'));
  const inPage = useMatches().some((m) => shownInPage(m.handle));

  useEffect(() => {
    let timer: number | undefined;
    const offline = () => {
      window.clearTimeout(timer);
      setShown('offline');
    };
    const online = () => {
      setShown('back-online');
      timer = window.setTimeout(() => setShown(null), 4000);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  return (
    <div role="status" aria-live="polite">
      {shown && !inPage ? (
        <Paper
          shadow="md"
          withBorder
          px="md"
          py="xs"
          radius="md"
          pos="fixed"
          bottom={16}
          left="50%"
          style={{ transform: 'translateX(-50%)', zIndex: 1000, maxWidth: 'calc(100vw - 32px)' }}
        >
          <Text size="sm" fw={500}>
            {shown === 'offline' ? t('shell.offline') : t('shell.backOnline')}
          </Text>
        </Paper>
      ) : null}
    </div>
  );
}
