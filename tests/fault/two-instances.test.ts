// Two server processes on one PostgreSQL database, as behind a load balancer: a scoreboard
// streaming from instance B sees what a console posts to instance A, and keeps seeing it after the
// database cuts the instances' LISTEN connections (a failover, a restart, an idle-connection reaper).
// Needs a PostgreSQL server: vitest.config.ts includes this file only when TEST_DATABASE_URL is set.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import type { EventsPage } from '../../src/contract/live-games.ts';
import { postEvents, scoreButton, seedLiveGames } from '../../bench/live-fixture.ts';
import {
  adminQuery,
  freshStorage,
  startSourceServer,
  type SourceServer,
} from './support/server.ts';
import { ResumingViewer } from './support/viewer.ts';

const storage = await freshStorage('postgres');
const servers: SourceServer[] = [];
const viewers: ResumingViewer[] = [];
afterAll(async () => {
  for (const v of viewers) v.close();
  for (const s of servers) await s.stop();
  await storage.remove();
});

describe('two server instances on one PostgreSQL database', () => {
  it('fan out events across instances, also after the LISTEN connections are cut', async () => {
    // One after the other: the first runs the migrations.
    const a = await startSourceServer({ ...storage.env, DATA_DIR: storage.dataDir() });
    servers.push(a);
    const b = await startSourceServer({ ...storage.env, DATA_DIR: storage.dataDir() });
    servers.push(b);

    const fixture = await seedLiveGames(a.url);
    const gameId = fixture.games[0]!.id;
    const viewer = new ResumingViewer(`${b.url}${apiPath(liveGamePaths.publicStream, { gameId })}`);
    viewers.push(viewer);
    await viewer.opened();
    await vi.waitFor(() => expect(viewer.lastSeq).toBe(1), { timeout: 10_000 });

    const posted = await postEvents(fixture.client, gameId, [scoreButton(0)]);
    await vi.waitFor(() => expect(viewer.lastSeq).toBe(posted.lastSeq), {
      timeout: 10_000,
      interval: 50,
    });

    // The database drops both instances' listening connections.
    const cut = await adminQuery(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND query LIKE 'LISTEN%'`,
      [storage.databaseName],
    );
    expect(cut.rowCount, 'one LISTEN connection per instance was cut').toBe(2);

    // Posted right away and over the next second and a half: none may fall in the gap.
    let lastSeq = posted.lastSeq;
    for (let i = 1; i <= 8; i++) {
      const result = await postEvents(fixture.client, gameId, [scoreButton(i)]);
      expect(result.results[0]!.status).toBe('accepted');
      lastSeq = result.lastSeq;
      await new Promise((r) => setTimeout(r, 200));
    }
    await vi.waitFor(() => expect(viewer.lastSeq).toBe(lastSeq), {
      timeout: 15_000,
      interval: 50,
    });
    expect(viewer.seqs).toEqual(Array.from({ length: lastSeq }, (_, i) => i + 1));
    // The stream stayed up: the instance recovered by itself, no reconnect by the viewer.
    expect(viewer.connects).toBe(1);

    // And the instances listen again: a later event crosses over promptly too.
    const later = await postEvents(fixture.client, gameId, [scoreButton(9)]);
    await vi.waitFor(() => expect(viewer.lastSeq).toBe(later.lastSeq), {
      timeout: 5_000,
      interval: 50,
    });
    const relisten = await adminQuery(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = $1 AND query LIKE 'LISTEN%'`,
      [storage.databaseName],
    );
    expect(relisten.rows[0]).toEqual({ n: 2 });

    const log = await fetch(`${b.url}${apiPath(liveGamePaths.events, { gameId })}?after=0`, {
      headers: { cookie: fixture.consoleHeaders.cookie! },
    });
    const page = (await log.json()) as EventsPage;
    expect(viewer.seqs).toEqual(page.events.map((e) => e.seq));
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  }, 180_000);
});
