// On PostgreSQL, instances hear of each other's events through one LISTEN connection each. When
// that connection is cut (server restart, terminated backend, network), it must come back by
// itself, and streams must catch up on what was published while nobody listened.
// PGlite runs in one process with an in-memory pubsub, so there is nothing to cut there: this file
// is part of the suite only in its PostgreSQL pass (TEST_DATABASE_URL; see vitest.config.ts), as CI
// runs it on every submission.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, liveGamePaths, managementPaths } from '../../src/contract/api-paths.ts';
import { buildApp } from '../../src/server/app.ts';
import { postgresPubSub, type PubSub } from '../../src/server/live/pubsub.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { addMember, expectStatus, newUser, type Client } from './support/management.ts';
import {
  ev,
  isEvent,
  listen,
  openStream,
  premiumOrganiser,
  record,
  seedLiveGame,
} from './support/live-game.ts';

/** Long enough that what is posted meanwhile is surely published to nobody. */
const RECONNECT_DELAY_MS = 1_500;

describe('the LISTEN connection', () => {
  let t: TestApp;
  let owner: Client;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    owner = await premiumOrganiser(t);
  });
  afterAll(() => t.close());

  const pool = () => t.deps.database.pool!;
  async function listenerPids(): Promise<number[]> {
    const { rows } = await pool().query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN tempo_events'`,
    );
    return rows.map((r) => r.pid);
  }
  async function gone(pid: number) {
    const { rows } = await pool().query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
    return rows.length === 0;
  }
  /** A pubsub of its own, and the pid of its listening connection. */
  async function ownPubSub(): Promise<{ pubsub: PubSub; pid: number }> {
    const before = await listenerPids();
    const pubsub = await postgresPubSub(pool(), () => {}, { minDelayMs: RECONNECT_DELAY_MS });
    const pid = (await listenerPids()).find((p) => !before.includes(p));
    if (pid === undefined) throw new Error('no new LISTEN connection');
    return { pubsub, pid };
  }

  it('reconnects by itself and says so, so listeners can catch up', async () => {
    const { pubsub, pid } = await ownPubSub();
    const heard: unknown[] = [];
    let reconnects = 0;
    pubsub.subscribe('test:topic', (m) => heard.push(m));
    pubsub.onReconnect(() => (reconnects += 1));
    try {
      await pool().query('SELECT pg_terminate_backend($1)', [pid]);
      await vi.waitFor(async () => expect(await gone(pid)).toBe(true));
      await t.deps.pubsub.publish('test:topic', { n: 1 });
      await vi.waitFor(() => expect(reconnects).toBe(1), { timeout: 10_000 });
      expect(heard).toEqual([]);
      await t.deps.pubsub.publish('test:topic', { n: 2 });
      await vi.waitFor(() => expect(heard).toEqual([{ n: 2 }]));
    } finally {
      await pubsub.close();
    }
  });

  describe('with two instances', () => {
    let viewerSide: FastifyInstance;
    let viewerPubSub: PubSub;
    let viewerPid: number;
    let viewerBase: string;
    let posterBase: string;

    /** The LISTEN connections of the instance that is not the viewer's. */
    let posterPids: number[];

    beforeAll(async () => {
      posterPids = await listenerPids();
      ({ pubsub: viewerPubSub, pid: viewerPid } = await ownPubSub());
      viewerSide = await buildApp({ ...t.deps, pubsub: viewerPubSub });
      viewerBase = await listen(viewerSide);
      posterBase = await listen(t.app);
    });
    afterAll(async () => {
      await viewerSide.close();
      await viewerPubSub.close();
    });

    async function postOnPoster(gameId: string, n: number) {
      const res = await fetch(`${posterBase}${apiPath(liveGamePaths.events, { gameId })}`, {
        method: 'POST',
        headers: { cookie: owner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          deviceId: 'device-poster',
          console: 'timescore',
          events: Array.from({ length: n }, () => ev.score('home', 1)),
        }),
      });
      expect(res.status).toBe(200);
    }

    it('streams catch up on events published while the connection was down', async () => {
      const g = await seedLiveGame(t, { owner });
      await record(owner, g.gameId, [ev.start()]);
      const viewer = await openStream(
        viewerBase,
        apiPath(liveGamePaths.publicStream, { gameId: g.gameId }),
      );
      try {
        await viewer.next(isEvent(1));
        await postOnPoster(g.gameId, 1);
        await viewer.next(isEvent(2));

        await pool().query('SELECT pg_terminate_backend($1)', [viewerPid]);
        await vi.waitFor(async () => expect(await gone(viewerPid)).toBe(true));
        // Nobody on the viewer's side hears these; only the catch-up after reconnecting can.
        await postOnPoster(g.gameId, 2);
        await viewer.next(isEvent(4));
        expect((await listenerPids()).includes(viewerPid)).toBe(false);

        await postOnPoster(g.gameId, 1);
        await viewer.next(isEvent(5));
        expect(viewer.seqs()).toEqual([1, 2, 3, 4, 5]);
      } finally {
        viewer.close();
      }
    });

    it('ends member streams whose access went while the connection was down', async () => {
      const g = await seedLiveGame(t, { owner, players: 1 });
      await record(owner, g.gameId, [ev.start()]);
      const member = await newUser(t, 'member');
      await addMember(t, g.tournamentId, member.id, 'viewer');
      const streamPath = apiPath(liveGamePaths.stream, { gameId: g.gameId });
      const removed = await openStream(viewerBase, streamPath, { cookie: member.cookie });
      const kept = await openStream(viewerBase, streamPath, { cookie: owner.cookie });
      try {
        await removed.next(isEvent(1));
        await kept.next(isEvent(1));
        // The listener may have been replaced by an earlier test's cut: find the current one.
        const [pid] = (await listenerPids()).filter((p) => !posterPids.includes(p));
        await pool().query('SELECT pg_terminate_backend($1)', [pid]);
        await vi.waitFor(async () => expect(await gone(pid!)).toBe(true));
        // Published to nobody on the viewer's side: only the check after reconnecting can see it.
        const memberPath = apiPath(managementPaths.member, {
          tournamentId: g.tournamentId,
          userId: member.id,
        });
        expectStatus(await owner.del(memberPath), 204);
        await removed.ended;
        await postOnPoster(g.gameId, 1);
        await kept.next(isEvent(2));
      } finally {
        removed.close();
        kept.close();
      }
    });
  });
});
