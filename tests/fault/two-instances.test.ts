// Two server processes on one PostgreSQL database behind nginx with the repository's
// deploy/nginx/tempo.conf, as on the open internet: everything goes through the proxy, which
// balances the console's posts over both instances, so a scoreboard streaming from one sees what a
// console posts to the other, and keeps seeing it after the database cuts the instances' LISTEN
// connections (a failover, a restart, an idle-connection reaper). The instances have no PUBLIC_URL:
// the proxy's X-Forwarded-Host and -Proto (TRUST_PROXY=on) tell them the address in use, which
// the console's requests come from.
// Needs a PostgreSQL server: vitest.config.ts includes this file only when TEST_DATABASE_URL is set.
import { describe, expect, it, vi } from 'vitest';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import { postEvents, scoreButton, seedLiveGames } from '../../bench/live-fixture.ts';
import { faultRun, readLog } from './support/fault-run.ts';
import { adminQuery } from './support/server.ts';

const run = await faultRun('postgres');
const { storage } = run;

describe('two server instances on one PostgreSQL database behind nginx', () => {
  it('fan out events across instances, also after the LISTEN connections are cut', async () => {
    const behindProxy = { TRUST_PROXY: 'on', PUBLIC_URL: '' };
    // One after the other: the first runs the migrations.
    const a = await run.startServer(undefined, behindProxy);
    const b = await run.startServer(undefined, behindProxy);
    const proxy = await run.startProxy([a, b]);

    // Signed up through the proxy: the confirmation mail is in the outbox of either instance.
    const fixture = await seedLiveGames({
      url: proxy.url,
      outboxDir: [a.outboxDir, b.outboxDir],
    });
    const gameId = fixture.games[0]!.id;
    const viewer = await run.watch(proxy.url, gameId);
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

    const page = await readLog(proxy.url, gameId, fixture.consoleHeaders);
    expect(viewer.seqs).toEqual(page.events.map((e) => e.seq));
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();

    // The console's posts (one event each) were balanced over both instances, all accepted.
    const posts = proxy
      .requests()
      .filter((r) => r.method === 'POST' && r.path === apiPath(liveGamePaths.events, { gameId }));
    expect(posts).toHaveLength(later.lastSeq);
    expect(posts.every((r) => r.status === 200)).toBe(true);
    expect(new Set(posts.map((r) => r.upstream))).toEqual(
      new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]),
    );
  }, 180_000);
});
