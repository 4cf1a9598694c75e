// The live games of this process, reached as `app.live`: it puts together the parts that each do
// one job and hands the routes what they use.
// - GameCache (game-cache.ts): each game's setup, log and state, caught up from the database.
// - GameHubs (game-hubs.ts): the SSE hubs, presence, and setup changes pushed to open screens.
// - InstanceLink (instance-link.ts): the messages between server instances.
// - PublicAccessCache (public-access-cache.ts): whether a game's public streams may open.
// - IngestQueue (ingest.ts), ConsoleAccess (console-access.ts), MemberStreams (member-streams.ts).
import { randomUUID } from 'node:crypto';
import type { LiveGame } from '../../../contract/live-games.ts';
import type { LoggedEvent } from '../../../domain/game/events.ts';
import type { AppDeps } from '../../deps.ts';
import type { Connection, GameHub } from '../../live/game-hub.ts';
import { ConsoleAccess } from './console-access.ts';
import { GameCache, type CachedGame } from './game-cache.ts';
import { GameHubs } from './game-hubs.ts';
import type { PublicAccess } from './game-setup.ts';
import { IngestQueue } from './ingest.ts';
import { InstanceLink } from './instance-link.ts';
import { MemberStreams } from './member-streams.ts';
import { PublicAccessCache } from './public-access-cache.ts';
import { RemotePresence } from './remote-presence.ts';

/** How stale a held game may be for anonymous reads before the database is asked again. */
const PUBLIC_READ_MAX_AGE_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveService;
  }
}

export class LiveService {
  /** Tells this instance's messages from the others'. */
  readonly instanceId = randomUUID();
  readonly cache: GameCache;
  /** Who may post events; keeps sessions for a few seconds (see console-access.ts). */
  readonly consoleAccess: ConsoleAccess;
  /** Event batches, written in groups (see ingest.ts). */
  readonly ingest: IngestQueue;
  /** Members' streams, ended when their access goes (see member-streams.ts). */
  readonly memberStreams: MemberStreams;
  private readonly hubs: GameHubs;
  private readonly link: InstanceLink;
  private readonly publicAccess: PublicAccessCache;
  private readonly resultListeners = new Set<(game: LiveGame) => void>();

  constructor(
    private readonly deps: AppDeps,
    private readonly log: { error(obj: object, msg: string): void },
  ) {
    const now = () => this.now();
    this.cache = new GameCache(deps.db, deps.now, log);
    const remote = new RemotePresence(now, () => this.hubs.heartbeatMs);
    this.hubs = new GameHubs({
      db: deps.db,
      cache: this.cache,
      remote,
      now,
      onLocalPresence: (gameId, connections) => this.link.publishPresence(gameId, connections),
      log,
    });
    this.publicAccess = new PublicAccessCache(deps.db, now);
    this.link = new InstanceLink(
      this.instanceId,
      deps.pubsub,
      { cache: this.cache, hubs: this.hubs, remote, publicAccess: this.publicAccess },
      log,
    );
    this.consoleAccess = new ConsoleAccess(deps);
    this.ingest = new IngestQueue({
      db: deps.db,
      cache: this.cache,
      now,
      logError: (err, msg) => this.log.error({ err }, msg),
      eventsMessage: (gameId, events) => this.link.eventsMessage(gameId, events),
      committed: (gameId, events) => this.committed(gameId, events),
      resultChanged: (game) => this.resultChanged(game),
    });
    this.memberStreams = new MemberStreams(deps, log);
  }

  /** Heartbeat of the game streams; tests shorten it before opening streams. */
  get heartbeatMs(): number {
    return this.hubs.heartbeatMs;
  }

  set heartbeatMs(ms: number) {
    this.hubs.heartbeatMs = ms;
  }

  now(): number {
    return this.deps.now().getTime();
  }

  close(): void {
    this.link.close();
    this.consoleAccess.close();
    this.memberStreams.close();
    this.hubs.close();
    this.cache.clear();
  }

  /** The game brought up to the database's last seq, or null for no such game. */
  current(gameId: string): Promise<CachedGame | null> {
    return this.cache.current(gameId);
  }

  /** How far this instance holds the game's log (its last seq), without loading it; null if not held. */
  heldSeq(gameId: string): number | null {
    return this.cache.held(gameId)?.log.length ?? null;
  }

  hubFor(gameId: string): GameHub {
    return this.hubs.hubFor(gameId);
  }

  presence(gameId: string): Connection[] {
    return this.hubs.presence(gameId);
  }

  /**
   * Whether a game's public outputs are open, read at most once a second per game and forgotten
   * at any setup change (public-access-cache.ts).
   */
  publicAccessOf(gameId: string): Promise<PublicAccess> {
    return this.publicAccess.get(gameId);
  }

  /**
   * The game for an anonymous reader: as held, read from the database at most once a second
   * (GameCache.recent), or null for no such game.
   */
  forPublic(gameId: string): Promise<CachedGame | null> {
    return this.cache.recent(gameId, PUBLIC_READ_MAX_AGE_MS);
  }

  /**
   * Told after a commit that made a game final, took it out of final, or changed a final score
   * (playoff brackets advance on it). Listeners must return at once; the answer is not waiting.
   */
  onResultChanged(listener: (game: LiveGame) => void): () => void {
    this.resultListeners.add(listener);
    return () => this.resultListeners.delete(listener);
  }

  private resultChanged(game: LiveGame): void {
    for (const listener of this.resultListeners) {
      try {
        listener(game);
      } catch (err) {
        this.log.error({ err, gameId: game.id }, 'a result listener failed');
      }
    }
  }

  /**
   * After an ingest committed: this process's streams. The other instances were told by the
   * NOTIFY the write sent with its commit (ingest.ts), this process's listeners by the ingest.
   */
  private committed(gameId: string, events: LoggedEvent[]): void {
    if (events.length === 0) return;
    this.hubs.get(gameId)?.deliver(events);
  }
}
