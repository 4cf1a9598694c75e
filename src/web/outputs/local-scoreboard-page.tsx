// output/localscoreboard (members): driven by a console open in another window of this browser,
// through a BroadcastChannel, with no server in between (one laptop driving a projector).
import { useEffect, useMemo, useReducer, useState } from 'react';
import { apiPaths } from '../../contract/api-paths.ts';
import type { LoggedEvent } from '../../domain/game/events.ts';
import { applyEvent, replay } from '../../domain/game/reducer.ts';
import type { GameState } from '../../domain/game/state.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { gameSetup } from '../lib/live/game-feed.ts';
import { subscribeLocal, type LocalSnapshot } from '../lib/live/local-channel.ts';
import { useFrameNow, type ServerClock } from '../lib/live/server-clock.ts';
import { FeedErrorPage, LoadingPage, MessagePage, Screen, SoundButton } from './output-ui.tsx';
import { clocksMoving, ScoreboardDisplay } from './scoreboard-display.tsx';
import { useGameLanguage } from './use-game-language.ts';
import { useHorn } from './use-horn.ts';

/** The console's clock, as it measured it: both windows then run the game clock identically. */
function fixedOffsetClock(offsetMs: number): ServerClock {
  return {
    now: () => Date.now() + offsetMs,
    offsetMs,
    rttMs: 0,
    synced: true,
    errorMs: () => 0,
    subscribe: () => () => {},
    resync: () => Promise.resolve(),
    stop: () => {},
  };
}

interface Folded {
  snapshot: LocalSnapshot;
  log: LoggedEvent[];
  state: GameState;
}

/**
 * Consoles publish on every change, so most snapshots extend the previous log by an event or two:
 * fold only those. A different history (confirmed seqs, a void) replays from the start.
 */
function fold(previous: Folded | null, snapshot: LocalSnapshot): Folded {
  const setup = gameSetup(snapshot.game);
  const { log } = snapshot;
  if (previous !== null && previous.log.length > 0 && previous.log.length <= log.length) {
    const at = previous.log.length - 1;
    const before = previous.log[at]!;
    const now = log[at]!;
    const added = log.slice(previous.log.length);
    if (
      before.seq === now.seq &&
      before.event.clientId === now.event.clientId &&
      !added.some((l) => l.event.type === 'void')
    ) {
      let state = previous.state;
      for (const logged of added) state = applyEvent(setup, state, logged);
      return { snapshot, log, state };
    }
  }
  return { snapshot, log, state: replay(setup, log) };
}

/** The page is for members; without a network the check is skipped (the console is the source). */
function useSignedIn(): 'yes' | 'no' | 'unknown' {
  const [status, setStatus] = useState<'yes' | 'no' | 'unknown'>('unknown');
  useEffect(() => {
    const controller = new AbortController();
    fetch(apiPaths.me, { credentials: 'same-origin', signal: controller.signal })
      .then((response) => setStatus(response.status === 401 ? 'no' : 'yes'))
      .catch(() => setStatus('unknown'));
    return () => controller.abort();
  }, []);
  return status;
}

export function LocalScoreboardPage({ gameId }: { gameId: string }) {
  const t = useT('outputs');
  const [current, receive] = useReducer(fold, null);
  useEffect(() => subscribeLocal(gameId, receive), [gameId]);
  const signedIn = useSignedIn();
  const snapshot = current?.snapshot ?? null;
  const offsetMs = snapshot?.serverOffsetMs ?? 0;
  const clock = useMemo(() => fixedOffsetClock(offsetMs), [offsetMs]);
  const state = current?.state ?? null;
  const now = useFrameNow(clock, clocksMoving(state, clock.now()));
  useHorn(state?.clock ?? null, clock);
  const inGameLanguage = useGameLanguage(snapshot?.game ?? null);

  if (signedIn === 'no') {
    return <FeedErrorPage error={{ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in' }} />;
  }
  if (snapshot === null || state === null) {
    return (
      <MessagePage title={t('output.local.title')}>
        <p data-testid="local-waiting">{t('output.local.waiting')}</p>
      </MessagePage>
    );
  }
  if (!inGameLanguage) return <LoadingPage />;
  const { game } = snapshot;
  return (
    <Screen title={t('output.local.pageTitle', { home: game.home.name, away: game.away.name })}>
      <ScoreboardDisplay game={game} state={state} now={now} />
      <SoundButton />
    </Screen>
  );
}
