// Each live game's setup, log and state in memory, so an ingest or a state read folds only the new
// events instead of replaying the log. The database stays the truth: an entry is only ever advanced
// with committed events, in seq order, and any read that must be current first fetches the events
// beyond the entry's last seq (one indexed query), so another instance's writes are never missed.
//
// The SSE text of each event (as members and as anonymous readers get it) and of the summaries
// (scoreboard, stat sheet) is made here, once per entry, because thousands of streams share it:
// this is one of the fast path's seams (with prepared.ts and the ingest's single-statement write),
// kept behind `framesAfter` and `summaryOf`.
import { and, asc, eq, gt } from 'drizzle-orm';
import { liveStreamEvents, type SummaryView } from '../../../contract/api-paths.ts';
import type { LiveGame, PublicLoggedEvent } from '../../../contract/live-games.ts';
import type { PublicNameDisplay } from '../../../contract/public-league.ts';
import type { LoggedEvent } from '../../../domain/game/events.ts';
import { applyEvents, replay } from '../../../domain/game/reducer.ts';
import { scoreboardSummary } from '../../../domain/game/scoreboard-summary.ts';
import { sheetSummary } from '../../../domain/game/sheet-summary.ts';
import type { GameSetup, GameState } from '../../../domain/game/state.ts';
import type { Db } from '../../db/client.ts';
import { gameEvents } from '../../db/live-schema.ts';
import { sseFrame, SseText } from '../../http/sse.ts';
import type { StreamAudience, SummaryFrame } from '../../live/game-hub.ts';
import type { SetupScope } from '../../live/setup-events.ts';
import { LruMap } from '../../lru-map.ts';
import { loadLiveGame } from './game-setup.ts';
import { publicLiveGame } from './public-live-game.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CachedGame {
  gameId: string;
  game: LiveGame;
  setup: GameSetup;
  /** How anonymous screens name players (see publicGame). */
  nameDisplay: PublicNameDisplay;
  /** The whole log: the event of seq n is at index n - 1. */
  log: LoggedEvent[];
  /** Client id → seq, for repeats. */
  seqOf: Map<string, number>;
  /**
   * The log as SSE text in pieces of BACKLOG_PIECE_EVENTS events (piece k holds the events of
   * seqs k·N+1 … (k+1)·N), per audience, each made when first needed once complete.
   */
  pieces: Record<StreamAudience, SseText[]>;
  state: GameState;
  lastSeq: number;
  /** The summaries of `state` as SSE frames, each made when first needed. */
  summaries: Partial<Record<SummaryView, SummaryFrame>>;
  /** When the setup was read (epoch ms of the process clock). */
  loadedAt: number;
  /** The setup changed (a game-updated message): read it again before the next use. */
  setupStale: boolean;
  syncRunning: Promise<void> | null;
  syncNext: Promise<void> | null;
  /** When the last read of the database's log for this entry began (process clock, ms). */
  syncedAt: number;
}

/**
 * Events per piece of a backlog (about 40–60 KB of text): a reader that stops reading holds one
 * piece, shared with every other reader of that part of the log.
 */
const BACKLOG_PIECE_EVENTS = 256;

/** Games kept in memory; the least recently used is dropped beyond this. */
export const MAX_CACHED_GAMES = 256;
/** The setup (owner's plan, names) is read again after this long even without a message. */
const SETUP_TTL_MS = 60_000;

export function rowToLogged(row: typeof gameEvents.$inferSelect): LoggedEvent {
  return {
    seq: row.seq,
    event: row.event,
    recordedAt: row.recordedAt,
    deviceId: row.deviceId,
    userId: row.userId,
  };
}

/** Whether a setup change touches a game. */
export function setupScopeMatches(scope: SetupScope, game: LiveGame): boolean {
  return (
    ('gameId' in scope && game.id === scope.gameId) ||
    ('teamId' in scope && (game.home.id === scope.teamId || game.away.id === scope.teamId)) ||
    ('seasonId' in scope && game.seasonId === scope.seasonId) ||
    ('tournamentId' in scope && game.tournamentId === scope.tournamentId)
  );
}

/** A logged event as anonymous readers get it: nothing names the account or the device. */
export function publicLoggedEvent(logged: LoggedEvent): PublicLoggedEvent {
  return { seq: logged.seq, event: logged.event, recordedAt: logged.recordedAt };
}

const summaries: Record<SummaryView, (state: GameState) => unknown> = {
  scoreboard: scoreboardSummary,
  sheet: sheetSummary,
};

/** The game as anonymous screens get it: players named as the tournament's public side shows them. */
export function publicGame(entry: CachedGame): LiveGame {
  return publicLiveGame(entry.game, entry.nameDisplay);
}

export class GameCache {
  private readonly entries = new LruMap<string, CachedGame>(MAX_CACHED_GAMES);
  private readonly loading = new Map<string, Promise<CachedGame | null>>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  /** The game's entry brought up to the database's last seq, or null for no such game. */
  async current(gameId: string): Promise<CachedGame | null> {
    const entry = await this.prepare(gameId);
    if (entry) await this.sync(entry);
    return entry;
  }

