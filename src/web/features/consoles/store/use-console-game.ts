// The one store every console page runs on: the game feed (member stream, announced with this
// console's kind and device), this device's outbox, the cached game for offline starts, the
// server clock, and the local channel that feeds `output/localscoreboard` in another window.
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { recordGameEvents } from '../../../../contract/endpoints/live-batches.ts';
import type { LiveGame } from '../../../../contract/live-games.ts';
import type { GameEvent, LoggedEvent } from '../../../../domain/game/events.ts';
import type { ConsoleKind } from '../../../../domain/plans/plans.ts';
import { paths } from '../../../config/paths.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { translatorFor } from '../../../lib/i18n/i18n-store.ts';
import { deviceId as readDeviceId } from '../../../lib/live/device-id.ts';
import { useGameFeed, type FeedSnapshot } from '../../../lib/live/game-feed.ts';
import { onLocalHello, publishLocal } from '../../../lib/live/local-channel.ts';
import { useServerClock, type ServerClock } from '../../../lib/live/server-clock.ts';
import {
  createConsoleStore,
  type ConsoleSnapshot,
  type ConsoleStore,
  type EventBuilder,
  type RecordResult,
} from './console-store.ts';
import { describeEvent } from '../text/event-text.ts';
import { indexedDbGameCache, indexedDbOutbox } from './outbox-db.ts';
import { refusalText } from '../text/refusal-text.ts';
import { useOnline } from './use-online.ts';

export type ConsoleConnection = 'connecting' | 'online' | 'reconnecting' | 'offline';

export interface ConsoleGame {
  gameId: string;
  kind: ConsoleKind;
  /** This browser's device id: the log says which device sent each event. */
  deviceId: string;
  snapshot: ConsoleSnapshot;
  feed: FeedSnapshot;
  connection: ConsoleConnection;
  clock: ServerClock;
  /**
   * Records what `build` returns (built from the state that includes every earlier event); a
   * refusal is shown to the person unless `quiet`.
   */
  record: (build: EventBuilder, opts?: { quiet?: boolean }) => Promise<RecordResult>;
  /** Clears a stopping problem (e.g. after upgrading) and sends again. */
  retry: () => void;
}

const emptySnapshot: ConsoleSnapshot = {
  game: null,
  setup: null,
  source: null,
  confirmed: [],
  lastSeq: 0,
  pending: [],
  log: [],
  state: null,
  waiting: 0,
  sending: false,
  retryAt: null,
  problem: null,
  ready: false,
  storageFailed: false,
};
const noopSubscribe = () => () => {};

function sendBatch(gameId: string, device: string) {
  return (batch: { console: ConsoleKind; events: GameEvent[] }) =>
    callEndpoint(recordGameEvents, {
      params: { gameId },
      body: { deviceId: device, console: batch.console, events: batch.events },
    });
}

