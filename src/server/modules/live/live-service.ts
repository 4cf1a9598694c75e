// The live games of this process: a cache of each game's setup, log and state (so an ingest or a
// state read folds only the new events instead of replaying the log), the SSE hubs, presence,
// and the messages between instances. One per app, reached as `app.live`.
//
// The database stays the truth: the cache is only ever advanced with committed events, in seq
// order, and any read that must be current first fetches the events beyond the cache's last seq
// (one indexed query), so another instance's writes are never missed.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { liveStreamEvents } from '../../../contract/api-paths.ts';
import type { LiveGame } from '../../../contract/live-games.ts';
import type { LoggedEvent } from '../../../domain/game/events.ts';
import { applyEvents, replay } from '../../../domain/game/reducer.ts';
import { scoreboardSummary } from '../../../domain/game/scoreboard-summary.ts';
import type { GameSetup, GameState } from '../../../domain/game/state.ts';
import type { Db } from '../../db/client.ts';
import { gameEvents } from '../../db/live-schema.ts';
import type { AppDeps } from '../../deps.ts';
import { sseFrame } from '../../http/sse.ts';
import { GameHub, type Connection, type ScoreboardFrame } from '../../live/game-hub.ts';
import { MAX_NOTIFY_BYTES } from '../../live/pubsub.ts';
import { gameSetupTopic, type SetupScope } from '../../live/setup-events.ts';
import { ConsoleAccess } from './console-access.ts';
import { IngestQueue } from './ingest.ts';
import { loadLiveGame, publicAccess, type PublicAccess } from './game-setup.ts';
import { MemberStreams } from './member-streams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveService;
  }
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CachedGame {
  gameId: string;
  game: LiveGame;
  setup: GameSetup;
  /** The whole log: the event of seq n is at index n - 1. */
  log: LoggedEvent[];
  /** Client id → seq, for repeats. */
  seqOf: Map<string, number>;
  /** SSE frames of the log's events, made when first needed (index as in `log`). */
  frames: string[];
  state: GameState;
  lastSeq: number;
  /** The scoreboard summary of `state` as an SSE frame, made when first needed. */
  scoreboard: ScoreboardFrame | null;
  /** When the setup was read (epoch ms of the process clock). */
  loadedAt: number;
  /** The setup changed (a game-updated message): read it again before the next use. */
  setupStale: boolean;
  syncRunning: Promise<void> | null;
  syncNext: Promise<void> | null;
}

interface EventsMessage {
  origin: string;
  gameId: string;
  lastSeq: number;
  /** Left out when they would not fit in a NOTIFY; receivers read them from the database. */
  events?: LoggedEvent[];
}

interface PresenceMessage {
  origin: string;
  gameId: string;
  connections: Connection[];
}

const EVENTS_TOPIC = 'live:events';
const PRESENCE_TOPIC = 'live:presence';
/** Games kept in memory; the least recently used is dropped beyond this. */
const MAX_CACHED_GAMES = 256;
/** The setup (owner's plan, names) is read again after this long even without a message. */
const SETUP_TTL_MS = 60_000;
const PUBLIC_ACCESS_TTL_MS = 1_000;
/** Room left in a NOTIFY payload for the envelope around the events. */
const INLINE_EVENTS_BYTES = MAX_NOTIFY_BYTES - 400;

export function rowToLogged(row: typeof gameEvents.$inferSelect): LoggedEvent {
  return {
    seq: row.seq,
    event: row.event,
    recordedAt: row.recordedAt,
    deviceId: row.deviceId,
    userId: row.userId,
  };
}

export class LiveService {
  /** Tells this instance's messages from the others'. */
  readonly instanceId = randomUUID();
  /** Heartbeat of the game streams; tests shorten it before opening streams. */
  heartbeatMs = 15_000;
  private readonly cache = new Map<string, CachedGame>();
  private readonly loading = new Map<string, Promise<CachedGame | null>>();
  private readonly hubs = new Map<string, GameHub>();
  /** Connections other instances hold: game → instance → list and when it was heard. */
  private readonly remote = new Map<
    string,
    Map<string, { connections: Connection[]; at: number }>
  >();
  private readonly unsubscribe: Array<() => void> = [];
  private readonly publicAnswers = new Map<string, { answer: Promise<PublicAccess>; at: number }>();
  /** Who may post events; keeps sessions for a few seconds (see console-access.ts). */
  readonly consoleAccess: ConsoleAccess;
  /** Event batches, written in groups (see ingest.ts). */
  readonly ingest: IngestQueue;
  /** Members' streams, ended when their access goes (see member-streams.ts). */
  readonly memberStreams: MemberStreams;
  private readonly resultListeners = new Set<(game: LiveGame) => void>();

