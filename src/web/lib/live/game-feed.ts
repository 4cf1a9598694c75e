// One live game as a screen sees it: the setup and log loaded over HTTP, then kept current by the
// game's Server-Sent Events stream, with the state recomputed by the domain reducer — the same code
// the server runs — so every screen shows what the log says. No zod here: the public scoreboard's
// bundle must stay small, and the server validated every event before logging it.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiPath, liveGamePaths, liveStreamEvents } from '../../../contract/api-paths.ts';
import type { LiveGame, Presence } from '../../../contract/live-games.ts';
import type { LoggedEvent } from '../../../domain/game/events.ts';
import { applyEvent, replay } from '../../../domain/game/reducer.ts';
import type { GameSetup, GameState } from '../../../domain/game/state.ts';
import type { ConsoleKind, OutputKind } from '../../../domain/plans/plans.ts';
import { finalFailure, getJson, type FeedConnection, type FeedError } from './live-http.ts';

export type PresenceKind = ConsoleKind | OutputKind;

export interface FeedSnapshot {
  game: LiveGame | null;
  /** Confirmed events in seq order, no duplicates (see `history` in FeedOptions). */
  log: LoggedEvent[];
  lastSeq: number;
  /** The log replayed with the game's setup. */
  state: GameState | null;
  connection: FeedConnection;
  /** A final answer (400, 401, 403, 404): the feed stops retrying. */
  error: FeedError | null;
  /** Local time (Date.now) the last game event arrived. */
  lastEventAt: number | null;
  /** Who is connected to the game; only the member stream sends it. */
  presence: Presence['connections'] | null;
}

export interface FeedOptions {
  gameId: string;
  access: 'public' | 'member';
  kind?: PresenceKind;
  deviceId?: string;
  /**
   * Load the whole log (default true; consoles and the play-by-play need it). A scoreboard passes
   * false: it starts from the server's computed state, and `log` then holds only the events that
   * arrived since, which spares thousands of viewers downloading every game's history.
   */
  history?: boolean;
}

// Properties, not methods: they are handed around unbound (useSyncExternalStore takes them as is).
export interface GameFeed {
  getSnapshot: () => FeedSnapshot;
  subscribe: (fn: () => void) => () => void;
  close: () => void;
  /** Reloads the game's setup (teams, rosters, rules) and catches up on the log. */
  refresh: () => Promise<void>;
}

/** What the reducer needs from a game: its rules, rosters and starting score source. */
export function gameSetup(game: LiveGame): GameSetup {
  return {
    rules: game.rules,
    rosters: { home: game.home.players.map((p) => p.id), away: game.away.players.map((p) => p.id) },
    scoreSource: game.scoreSource,
  };
}

const eventsPageLimit = 5000;

interface StateAnswer {
  game: LiveGame;
  state: GameState;
  lastSeq: number;
  serverTime: number;
}

interface EventsAnswer {
  events: LoggedEvent[];
  lastSeq: number;
}