  /**
   * The entry as held, read again from the database only if that was last done `maxAgeMs` ago:
   * for anonymous reads, whose screens follow the stream for the rest. This instance's commits
   * and, through the instance link, the other instances' advance a held entry without a read, so
   * it lags only by a lost message, for at most `maxAgeMs`; a crowd reading a game costs the
   * database one query a second, not one each.
   */
  async recent(gameId: string, maxAgeMs: number): Promise<CachedGame | null> {
    const entry = await this.prepare(gameId);
    if (entry && this.clock().getTime() - entry.syncedAt >= maxAgeMs) await this.sync(entry);
    return entry;
  }

  /** The entry with a fresh setup, without reading new events (the ingest reads them locked). */
  async prepare(gameId: string): Promise<CachedGame | null> {
    const entry = this.entries.get(gameId);
    if (entry && !entry.setupStale && this.clock().getTime() - entry.loadedAt < SETUP_TTL_MS) {
      return entry;
    }
    let pending = this.loading.get(gameId);
    if (!pending) {
      pending = (entry ? this.refreshSetup(entry) : this.load(gameId)).finally(() =>
        this.loading.delete(gameId),
      );
      this.loading.set(gameId, pending);
    }
    return pending;
  }

  /** The entry if held, stale or not, without reading anything (and without marking it used). */
  held(gameId: string): CachedGame | undefined {
    return this.entries.peek(gameId);
  }

  /** Marks the held setups a change touches as stale: they are read again on next use. */
  markSetupStale(scope: SetupScope): void {
    for (const entry of this.entries.values()) {
      if (setupScopeMatches(scope, entry.game)) entry.setupStale = true;
    }
  }

  /** Forgets a game (it was deleted, or its entry was found inconsistent). */
  drop(gameId: string): void {
    this.entries.delete(gameId);
  }

  clear(): void {
    this.entries.clear();
  }

  private async load(gameId: string): Promise<CachedGame | null> {
    const loadedAt = this.clock().getTime();
    const loaded = await loadLiveGame(this.db, gameId, this.clock());
    if (!loaded) return null;
    const rows = await this.db
      .select()
      .from(gameEvents)
      .where(eq(gameEvents.gameId, gameId))
      .orderBy(asc(gameEvents.seq));
    const log = rows.map(rowToLogged);
    const entry: CachedGame = {
      gameId,
      game: loaded.game,
      setup: loaded.setup,
      nameDisplay: loaded.nameDisplay,
      log,
      seqOf: new Map(log.map((l) => [l.event.clientId, l.seq])),
      pieces: { protected: [], public: [] },
      state: replay(loaded.setup, log),
      lastSeq: log.at(-1)?.seq ?? 0,
      summaries: {},
      loadedAt,
      setupStale: false,
      syncRunning: null,
      syncNext: null,
      syncedAt: loadedAt,
    };
    // Another caller may have loaded it meanwhile; keep the one with more of the log.
    const existing = this.entries.peek(gameId);
    if (existing && existing.lastSeq >= entry.lastSeq) return existing;
    this.entries.set(gameId, entry);
    return entry;
  }

  private async refreshSetup(entry: CachedGame): Promise<CachedGame | null> {
    const loadedAt = this.clock().getTime();
    entry.setupStale = false;
    const loaded = await loadLiveGame(this.db, entry.gameId, this.clock());
    if (!loaded) {
      this.drop(entry.gameId);
      return null;
    }
    const changed = JSON.stringify(loaded.setup) !== JSON.stringify(entry.setup);
    entry.game = loaded.game;
    entry.nameDisplay = loaded.nameDisplay;
    if (changed) {
      entry.setup = loaded.setup;
      entry.state = replay(loaded.setup, entry.log);
      entry.summaries = {};
    }
    entry.loadedAt = loadedAt;
    return entry;
  }

  /**
   * Reads the events beyond the entry's last seq. Callers arriving while a read runs share one
   * read started after it, so each caller sees at least everything committed before it asked.
   */
  sync(entry: CachedGame): Promise<void> {
    if (!entry.syncRunning) {
      entry.syncedAt = this.clock().getTime();
      entry.syncRunning = this.readMissing(entry, this.db).finally(() => {
        entry.syncRunning = null;
      });
      return entry.syncRunning;
    }
    entry.syncNext ??= entry.syncRunning
      .catch(() => {})
      .then(() => {
        entry.syncNext = null;
        return this.sync(entry);
      });
    return entry.syncNext;
  }

