// One live game as a screen sees it: the setup and log loaded over HTTP, then kept current by the
// game's Server-Sent Events stream, with the state recomputed by the domain reducer — the same code
// the server runs — so every screen shows what the log says. No zod here: the public scoreboard's
// bundle must stay small, and the server validated every event before logging it.
import { useCallback } from 'react';
import { apiPath, liveGamePaths, liveStreamEvents } from '../../../contract/api-paths.ts';
import type { LiveGame, Presence } from '../../../contract/live-games.ts';
import type { LoggedEvent } from '../../../domain/game/events.ts';
import { applyEvent, replay } from '../../../domain/game/reducer.ts';
import type { GameSetup, GameState } from '../../../domain/game/state.ts';
import type { ConsoleKind, OutputKind } from '../../../domain/plans/plans.ts';
import { getJson } from './live-http.ts';
import {
  openLiveSource,
  useLiveFeed,
  type LiveFeed,
  type LiveSnapshotBase,
} from './live-source.ts';

export type PresenceKind = ConsoleKind | OutputKind;

export interface FeedSnapshot extends LiveSnapshotBase {
  game: LiveGame | null;
  /** Confirmed events in seq order, no duplicates (see `history` in FeedOptions). */
  log: LoggedEvent[];
  lastSeq: number;
  /** The log replayed with the game's setup. */
  state: GameState | null;
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

const initial: FeedSnapshot = {
  game: null,
  log: [],
  lastSeq: 0,
  state: null,
  connection: 'connecting',
  error: null,
  lastEventAt: null,
  presence: null,
};

/** `refresh` of the feed reloads the game's setup (teams, rosters, rules) and catches up on the log. */
export function openGameFeed(opts: FeedOptions): LiveFeed<FeedSnapshot> {
  const isPublic = opts.access === 'public';
  const history = opts.history ?? true;
  const params = { gameId: opts.gameId };
  const stateUrl = apiPath(isPublic ? liveGamePaths.publicState : liveGamePaths.state, params);
  const eventsUrl = apiPath(isPublic ? liveGamePaths.publicEvents : liveGamePaths.events, params);
  const streamUrl = apiPath(isPublic ? liveGamePaths.publicStream : liveGamePaths.stream, params);

  return openLiveSource(initial, (source) => {
    const { emit } = source;
    let setup: GameSetup | null = null;
    // Whether `log` starts at seq 1, so a void can be honoured by a local replay.
    let logComplete = false;
    // Events from the stream wait here until the next macrotask, so a backlog of a thousand events
    // costs one snapshot (and one array copy), not a thousand.
    let incoming: LoggedEvent[] = [];
    let flushScheduled = false;

    const fetchEventsAfter = async (after: number): Promise<LoggedEvent[]> => {
      const collected: LoggedEvent[] = [];
      let cursor = after;
      for (;;) {
        const page = await getJson<EventsAnswer>(
          `${eventsUrl}?after=${cursor}&limit=${eventsPageLimit}`,
          source.signal,
        );
        collected.push(...page.events);
        const last = page.events.at(-1);
        if (last === undefined || last.seq >= page.lastSeq) return collected;
        cursor = last.seq;
      }
    };

    /** Folds confirmed events (seq order, any duplicates dropped) into the snapshot. */
    const append = (events: readonly LoggedEvent[]) => {
      const snapshot = source.snapshot();
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
      if (added.length === 0) return;
      const log = snapshot.log.concat(added);
      if (!needsReload) {
        const hasVoid = added.some((l) => l.event.type === 'void');
        // A void changes the past: replay the whole log rather than patch the state.
        if (hasVoid) state = replay(setup, log);
        else for (const logged of added) state = applyEvent(setup, state, logged);
      }
      emit({ log, lastSeq, state, lastEventAt: Date.now() });
      // Without the log a void cannot be undone locally: the server's state has it right.
      if (needsReload) void source.reload();
    };

    const flush = () => {
      flushScheduled = false;
      const batch = incoming;
      incoming = [];
      if (!source.isClosed()) append(batch);
    };

    /** A new setup (teams, rosters, rules): the derived state may change with it. */
    const applyGame = (game: LiveGame) => {
      setup = gameSetup(game);
      if (logComplete) emit({ game, state: replay(setup, source.snapshot().log) });
      else {
        emit({ game });
        void source.reload();
      }
    };

    const load = async () => {
      const answer = await getJson<StateAnswer>(stateUrl, source.signal);
      if (source.isClosed()) return;
      setup = gameSetup(answer.game);
      const snapshot = source.snapshot();
      const first = snapshot.state === null;
      if (history && (first || !logComplete || answer.lastSeq < snapshot.lastSeq)) {
        const log = await fetchEventsAfter(0);
        if (source.isClosed()) return;
        logComplete = true;
        const lastSeq = log.at(-1)?.seq ?? 0;
        emit({ game: answer.game, log, lastSeq, state: replay(setup, log), error: null });
      } else if (history) {
        // Catch up on what the stream missed, then re-derive with the (maybe new) setup.
        const missed = await fetchEventsAfter(snapshot.lastSeq);
        if (source.isClosed()) return;
        // The stream may have delivered more while the page was read.
        const current = source.snapshot();
        const log = current.log.concat(missed.filter((l) => l.seq > current.lastSeq));
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
      source.ensureStream();
    };

    return {
      load,
      streamUrl() {
        const query = new URLSearchParams({ after: String(source.snapshot().lastSeq) });
        if (opts.kind !== undefined) query.set('kind', opts.kind);
        if (opts.deviceId !== undefined) query.set('deviceId', opts.deviceId);
        return `${streamUrl}?${query.toString()}`;
      },
      messages: {
        [liveStreamEvents.event]: (data) => {
          incoming.push(JSON.parse(data) as LoggedEvent);
          if (flushScheduled) return;
          flushScheduled = true;
          setTimeout(flush, 0);
        },
        [liveStreamEvents.game]: (data) => applyGame(JSON.parse(data) as LiveGame),
        [liveStreamEvents.presence]: (data) =>
          emit({ presence: (JSON.parse(data) as Presence).connections }),
      },
    };
  });
}

/** The feed of one game for a component's lifetime (a new feed when the options change). */
export function useGameFeed(opts: FeedOptions): FeedSnapshot {
  const { gameId, access, kind, deviceId, history } = opts;
  const open = useCallback(
    () => openGameFeed({ gameId, access, kind, deviceId, history }),
    [gameId, access, kind, deviceId, history],
  );
  return useLiveFeed(open, initial);
}