  constructor(
    private readonly deps: AppDeps,
    private readonly log: { error(obj: object, msg: string): void },
  ) {
    const { pubsub } = deps;
    this.consoleAccess = new ConsoleAccess(deps);
    this.ingest = new IngestQueue(this);
    this.memberStreams = new MemberStreams(deps, log);
    this.unsubscribe.push(
      pubsub.subscribe(EVENTS_TOPIC, (m) => this.onEventsMessage(m as EventsMessage)),
      pubsub.subscribe(PRESENCE_TOPIC, (m) => this.onPresenceMessage(m as PresenceMessage)),
      pubsub.subscribe(gameSetupTopic, (m) => void this.onSetupChanged(m as SetupScope)),
      pubsub.onReconnect(() => {
        for (const hub of this.hubs.values()) hub.resync();
      }),
    );
  }

  get db(): Db {
    return this.deps.db;
  }

  now(): number {
    return this.deps.now().getTime();
  }

  logError(err: unknown, msg: string): void {
    this.log.error({ err }, msg);
  }

  close(): void {
    for (const off of this.unsubscribe.splice(0)) off();
    this.consoleAccess.close();
    this.memberStreams.close();
    for (const hub of [...this.hubs.values()]) hub.close();
    this.hubs.clear();
    this.cache.clear();
  }

  /**
   * Whether a game's public outputs are open, read at most once a second per game: thousands of
   * screens reconnecting at once after a Wi-Fi drop would otherwise each cost a query. Only the
   * streams use this; one-off reads check the database every time.
   */
  publicAccessForStream(gameId: string): Promise<PublicAccess> {
    const now = this.now();
    const known = this.publicAnswers.get(gameId);
    if (known && now - known.at < PUBLIC_ACCESS_TTL_MS) return known.answer;
    const answer = publicAccess(this.deps.db, gameId);
    this.publicAnswers.set(gameId, { answer, at: now });
    answer.catch(() => this.publicAnswers.delete(gameId));
    if (this.publicAnswers.size > MAX_CACHED_GAMES * 4) {
      for (const [id, a] of this.publicAnswers)
        if (now - a.at >= PUBLIC_ACCESS_TTL_MS) this.publicAnswers.delete(id);
    }
    return answer;
  }

  /** The game's cache entry brought up to the database's last seq, or null for no such game. */
  async current(gameId: string): Promise<CachedGame | null> {
    const entry = await this.prepare(gameId);
    if (entry) await this.sync(entry);
    return entry;
  }

