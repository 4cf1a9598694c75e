// One live game as a screen sees it: the setup and log loaded over HTTP, then kept current by the
// game's Server-Sent Events stream, with the state recomputed by the domain reducer — the same code
// the server runs — so every screen shows what the log says. No zod here: the public scoreboard's
// bundle must stay small, and the server validated every event before logging it.
import { useCallback } from 'react';
import { apiPath, liveGamePaths, liveStreamEvents } from '../../../contract/api-paths.ts';
import type { LiveGame, Presence } from '../../../contract/live-games.ts';
import type { LoggedEvent } from '../../../domain/game/events.ts';
import { toArray } from '../../../domain/game/pvector.ts';
import { applyEvents, replay } from '../../../domain/game/reducer.ts';
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
  /** Confirmed events in seq order, no duplicates: the log the state was folded from. */
  log: LoggedEvent[];
  lastSeq: number;
  /** The log replayed with the game's setup. */
  state: GameState | null;
  /** Local time (Date.now) the last game event arrived. */
  lastEventAt: number | null;
  /** Who is connected to the game; only the member stream sends it. */
  presence: Presence['connections'] | null;
}

/** Members only: anonymous readers get summaries (summary-feed.ts), never the state to fold onto. */
export interface FeedOptions {
  gameId: string;
  kind?: PresenceKind;
  deviceId?: string;
}

/** What the reducer needs from a game: its rules, rosters and starting score source. */
export function gameSetup(game: LiveGame): GameSetup {
  return {
    rules: game.rules,
    rosters: { home: game.home.players.map((p) => p.id), away: game.away.players.map((p) => p.id) },
    scoreSource: game.scoreSource,
  };
}

interface StateAnswer {
  game: LiveGame;
  state: GameState;
  lastSeq: number;
  serverTime: number;
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
  const params = { gameId: opts.gameId };
  const stateUrl = apiPath(liveGamePaths.state, params);
  const streamUrl = apiPath(liveGamePaths.stream, params);

  return openLiveSource(initial, (source) => {
    const { emit } = source;
    let setup: GameSetup | null = null;
    // Events from the stream wait here until the next macrotask, so a backlog of a thousand events
    // costs one snapshot (and one array copy), not a thousand.
    let incoming: LoggedEvent[] = [];
    let flushScheduled = false;

    /** Folds confirmed events (seq order, any duplicates dropped) into the snapshot. */
    const append = (events: readonly LoggedEvent[]) => {
      const snapshot = source.snapshot();
      if (setup === null || snapshot.state === null) return;
      const added = events.filter(
        (l, i) => l.seq > snapshot.lastSeq && l.seq > (events[i - 1]?.seq ?? 0),
      );
      if (added.length === 0) return;
      // Undos included: the state carries its own log (state.history), exactly as the server's.
      emit({
        log: snapshot.log.concat(added),
        lastSeq: added.at(-1)!.seq,
        state: applyEvents(setup, snapshot.state, added),
        lastEventAt: Date.now(),
      });
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
      emit({ game, state: replay(setup, source.snapshot().log) });
    };

    const load = async () => {
      const answer = await getJson<StateAnswer>(stateUrl, source.signal);
      if (source.isClosed()) return;
      setup = gameSetup(answer.game);
      // The server's state carries the log it was folded from; the stream may have delivered
      // newer events while it was read.
      const newer = source.snapshot().log.filter((l) => l.seq > answer.lastSeq);
      emit({
        game: answer.game,
        log: toArray(answer.state.history.log).concat(newer),
        lastSeq: Math.max(answer.lastSeq, newer.at(-1)?.seq ?? 0),
        state: newer.length > 0 ? applyEvents(setup, answer.state, newer) : answer.state,
        error: null,
      });
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
  const { gameId, kind, deviceId } = opts;
  const open = useCallback(
    () => openGameFeed({ gameId, kind, deviceId }),
    [gameId, kind, deviceId],
  );
  return useLiveFeed(open, initial);
}