  /** Inside an ingest transaction, holding the game row's lock: the log up to `lastSeq`. */
  async catchUpLocked(entry: CachedGame, tx: Tx, lastSeq: number): Promise<void> {
    if (lastSeq < entry.lastSeq) {
      // The entry is ahead of the database (restored from a backup): start again from it.
      const rows = await tx
        .select()
        .from(gameEvents)
        .where(eq(gameEvents.gameId, entry.gameId))
        .orderBy(asc(gameEvents.seq));
      this.reset(entry, rows.map(rowToLogged));
      return;
    }
    if (lastSeq > entry.lastSeq) await this.readMissing(entry, tx);
  }

  private async readMissing(entry: CachedGame, db: Db | Tx): Promise<void> {
    const rows = await db
      .select()
      .from(gameEvents)
      .where(and(eq(gameEvents.gameId, entry.gameId), gt(gameEvents.seq, entry.lastSeq)))
      .orderBy(asc(gameEvents.seq));
    if (rows.length > 0) this.advance(entry, rows.map(rowToLogged));
  }

  private reset(entry: CachedGame, log: LoggedEvent[]) {
    entry.log = log;
    entry.pieces = { protected: [], public: [] };
    entry.seqOf = new Map(log.map((l) => [l.event.clientId, l.seq]));
    entry.state = replay(entry.setup, log);
    entry.summaries = {};
    entry.lastSeq = log.at(-1)?.seq ?? 0;
  }

  /**
   * Appends committed events; those already held are skipped, so the ingest that wrote them and a
   * reader that found them in the database may both call this. `stateAfter` is the state the
   * ingest already computed, used when it follows on exactly from the entry.
   */
  advance(entry: CachedGame, events: readonly LoggedEvent[], stateAfter?: GameState): void {
    const fresh = events.filter((e) => e.seq > entry.lastSeq);
    if (fresh.length === 0) return;
    if (fresh[0]!.seq !== entry.lastSeq + 1) {
      // Cannot happen while seqs are gapless; if it does, the next use reloads from the database.
      this.log.error({ gameId: entry.gameId }, 'game cache out of order; dropped');
      this.drop(entry.gameId);
      return;
    }
    const whole = fresh.length === events.length;
    for (const e of fresh) {
      entry.log.push(e);
      entry.seqOf.set(e.event.clientId, e.seq);
      entry.lastSeq = e.seq;
    }
    entry.state = whole && stateAfter ? stateAfter : applyEvents(entry.setup, entry.state, fresh);
    entry.summaries = {};
  }

  /** Events from another instance: followed on without a read when they continue the entry. */
  advanceIfHeld(gameId: string, events: readonly LoggedEvent[]): void {
    const entry = this.entries.peek(gameId);
    if (entry && events[0]?.seq === entry.lastSeq + 1) this.advance(entry, events);
  }

  /** A summary of an entry, serialized once for every screen that asks. */
  summaryOf(entry: CachedGame, view: SummaryView): SummaryFrame {
    return (entry.summaries[view] ??= {
      seq: entry.lastSeq,
      frame: sseFrame(liveStreamEvents[view], summaries[view](entry.state), entry.lastSeq),
    });
  }

  /** At once from an entry that has reached `atLeastSeq`; else after reading the log. */
  summaryAt(
    gameId: string,
    view: SummaryView,
    atLeastSeq: number,
  ): SummaryFrame | null | Promise<SummaryFrame | null> {
    const entry = this.held(gameId);
    if (entry && !entry.setupStale && entry.lastSeq >= atLeastSeq) {
      return this.summaryOf(entry, view);
    }
    return this.current(gameId).then((e) => (e ? this.summaryOf(e, view) : null));
  }

  /**
   * The log after `after`, up to the entry's last seq now, as SSE text in pieces made as they are
   * read. Whole pieces are made once per entry and audience and shared: readers of the same
   * backlog hold the same bytes, not a copy each. Only the part up to the first boundary, and the
   * last piece while it is still filling, are made for this reader alone.
   */
  *framesAfter(entry: CachedGame, after: number, audience: StreamAudience): Generator<SseText> {
    // Later events, or a reset entry (new arrays), do not change what this reader gets.
    const { log, lastSeq } = entry;
    const pieces = entry.pieces[audience];
    const text = (from: number, to: number) =>
      new SseText(
        log
          .slice(from, to)
          .map((l) => eventFrame(l, audience))
          .join(''),
      );
    let i = Math.max(after, 0);
    while (i < lastSeq) {
      const k = Math.floor(i / BACKLOG_PIECE_EVENTS);
      const end = Math.min((k + 1) * BACKLOG_PIECE_EVENTS, lastSeq);
      const whole = i === k * BACKLOG_PIECE_EVENTS && end === (k + 1) * BACKLOG_PIECE_EVENTS;
      yield whole ? (pieces[k] ??= text(i, end)) : text(i, end);
      i = end;
    }
  }
}

/** One event as SSE text for members (as logged) or anonymous readers (publicLoggedEvent). */
export function eventFrame(logged: LoggedEvent, audience: StreamAudience): string {
  const data = audience === 'protected' ? logged : publicLoggedEvent(logged);
  return sseFrame(liveStreamEvents.event, data, logged.seq);
}