  /** The cache entry with a fresh setup, without reading new events (ingest reads them locked). */
  async prepare(gameId: string): Promise<CachedGame | null> {
    const entry = this.cache.get(gameId);
    if (entry && !entry.setupStale && this.now() - entry.loadedAt < SETUP_TTL_MS) {
      // Map order is the recency order.
      this.cache.delete(gameId);
      this.cache.set(gameId, entry);
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

  /** Forgets a game (it was deleted, or the cache was found inconsistent). */
  drop(gameId: string): void {
    this.cache.delete(gameId);
  }

  private async load(gameId: string): Promise<CachedGame | null> {
    const loadedAt = this.now();
    const loaded = await loadLiveGame(this.deps.db, gameId, this.deps.now());
    if (!loaded) return null;
    const rows = await this.deps.db
      .select()
      .from(gameEvents)
      .where(eq(gameEvents.gameId, gameId))
      .orderBy(asc(gameEvents.seq));
    const log = rows.map(rowToLogged);
    const entry: CachedGame = {
      gameId,
      game: loaded.game,
      setup: loaded.setup,
      log,
      seqOf: new Map(log.map((l) => [l.event.clientId, l.seq])),
      frames: [],
      state: replay(loaded.setup, log),
      lastSeq: log.at(-1)?.seq ?? 0,
      scoreboard: null,
      loadedAt,
      setupStale: false,
      syncRunning: null,
      syncNext: null,
    };
    // Another caller may have loaded it meanwhile; keep the one with more of the log.
    const existing = this.cache.get(gameId);
    if (existing && existing.lastSeq >= entry.lastSeq) return existing;
    this.cache.set(gameId, entry);
    while (this.cache.size > MAX_CACHED_GAMES) {
      const oldest = this.cache.keys().next().value as string;
      this.cache.delete(oldest);
    }
    return entry;
  }

  private async refreshSetup(entry: CachedGame): Promise<CachedGame | null> {
    const loadedAt = this.now();
    entry.setupStale = false;
    const loaded = await loadLiveGame(this.deps.db, entry.gameId, this.deps.now());
    if (!loaded) {
      this.drop(entry.gameId);
      return null;
    }
    const changed = JSON.stringify(loaded.setup) !== JSON.stringify(entry.setup);
    entry.game = loaded.game;
    if (changed) {
      entry.setup = loaded.setup;
      entry.state = replay(loaded.setup, entry.log);
      entry.scoreboard = null;
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
      entry.syncRunning = this.readMissing(entry, this.deps.db).finally(() => {
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
      // The cache is ahead of the database (restored from a backup): start again from it.
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
    entry.frames = [];
    entry.seqOf = new Map(log.map((l) => [l.event.clientId, l.seq]));
    entry.state = replay(entry.setup, log);
    entry.scoreboard = null;
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
    entry.scoreboard = null;
  }

  /** The scoreboard summary of a cache entry, serialized once for every screen that asks. */
  scoreboardOf(entry: CachedGame): ScoreboardFrame {
    entry.scoreboard ??= {
      seq: entry.lastSeq,
      frame: sseFrame(liveStreamEvents.scoreboard, scoreboardSummary(entry.state), entry.lastSeq),
    };
    return entry.scoreboard;
  }

  /** At once from a cache that has reached `atLeastSeq`; else after reading the log. */
  private scoreboardAt(
    gameId: string,
    atLeastSeq: number,
  ): ScoreboardFrame | null | Promise<ScoreboardFrame | null> {
    const entry = this.cache.get(gameId);
    if (entry && !entry.setupStale && entry.lastSeq >= atLeastSeq) return this.scoreboardOf(entry);
    return this.current(gameId).then((e) => (e ? this.scoreboardOf(e) : null));
  }

  /**
   * The log after `after`, up to the entry's last seq now, as SSE text in pieces of about
   * `pieceBytes`, made as they are read; each event's frame is made once per cache entry.
   */
  private *framesAfter(entry: CachedGame, after: number, pieceBytes: number): Generator<string> {
    // Later events, or a reset entry (new arrays), do not change what this reader gets.
    const { log, frames, lastSeq } = entry;
    let piece: string[] = [];
    let size = 0;
    for (let i = Math.max(after, 0); i < lastSeq; i++) {
      const frame = (frames[i] ??= sseFrame(liveStreamEvents.event, log[i], log[i]!.seq));
      piece.push(frame);
      size += frame.length;
      if (size >= pieceBytes) {
        yield piece.join('');
        piece = [];
        size = 0;
      }
    }
    if (piece.length > 0) yield piece.join('');
  }

  /**
   * Told after a commit that made a game final, took it out of final, or changed a final score
   * (playoff brackets advance on it). Listeners must return at once; the answer is not waiting.
   */
  onResultChanged(listener: (game: LiveGame) => void): () => void {
    this.resultListeners.add(listener);
    return () => this.resultListeners.delete(listener);
  }

  resultChanged(game: LiveGame): void {
    for (const listener of this.resultListeners) {
      try {
        listener(game);
      } catch (err) {
        this.log.error({ err, gameId: game.id }, 'a result listener failed');
      }
    }
  }

  /** After an ingest committed: this process's streams now, the other instances by message. */
  committed(gameId: string, events: LoggedEvent[]): void {
    if (events.length === 0) return;
    this.hubs.get(gameId)?.deliver(events);
    const message: EventsMessage = {
      origin: this.instanceId,
      gameId,
      lastSeq: events.at(-1)!.seq,
    };
    if (Buffer.byteLength(JSON.stringify(events)) <= INLINE_EVENTS_BYTES) message.events = events;
    this.deps.pubsub.publish(EVENTS_TOPIC, message).catch((err: unknown) => {
      this.log.error({ err, gameId }, 'could not tell other instances about game events');
    });
  }

  // ---- streams --------------------------------------------------------------------------------

  hubFor(gameId: string): GameHub {
    let hub = this.hubs.get(gameId);
    if (hub) return hub;
    hub = new GameHub(gameId, {
      eventsAfter: async (id, after) => {
        const entry = await this.current(id);
        return entry ? entry.log.slice(Math.max(after, 0)) : [];
      },
      backlog: async (id, after, pieceBytes) => {
        const entry = await this.current(id);
        if (!entry) return { pieces: [], lastSeq: 0 };
        return { pieces: this.framesAfter(entry, after, pieceBytes), lastSeq: entry.lastSeq };
      },
      lastSeq: async (id) => (await this.current(id))?.lastSeq ?? 0,
      scoreboard: (id, atLeastSeq) => this.scoreboardAt(id, atLeastSeq),
      heartbeatMs: this.heartbeatMs,
      now: () => this.now(),
      onLocalPresence: (h, connections) => this.publishPresence(h.gameId, connections),
      remotePresence: (id) => this.remoteConnections(id),
      onIdle: (h) => {
        if (this.hubs.get(h.gameId) === h) this.hubs.delete(h.gameId);
      },
      onError: (err, msg) => this.log.error({ err, gameId }, msg),
    });
    this.hubs.set(gameId, hub);
    return hub;
  }

  presence(gameId: string): Connection[] {
    const hub = this.hubs.get(gameId);
    return hub ? hub.presence().connections : this.remoteConnections(gameId);
  }

  private publishPresence(gameId: string, connections: Connection[]) {
    const message: PresenceMessage = { origin: this.instanceId, gameId, connections };
    this.deps.pubsub.publish(PRESENCE_TOPIC, message).catch((err: unknown) => {
      this.log.error({ err, gameId }, 'could not share presence');
    });
  }

  private remoteConnections(gameId: string): Connection[] {
    const byInstance = this.remote.get(gameId);
    if (!byInstance) return [];
    // An instance that stopped repeating its list (killed) is forgotten after three beats.
    const oldest = this.now() - 3 * this.heartbeatMs;
    const list: Connection[] = [];
    for (const [instance, { connections, at }] of byInstance) {
      if (at < oldest) byInstance.delete(instance);
      else list.push(...connections);
    }
    if (byInstance.size === 0) this.remote.delete(gameId);
    return list;
  }

  private onEventsMessage(m: EventsMessage) {
    if (m.origin === this.instanceId) return;
    const hub = this.hubs.get(m.gameId);
    if (!hub) return;
    if (m.events) {
      // Watched here: the cache follows on without a read when the events continue it.
      const entry = this.cache.get(m.gameId);
      if (entry && m.events[0]?.seq === entry.lastSeq + 1) this.advance(entry, m.events);
      hub.deliver(m.events);
    } else hub.announce(m.lastSeq);
  }

  private onPresenceMessage(m: PresenceMessage) {
    if (m.origin === this.instanceId) return;
    let byInstance = this.remote.get(m.gameId);
    if (!byInstance) {
      byInstance = new Map();
      this.remote.set(m.gameId, byInstance);
    }
    const before = JSON.stringify(byInstance.get(m.origin)?.connections ?? []);
    if (m.connections.length === 0) byInstance.delete(m.origin);
    else byInstance.set(m.origin, { connections: m.connections, at: this.now() });
    if (before !== JSON.stringify(m.connections)) this.hubs.get(m.gameId)?.sendPresence();
  }

  /** Teams, players or settings changed: cached setups are re-read and open screens told. */
  private async onSetupChanged(scope: SetupScope) {
    const matches = (game: LiveGame) =>
      ('gameId' in scope && game.id === scope.gameId) ||
      ('teamId' in scope && (game.home.id === scope.teamId || game.away.id === scope.teamId)) ||
      ('seasonId' in scope && game.seasonId === scope.seasonId) ||
      ('tournamentId' in scope && game.tournamentId === scope.tournamentId);
    for (const entry of this.cache.values()) if (matches(entry.game)) entry.setupStale = true;
    for (const hub of [...this.hubs.values()]) {
      const cached = this.cache.get(hub.gameId);
      if (cached && !cached.setupStale) continue;
      if (!cached && !('gameId' in scope && scope.gameId === hub.gameId)) {
        // Not cached: only a fresh read can tell whether the change touches it.
        const entry = await this.prepare(hub.gameId).catch(() => null);
        if (entry && !matches(entry.game)) continue;
      }
      await this.pushSetup(hub).catch((err: unknown) => {
        this.log.error({ err, gameId: hub.gameId }, 'could not send a game update');
      });
    }
  }

  private async pushSetup(hub: GameHub) {
    const entry = await this.prepare(hub.gameId);
    if (!entry) {
      hub.closeStreams();
      return;
    }
    hub.broadcast(sseFrame(liveStreamEvents.game, entry.game));
    hub.refreshScoreboard();
    if ((await publicAccess(this.deps.db, hub.gameId)) !== 'public') hub.closeStreams(true);
  }
}
