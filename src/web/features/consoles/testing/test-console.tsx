// A console's panels as the app renders them, for component tests: the real console store (its
// checks, its outbox, its state with the pending events folded in) over an outbox in memory, and
// a server that accepts every batch it is sent. What each panel posted is in `posted`; any other
// request fails the test (the network is `fakeNetwork` with no routes).
import { configure } from '@testing-library/react';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { LiveGame } from '../../../../contract/live-games.ts';
import type { GameEvent, LoggedEvent } from '../../../../domain/game/events.ts';
import type { ConsoleKind } from '../../../../domain/plans/plans.ts';
import type { ServerClock } from '../../../lib/live/server-clock.ts';
import { fakeNetwork, renderPage } from '../../../testing/render.tsx';
import {
  createConsoleStore,
  type ConsoleStore,
  type EventBuilder,
} from '../store/console-store.ts';
import type { LoadedConsole } from '../store/loaded-console.ts';
import { memoryOutbox } from '../store/memory-outbox.ts';

// The consoles load their box score and dialogs lazily: on a busy machine (the whole suite on two
// cores) that import can take longer than Testing Library's one-second default for findBy.
configure({ asyncUtilTimeout: 10_000 });

export const testDeviceId = 'device-under-test';

/** The server's clock, stopped at one instant: plays are stamped with the game clock's time. */
const stoppedClock: ServerClock = {
  now: () => 1_000_000,
  offsetMs: 0,
  rttMs: 0,
  synced: true,
  errorMs: () => 0,
  subscribe: () => () => {},
  resync: () => Promise.resolve(),
  stop: () => {},
};

/** A game just started (by another device), as the feed delivers it. */
export const gameStarted: LoggedEvent[] = [
  {
    seq: 1,
    event: { clientId: 'start-000001', period: 1, clockMs: 600_000, type: 'game-start' },
    recordedAt: 0,
    deviceId: 'device-timekeeper',
    userId: 'u',
  },
];

const stores: ConsoleStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

function Panels({
  store,
  base,
  children,
}: {
  store: ConsoleStore;
  base: Pick<LoadedConsole, 'gameId' | 'kind' | 'deviceId' | 'clock' | 'record'>;
  children: (console: LoadedConsole) => ReactNode;
}) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { game, state, setup, log, pending } = snapshot;
  const loaded = useMemo(
    () => (game && state ? { ...base, game, state, snapshot: { setup, log, pending } } : null),
    [base, game, state, setup, log, pending],
  );
  return loaded ? children(loaded) : null;
}

/** Renders `children` as the `kind` console of `game` renders its panels. */
export function renderConsole(
  game: LiveGame,
  kind: ConsoleKind,
  children: (console: LoadedConsole) => ReactNode,
  log: readonly LoggedEvent[] = gameStarted,
) {
  fakeNetwork([]);
  const posted: GameEvent[] = [];
  let seq = log.length;
  const store = createConsoleStore({
    gameId: game.id,
    kind,
    deviceId: testDeviceId,
    storage: memoryOutbox().storage,
    isOnline: () => true,
    send: async ({ events }) => {
      posted.push(...events);
      const results = events.map((event) => ({
        clientId: event.clientId,
        status: 'accepted' as const,
        seq: (seq += 1),
      }));
      return { results, lastSeq: seq, serverTime: stoppedClock.now() };
    },
  });
  stores.push(store);
  store.setConfirmed({ game, log, state: null, source: 'feed' });
  const base = {
    gameId: game.id,
    kind,
    deviceId: testDeviceId,
    clock: stoppedClock,
    // A refusal is the store's answer to the panel; the app would also show it as a notification.
    record: (build: EventBuilder) => store.record(build),
  };
  const view = renderPage(
    <Panels store={store} base={base}>
      {children}
    </Panels>,
    {},
  );
  return { ...view, posted };
}
