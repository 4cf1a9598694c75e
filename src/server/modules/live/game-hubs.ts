// The SSE hubs of this process, one per game that has open streams (a hub forgets itself when its
// last stream goes). A hub reads its backlog and summaries from the game cache, lists presence
// from its own streams plus what other instances report, and re-sends a game's setup to its screens
// when teams, rosters or settings change.
import { liveStreamEvents } from '../../../contract/api-paths.ts';
import { sseFrame } from '../../http/sse.ts';
import { GameHub, type Connection } from '../../live/game-hub.ts';
import type { SetupScope } from '../../live/setup-events.ts';
import { eventFrame, publicGame, setupScopeMatches, type GameCache } from './game-cache.ts';
import { publicAccess } from './game-setup.ts';
import type { RemotePresence } from './remote-presence.ts';
import type { Db } from '../../db/client.ts';

export interface GameHubsDeps {
  db: Db;
  cache: GameCache;
  remote: RemotePresence;
  now: () => number;
  /** This instance's connections to a game changed (or are repeated with the heartbeat). */
  onLocalPresence: (gameId: string, connections: Connection[]) => void;
  log: { error(obj: object, msg: string): void };
}

export class GameHubs {
  /** Heartbeat of the game streams; tests shorten it before opening streams. */
  heartbeatMs = 15_000;
  private readonly hubs = new Map<string, GameHub>();

  constructor(private readonly deps: GameHubsDeps) {}

  /** The game's hub, made when first asked for. */
  hubFor(gameId: string): GameHub {
    let hub = this.hubs.get(gameId);
    if (hub) return hub;
    const { cache, log } = this.deps;
    hub = new GameHub(gameId, {
      eventsAfter: async (id, after) => {
        const entry = await cache.current(id);
        return entry ? entry.log.slice(Math.max(after, 0)) : [];
      },
      backlog: async (id, after, audience) => {
        const entry = await cache.current(id);
        if (!entry) return { pieces: [], lastSeq: 0 };
        return { pieces: cache.framesAfter(entry, after, audience), lastSeq: entry.lastSeq };
      },
      eventFrame,
      lastSeq: async (id) => (await cache.current(id))?.lastSeq ?? 0,
      summary: (id, view, atLeastSeq) => cache.summaryAt(id, view, atLeastSeq),
      heartbeatMs: this.heartbeatMs,
      now: this.deps.now,
      onLocalPresence: (h, connections) => this.deps.onLocalPresence(h.gameId, connections),
      remotePresence: (id) => this.deps.remote.connections(id),
      onIdle: (h) => {
        if (this.hubs.get(h.gameId) === h) this.hubs.delete(h.gameId);
      },
      onError: (err, msg) => log.error({ err, gameId }, msg),
    });
    this.hubs.set(gameId, hub);
    return hub;
  }

  /** The game's hub if this process has one. */
  get(gameId: string): GameHub | undefined {
    return this.hubs.get(gameId);
  }

  presence(gameId: string): Connection[] {
    const hub = this.hubs.get(gameId);
    return hub ? hub.presence().connections : this.deps.remote.connections(gameId);
  }

  /** Messages may have been lost: every hub reads what the log holds beyond what it handed out. */
  resyncAll(): void {
    for (const hub of this.hubs.values()) hub.resync();
  }

  /** Teams, players or settings changed: cached setups are re-read and open screens told. */
  async setupChanged(scope: SetupScope): Promise<void> {
    const { cache, log } = this.deps;
    cache.markSetupStale(scope);
    for (const hub of [...this.hubs.values()]) {
      const held = cache.held(hub.gameId);
      if (held && !held.setupStale) continue;
      if (!held && !('gameId' in scope && scope.gameId === hub.gameId)) {
        // Not held: only a fresh read can tell whether the change touches it.
        const entry = await cache.prepare(hub.gameId).catch(() => null);
        if (entry && !setupScopeMatches(scope, entry.game)) continue;
      }
      await this.pushSetup(hub).catch((err: unknown) => {
        log.error({ err, gameId: hub.gameId }, 'could not send a game update');
      });
    }
  }

  private async pushSetup(hub: GameHub) {
    const entry = await this.deps.cache.prepare(hub.gameId);
    if (!entry) {
      hub.closeStreams();
      return;
    }
    // Anonymous screens get the names in the tournament's public form and no device names,
    // members the full ones.
    hub.broadcast(sseFrame(liveStreamEvents.game, entry.game), 'protected');
    hub.broadcast(sseFrame(liveStreamEvents.game, publicGame(entry)), 'public');
    hub.refreshSummaries();
    if ((await publicAccess(this.deps.db, hub.gameId)) !== 'public') hub.closeStreams(true);
  }

  close(): void {
    for (const hub of [...this.hubs.values()]) hub.close();
    this.hubs.clear();
  }
}
