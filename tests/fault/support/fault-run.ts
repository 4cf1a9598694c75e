// What every fault test sets up: a storage of its own, server processes on it and resuming
// viewers, all stopped and removed after the file's tests; and the game's whole log, read back.
import { afterAll, expect } from 'vitest';
import { apiPath, liveGamePaths } from '../../../src/contract/api-paths.ts';
import type { EventsPage } from '../../../src/contract/live-games.ts';
import { startNginx, type Proxy } from './nginx.ts';
import { freshStorage, startSourceServer, type SourceServer, type Storage } from './server.ts';
import { ResumingViewer } from './viewer.ts';

export interface FaultRun {
  storage: Storage;
  /** A server process on the run's storage, with a data directory of its own. */
  startServer(port?: number, env?: Record<string, string>): Promise<SourceServer>;
  /** nginx with deploy/nginx/tempo.conf in front of the servers, on `port` if given. */
  startProxy(servers: SourceServer[], port?: number): Promise<Proxy>;
  /** A viewer of a game's public stream on `baseUrl`, open once the promise resolves. */
  watch(baseUrl: string, gameId: string): Promise<ResumingViewer>;
}

export async function faultRun(engine?: 'auto' | 'postgres'): Promise<FaultRun> {
  const storage = await freshStorage(engine);
  const servers: SourceServer[] = [];
  const viewers: ResumingViewer[] = [];
  const proxies: Proxy[] = [];
  afterAll(async () => {
    for (const v of viewers) v.close();
    for (const p of proxies) await p.stop();
    for (const s of servers) await s.stop();
    await storage.remove();
  });
  return {
    storage,
    async startServer(port, env = {}) {
      const server = await startSourceServer(
        { ...storage.env, DATA_DIR: storage.dataDir(), ...env },
        port,
      );
      servers.push(server);
      return server;
    },
    async startProxy(upstreams, port) {
      const proxy = await startNginx(
        upstreams.map((s) => s.port),
        port,
      );
      proxies.push(proxy);
      return proxy;
    },
    async watch(baseUrl, gameId) {
      const viewer = new ResumingViewer(
        `${baseUrl}${apiPath(liveGamePaths.publicStream, { gameId })}`,
      );
      viewers.push(viewer);
      await viewer.opened();
      return viewer;
    },
  };
}

/** The game's whole log, as a console of the game reads it: page after page, by the cursor. */
export async function readLog(
  baseUrl: string,
  gameId: string,
  headers: Record<string, string>,
): Promise<EventsPage> {
  const url = `${baseUrl}${apiPath(liveGamePaths.events, { gameId })}`;
  let page: EventsPage = { events: [], lastSeq: 0, next: 0 };
  const events: EventsPage['events'] = [];
  while (page.next !== null) {
    const res = await fetch(`${url}?after=${page.next}`, { headers });
    expect(res.status).toBe(200);
    page = (await res.json()) as EventsPage;
    events.push(...page.events);
  }
  return { ...page, events };
}
