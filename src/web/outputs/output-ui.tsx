// The small pieces every output page shares: the connection badge, the sound button and the
// full-page messages (loading, not available, sign in).
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useT } from '../lib/i18n/i18n-store.ts';
import type { FeedConnection } from '../lib/live/live-http.ts';
import { disableSound, enableSound, soundOn, subscribeSound } from './horn.ts';
import styles from './output-ui.module.css';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Shown only while the live stream is down: a scoreboard that froze must say so. */
export function ConnectionBadge({
  connection,
  offlineText,
}: {
  connection: FeedConnection;
  /** What "offline" means here; by default that the page is reconnecting. */
  offlineText?: string;
}) {
  const t = useT('outputs');
  if (connection === 'online') return null;
  const connecting = connection === 'connecting';
  return (
    <div
      role="status"
      className={`${styles.badge} ${connecting ? styles.badgeConnecting : ''}`}
      data-testid="connection-badge"
    >
      {connecting ? t('output.connecting') : (offlineText ?? t('output.reconnecting'))}
    </div>
  );
}

export function SoundButton() {
  const t = useT('outputs');
  const on = useSyncExternalStore(subscribeSound, soundOn);
  return (
    <button
      type="button"
      className={`${styles.soundButton} ${on ? styles.quiet : ''}`}
      onClick={() => (on ? disableSound() : void enableSound())}
    >
      {on ? t('output.sound.mute') : t('output.sound.on')}
    </button>
  );
}

export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <main className={styles.message}>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/** The answer to a failed load, as a page a viewer understands. */
export function FeedErrorPage({
  error,
  what = 'scoreboard',
}: {
  error: { status: number; code: string; message: string };
  /** What the page is, as a viewer would call it. */
  what?: 'scoreboard' | 'statsheet';
}) {
  const t = useT('outputs');
  if (error.status === 401) {
    const here = `${window.location.pathname}${window.location.search}`;
    return (
      <MessagePage title={t('output.signIn.title', { what })}>
        <p>{t('output.signIn.body')}</p>
        <a href={`/login?redirectTo=${encodeURIComponent(here)}`}>{t('output.signIn.link')}</a>
      </MessagePage>
    );
  }
  if (error.status === 403 && error.code === 'OUTPUTS_NOT_PUBLIC') {
    return (
      <MessagePage title={t('output.unavailable.title', { what })}>
        <p>{t('output.notPublic.body')}</p>
      </MessagePage>
    );
  }
  if (error.status === 404 || error.status === 400) {
    return (
      <MessagePage title={t('output.gameNotFound.title', { what })}>
        <p>{t('output.gameNotFound.body')}</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title={t('output.unavailable.title', { what })}>
      <p>{error.message}</p>
    </MessagePage>
  );
}

export function LoadingPage({ label }: { label?: string }) {
  const t = useT('outputs');
  return (
    <main className={styles.message} aria-busy="true">
      <p>{label ?? t('output.loading')}</p>
    </main>
  );
}

/** A full-screen output: one main landmark with a heading for screen readers. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main className={styles.screen}>
      <h1 className={styles.visuallyHidden}>{title}</h1>
      {children}
    </main>
  );
}
