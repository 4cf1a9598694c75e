// The small pieces every output page shares: the connection badge, the sound button and the
// full-page messages (loading, not available, sign in).
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { FeedConnection } from '../lib/live/live-http.ts';
import {
  disableSound,
  enableSound,
  soundOn,
  subscribeSound,
  trySoundWithoutClick,
} from './horn.ts';
import styles from './output-ui.module.css';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Shown only while the live stream is down: a scoreboard that froze must say so. */
export function ConnectionBadge({
  connection,
  offlineText = 'Offline: reconnecting…',
}: {
  connection: FeedConnection;
  offlineText?: string;
}) {
  if (connection === 'online') return null;
  const connecting = connection === 'connecting';
  return (
    <div
      role="status"
      className={`${styles.badge} ${connecting ? styles.badgeConnecting : ''}`}
      data-testid="connection-badge"
    >
      {connecting ? 'Connecting…' : offlineText}
    </div>
  );
}

export function SoundButton() {
  const on = useSyncExternalStore(subscribeSound, soundOn);
  useEffect(() => {
    trySoundWithoutClick();
  }, []);
  return (
    <button
      type="button"
      className={`${styles.soundButton} ${on ? styles.quiet : ''}`}
      onClick={() => (on ? disableSound() : void enableSound())}
    >
      {on ? 'Mute the horn' : 'Sound on'}
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
  what?: 'scoreboard' | 'stat sheet';
}) {
  const What = what === 'scoreboard' ? 'Scoreboard' : 'Stat sheet';
  if (error.status === 401) {
    const here = `${window.location.pathname}${window.location.search}`;
    return (
      <MessagePage title={`Sign in to see this ${what}`}>
        <p>This screen is for the tournament&apos;s organisers and scorekeepers.</p>
        <a href={`/login?redirectTo=${encodeURIComponent(here)}`}>Sign in</a>
      </MessagePage>
    );
  }
  if (error.status === 403 && error.code === 'OUTPUTS_NOT_PUBLIC') {
    return (
      <MessagePage title={`This ${what} is not available`}>
        <p>The organisers have not made this game&apos;s scoreboard and stat sheet public.</p>
      </MessagePage>
    );
  }
  if (error.status === 404 || error.status === 400) {
    return (
      <MessagePage title={`${What}: game not found`}>
        <p>Check the address: this game does not exist or was removed.</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title={`This ${what} is not available`}>
      <p>{error.message}</p>
    </MessagePage>
  );
}

export function LoadingPage({ label = 'Loading the game…' }: { label?: string }) {
  return (
    <main className={styles.message} aria-busy="true">
      <p>{label}</p>
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
