// On plain HTTP (a venue laptop reached by its LAN address) the browser runs no service worker, so
// a console closed or reloaded while the network is down cannot open again until it is back; its
// unsent plays wait on the device meanwhile. At such an address the console says so under its
// panels, where it moves no control, and while closing would cost something (plays unsent, or the
// network down during a game) it asks the browser to confirm leaving. Browsers show their own
// words in that dialog, which is why the notice explains the risk and how to avoid it.
import { Alert, Anchor, Text } from '@mantine/core';
import { memo, useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import type { ConsoleConnection } from '../store/use-console-game.ts';

interface Risk {
  /** Events of this console the server has not confirmed. */
  waiting: number;
  connection: ConsoleConnection;
  /** The game is under way. */
  live: boolean;
}

/**
 * Whether leaving the page now would cost the operator something at a plain HTTP address: plays
 * not sent, or a game under way while the network or the server is gone (the page would not load).
 */
export function leavingCosts({ waiting, connection, live }: Risk): boolean {
  const cutOff = connection === 'offline' || connection === 'reconnecting';
  return waiting > 0 || (live && cutOff);
}

/** Asks the browser to confirm closing or reloading the page while `active`. */
function useLeaveConfirmation(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const confirm = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older Chromium asks only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', confirm);
    return () => window.removeEventListener('beforeunload', confirm);
  }, [active]);
}

// Takes only what it shows, so the frame's other renders pass it by.
export const PlainHttpNotice = memo(function PlainHttpNotice(risk: Risk) {
  const t = useT('console');
  // A browser too old to say is taken at its word: no notice.
  const plain = window.isSecureContext === false;
  const costs = plain && leavingCosts(risk);
  useLeaveConfirmation(costs);
  // Where the server also serves HTTPS, the way there: trust its certificate, then open that address.
  const https = usePublicConfig({ enabled: plain })?.https ?? null;
  if (!plain) return null;
  return (
    <Alert
      color={costs ? 'orange' : 'gray'}
      variant="light"
      title={t('frame.plainHttp.title')}
      data-testid="plain-http-notice"
    >
      <Text size="sm">{t('frame.plainHttp.body')}</Text>
      {risk.waiting > 0 ? (
        <Text size="sm" fw={600} mt={4}>
          {t('frame.plainHttp.waiting', { count: risk.waiting })}
        </Text>
      ) : null}
      {https === null ? null : (
        <Anchor component={Link} to={paths.venueCertificate.href()} size="sm" fw={600}>
          {t('frame.plainHttp.secure')}
        </Anchor>
      )}
    </Alert>
  );
});