export function openGameFeed(opts: FeedOptions): GameFeed {
  const isPublic = opts.access === 'public';
  const history = opts.history ?? true;
  const params = { gameId: opts.gameId };
  const stateUrl = apiPath(isPublic ? liveGamePaths.publicState : liveGamePaths.state, params);
  const eventsUrl = apiPath(isPublic ? liveGamePaths.publicEvents : liveGamePaths.events, params);
  const streamUrl = apiPath(isPublic ? liveGamePaths.publicStream : liveGamePaths.stream, params);

  const listeners = new Set<() => void>();
  let snapshot: FeedSnapshot = {
    game: null,
    log: [],
    lastSeq: 0,
    state: null,
    connection: 'connecting',
    error: null,
    lastEventAt: null,
    presence: null,
  };
  let setup: GameSetup | null = null;
  // Whether `log` starts at seq 1, so a void can be honoured by a local replay.
  let logComplete = false;
  let closed = false;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = 1000;
  let loading: Promise<void> | null = null;
  const abort = new AbortController();

  // Events from the stream wait here until the next macrotask, so a backlog of a thousand events
  // costs one snapshot (and one array copy), not a thousand.
  let incoming: LoggedEvent[] = [];
  let flushScheduled = false;

  const emit = (next: Partial<FeedSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const fn of listeners) fn();
  };

  const fetchEventsAfter = async (after: number): Promise<LoggedEvent[]> => {
    const collected: LoggedEvent[] = [];
    let cursor = after;
    for (;;) {
      const page = await getJson<EventsAnswer>(
        `${eventsUrl}?after=${cursor}&limit=${eventsPageLimit}`,
        abort.signal,
      );
      collected.push(...page.events);
      const last = page.events.at(-1);
      if (last === undefined || last.seq >= page.lastSeq) return collected;
      cursor = last.seq;
    }
  };

  /** Folds confirmed events (seq order, any duplicates dropped) into the snapshot. */
  const append = (events: readonly LoggedEvent[], extra: Partial<FeedSnapshot> = {}) => {
    if (setup === null || snapshot.state === null) return;
    let { state, lastSeq } = snapshot;
    const added: LoggedEvent[] = [];
    let needsReload = false;
    for (const logged of events) {
      if (logged.seq <= lastSeq) continue;
      added.push(logged);
      lastSeq = logged.seq;
      if (logged.event.type === 'void' && !logComplete) needsReload = true;
    }
    if (added.length === 0) {
      if (Object.keys(extra).length > 0) emit(extra);
      return;
    }
    const log = snapshot.log.concat(added);
    if (!needsReload) {
      const hasVoid = added.some((l) => l.event.type === 'void');
      // A void changes the past: replay the whole log rather than patch the state.
      if (hasVoid) state = replay(setup, log);
      else for (const logged of added) state = applyEvent(setup, state, logged);
    }
    emit({ ...extra, log, lastSeq, state, lastEventAt: Date.now() });
    // Without the log a void cannot be undone locally: the server's state has it right.
    if (needsReload) void load();
  };

  const flush = () => {
    flushScheduled = false;
    const batch = incoming;
    incoming = [];
    if (!closed) append(batch);
  };

  const scheduleFlush = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setTimeout(flush, 0);
  };

  const stopStream = () => {
    source?.close();
    source = null;
  };

  const scheduleRetry = () => {
    if (closed || retryTimer !== null) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void load();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 15_000);
  };

  const openStream = () => {
    stopStream();
    const query = new URLSearchParams({ after: String(snapshot.lastSeq) });
    if (opts.kind !== undefined) query.set('kind', opts.kind);
    if (opts.deviceId !== undefined) query.set('deviceId', opts.deviceId);
    const es = new EventSource(`${streamUrl}?${query.toString()}`, { withCredentials: true });
    source = es;
    const markOnline = () => {
      retryDelay = 1000;
      if (snapshot.connection !== 'online') emit({ connection: 'online' });
    };
    es.addEventListener('open', markOnline);
    es.addEventListener(liveStreamEvents.heartbeat, markOnline);
    es.addEventListener(liveStreamEvents.event, (message) => {
      markOnline();
      incoming.push(JSON.parse((message as MessageEvent<string>).data) as LoggedEvent);
      scheduleFlush();
    });
    es.addEventListener(liveStreamEvents.game, (message) => {
      const game = JSON.parse((message as MessageEvent<string>).data) as LiveGame;
      applyGame(game);
    });
    es.addEventListener(liveStreamEvents.presence, (message) => {
      const presence = JSON.parse((message as MessageEvent<string>).data) as Presence;
      emit({ presence: presence.connections });
    });
    es.addEventListener('error', () => {
      if (closed || source !== es) return;
      if (snapshot.connection !== 'offline') emit({ connection: 'offline' });
      // CONNECTING: the browser retries by itself and resends Last-Event-ID. CLOSED: the server
      // answered with an error status; reload the state to learn why (or resume when it is back).
      if (es.readyState === EventSource.CLOSED) {
        stopStream();
        scheduleRetry();
      }
    });
  };

  /** A new setup (teams, rosters, rules): the derived state may change with it. */
  const applyGame = (game: LiveGame) => {
    setup = gameSetup(game);
    if (logComplete) emit({ game, state: replay(setup, snapshot.log) });
    else {
      emit({ game });
      void load();
    }
  };

  const loadOnce = async () => {
    const answer = await getJson<StateAnswer>(stateUrl, abort.signal);
    if (closed) return;
    setup = gameSetup(answer.game);
    const first = snapshot.state === null;
    if (history && (first || !logComplete || answer.lastSeq < snapshot.lastSeq)) {
      const log = await fetchEventsAfter(0);
      if (closed) return;
      logComplete = true;
      const lastSeq = log.at(-1)?.seq ?? 0;
      emit({ game: answer.game, log, lastSeq, state: replay(setup, log), error: null });
    } else if (history) {
      // Catch up on what the stream missed, then re-derive with the (maybe new) setup.
      const missed = await fetchEventsAfter(snapshot.lastSeq);
      if (closed) return;
      const log = snapshot.log.concat(missed.filter((l) => l.seq > snapshot.lastSeq));
      emit({
        game: answer.game,
        log,
        lastSeq: log.at(-1)?.seq ?? 0,
        state: replay(setup, log),
        error: null,
      });
    } else if (first || answer.lastSeq >= snapshot.lastSeq) {
      // No history: the server's state is the truth up to its lastSeq.
      logComplete = answer.lastSeq === 0;
      emit({
        game: answer.game,
        log: first ? [] : snapshot.log.filter((l) => l.seq <= answer.lastSeq),
        lastSeq: answer.lastSeq,
        state: answer.state,
        error: null,
      });
    } else {
      // The stream got ahead of the state we just read: put the newer events back on top.
      let state = answer.state;
      for (const logged of snapshot.log) {
        if (logged.seq > answer.lastSeq) state = applyEvent(setup, state, logged);
      }
      emit({ game: answer.game, state, error: null });
    }
    // A healthy stream keeps going (it resumes by itself); only a missing or closed one reopens.
    if (source === null || source.readyState === EventSource.CLOSED) openStream();
  };

  const load = (): Promise<void> => {
    if (closed) return Promise.resolve();
    loading ??= loadOnce()
      .catch((error: unknown) => {
        if (closed) return;
        const failure = finalFailure(error);
        if (failure !== null) {
          stopStream();
          emit({ error: failure, connection: 'offline' });
          return;
        }
        if (error instanceof DOMException && error.name === 'AbortError') return;
        emit({ connection: 'offline' });
        scheduleRetry();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  const onOnline = () => {
    if (snapshot.error !== null || closed) return;
    if (retryTimer !== null) {
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    retryDelay = 1000;
    // The browser's own reconnect may be waiting out a long delay: start again now.
    if (source === null || source.readyState !== EventSource.OPEN) {
      stopStream();
      void load();
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  void load();

  return {
    getSnapshot: () => snapshot,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close() {
      closed = true;
      abort.abort();
      stopStream();
      if (retryTimer !== null) clearTimeout(retryTimer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      listeners.clear();
    },
    refresh: load,
  };
}

/** The feed of one game for a component's lifetime (a new feed when the options change). */
export function useGameFeed(opts: FeedOptions): FeedSnapshot {
  const { gameId, access, kind, deviceId, history } = opts;
  const [feed, setFeed] = useState<GameFeed | null>(null);
  useEffect(() => {
    const next = openGameFeed({ gameId, access, kind, deviceId, history });
    setFeed(next);
    return () => {
      next.close();
    };
  }, [gameId, access, kind, deviceId, history]);
  return useSyncExternalStore(feed?.subscribe ?? noopSubscribe, feed?.getSnapshot ?? emptySnapshot);
}

const noop = () => {};
const noopSubscribe = () => noop;
const empty: FeedSnapshot = {
  game: null,
  log: [],
  lastSeq: 0,
  state: null,
  connection: 'connecting',
  error: null,
  lastEventAt: null,
  presence: null,
};
const emptySnapshot = () => empty;