export function useConsoleGame(gameId: string, kind: ConsoleKind): ConsoleGame {
  const device = useMemo(readDeviceId, []);
  const feed = useGameFeed({ gameId, kind, deviceId: device });
  const clock = useServerClock();
  const online = useOnline();
  const navigate = useNavigate();
  const location = useLocation();
  const [store, setStore] = useState<ConsoleStore | null>(null);
  // The game for messages, from the feed or (offline) the cache.
  const gameRef = useRef(feed.game);
  // Read when an event is made; the store outlives a new measurement of the clock.
  const clockRef = useRef(clock);
  clockRef.current = clock;

  useEffect(() => {
    const next = createConsoleStore({
      gameId,
      kind,
      deviceId: device,
      storage: indexedDbOutbox,
      send: sendBatch(gameId, device),
      isOnline: () => navigator.onLine,
      timeErrorMs: () => clockRef.current.errorMs(),
      onRejected(event, refusal) {
        notifications.show({
          color: 'red',
          title: translatorFor('console')('frame.notRecordedEvent', {
            event: describeEvent(gameRef.current, event),
          }),
          message: refusalText(gameRef.current, refusal),
          autoClose: 10_000,
        });
      },
    });
    setStore(next);
    // A console reopened without a network starts from what this device saw last.
    indexedDbGameCache
      .load(gameId)
      .then((cached) => {
        if (cached) next.setConfirmed({ ...cached, state: null, source: 'cache' });
      })
      .catch(() => undefined);
    return () => next.dispose();
  }, [gameId, kind, device]);

  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noopSubscribe,
    store?.getSnapshot ?? (() => emptySnapshot),
  );
  useEffect(() => {
    gameRef.current = snapshot.game;
  }, [snapshot.game]);

  // The feed's confirmed log into the store.
  useEffect(() => {
    if (store && feed.game) {
      store.setConfirmed({ game: feed.game, log: feed.log, state: feed.state, source: 'feed' });
    }
  }, [store, feed.game, feed.log, feed.state]);

  // Keep the last setup + confirmed log for an offline start: at most once a second (a busy
  // game changes more often than that), always with the newest.
  const toSave = useRef<{ game: LiveGame; log: LoggedEvent[] } | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!feed.game) return;
    toSave.current = { game: feed.game, log: feed.log };
    if (saveTimer.current !== null) return;
    saveTimer.current = setTimeout(() => {
      saveTimer.current = null;
      const entry = toSave.current;
      if (!entry) return;
      indexedDbGameCache.save({ gameId, ...entry, savedAt: Date.now() }).catch(() => undefined);
    }, 1000);
  }, [gameId, feed.game, feed.log]);
  useEffect(
    () => () => {
      if (saveTimer.current !== null) clearTimeout(saveTimer.current);
      saveTimer.current = null;
    },
    [gameId],
  );

  // Send as soon as the link is back.
  useEffect(() => {
    if (store && online && feed.connection === 'online') store.kick();
  }, [store, online, feed.connection]);
  useEffect(() => {
    if (store && online) store.kick();
  }, [store, online]);

  // Signed out elsewhere (or the session expired): sign in again; the outbox waits on the device.
  const signedOut = snapshot.problem?.kind === 'sign-in' || feed.error?.status === 401;
  useEffect(() => {
    if (signedOut && navigator.onLine) {
      void navigate(paths.login.href(`${location.pathname}${location.search}`), { replace: true });
    }
  }, [signedOut, navigate, location.pathname, location.search]);

  // A local scoreboard in another window of this browser follows this console directly.
  const publish = useRef<() => void>(() => {});
  useEffect(() => {
    publish.current = () => {
      if (!snapshot.game) return;
      publishLocal(gameId, {
        game: snapshot.game,
        log: snapshot.log as LoggedEvent[],
        serverOffsetMs: clock.offsetMs,
        sentAt: Date.now(),
      });
    };
    publish.current();
  }, [gameId, clock, snapshot.log, snapshot.game]);
  useEffect(() => onLocalHello(gameId, () => publish.current()), [gameId]);

  const record = useCallback(
    async (build: EventBuilder, opts: { quiet?: boolean } = {}): Promise<RecordResult> => {
      if (!store) return { ok: false, reason: translatorFor('console')('frame.stillStarting') };
      const result = await store.record(build);
      if (!result.ok && !opts.quiet) {
        notifications.show({
          color: 'orange',
          title: translatorFor('console')('frame.notRecorded'),
          message: refusalText(gameRef.current, result.reason),
        });
      }
      return result;
    },
    [store],
  );
  const retry = useCallback(() => store?.resume(), [store]);

  let connection: ConsoleConnection;
  if (!online) connection = 'offline';
  else if (feed.connection === 'online') connection = 'online';
  else if (feed.connection === 'connecting' && feed.game === null) connection = 'connecting';
  else connection = 'reconnecting';

  return { gameId, kind, deviceId: device, snapshot, feed, connection, clock, record, retry };
}
