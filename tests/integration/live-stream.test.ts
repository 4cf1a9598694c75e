// The game streams over real HTTP: the backlog then live events, resuming after Last-Event-ID,
// no gap and no duplicate while events pour in as a screen connects, heartbeats, presence,
// setup changes, and a second server instance on the same database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import type { LiveGame, LiveState, Presence } from '../../src/contract/live-games.ts';
import type { LoggedEvent } from '../../src/domain/game/events.ts';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { anonymous, createPlayer, expectStatus, type Client } from './support/management.ts';
import {
  ev,
  isEvent,
  listen,
  openStream,
  premiumOrganiser,
  record,
  seedLiveGame,
  type SseReader,
} from './support/live-game.ts';

let t: TestApp;
let base: string;
let owner: Client;
const open: SseReader[] = [];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  t.app.live.heartbeatMs = 150;
  base = await listen(t.app);
  owner = await premiumOrganiser(t);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

async function stream(
  path: string,
  opts: { cookie?: string; lastEventId?: number; at?: string } = {},
): Promise<SseReader> {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.lastEventId !== undefined) headers['last-event-id'] = String(opts.lastEventId);
  const s = await openStream(opts.at ?? base, path, headers);
  open.push(s);
  return s;
}

const streamPath = (gameId: string, query = '') =>
  `${apiPath(liveGamePaths.stream, { gameId })}${query}`;
const publicStreamPath = (gameId: string, query = '') =>
  `${apiPath(liveGamePaths.publicStream, { gameId })}${query}`;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('a game stream', () => {
  it('sends the backlog, then live events, with heartbeats', async () => {
    const g = await seedLiveGame(t, { owner });
    const sent = [ev.start(), ev.score('home', 2), ev.score('away', 3)];
    await record(owner, g.gameId, sent);
    const s = await stream(streamPath(g.gameId), { cookie: owner.cookie });
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toContain('text/event-stream');
    await s.next(isEvent(3));
    const first = s.frames.find((f) => f.event === 'game-event')!;
    const logged = JSON.parse(first.data) as LoggedEvent;
    expect(logged).toMatchObject({ seq: 1, deviceId: 'device-test-1', userId: owner.id });
    expect(logged.event).toEqual(sent[0]);

    await record(owner, g.gameId, [ev.score('home', 1), ev.score('home', 3)]);
    await s.next(isEvent(5));
    expect(s.seqs()).toEqual([1, 2, 3, 4, 5]);
    const afterLive = s.frames.length;
    const beat = await s.next((f) => f.event === 'heartbeat', afterLive);
    const { serverTime } = JSON.parse(beat.data) as { serverTime: number };
    expect(Math.abs(serverTime - Date.now())).toBeLessThan(60_000);
  });

  it('resumes after Last-Event-ID (or ?after) with nothing missing and nothing twice', async () => {
    const g = await seedLiveGame(t, { owner });
    await record(owner, g.gameId, [ev.start(), ev.score('home', 2), ev.score('away', 2)]);
    const s = await stream(publicStreamPath(g.gameId));
    await s.next(isEvent(3));
    s.close();
    await record(owner, g.gameId, [ev.score('home', 1), ev.score('away', 1)]);

    // The browser's EventSource keeps the URL it first opened and adds the header.
    const resumed = await stream(publicStreamPath(g.gameId, '?after=0'), { lastEventId: 3 });
    await resumed.next(isEvent(5));
    await record(owner, g.gameId, [ev.score('home', 3)]);
    await resumed.next(isEvent(6));
    expect(resumed.seqs()).toEqual([4, 5, 6]);

    const fromQuery = await stream(publicStreamPath(g.gameId, '?after=4'));
    await fromQuery.next(isEvent(6));
    expect(fromQuery.seqs()).toEqual([5, 6]);
  });

  it('never skips or repeats an event for screens that connect while events pour in', async () => {
    const g = await seedLiveGame(t, { owner });
    await record(owner, g.gameId, [ev.start()]);
    const total = 60;
    const readers: SseReader[] = [];
    let posted = 1;
    const poster = (async () => {
      while (posted < total) {
        const n = Math.min(1 + (posted % 3), total - posted);
        await record(
          owner,
          g.gameId,
          Array.from({ length: n }, () => ev.score('home', 1)),
        );
        posted += n;
      }
    })();
    while (posted < total) {
      readers.push(await stream(publicStreamPath(g.gameId, `?after=${readers.length % 3}`)));
    }
    await poster;
    readers.push(await stream(publicStreamPath(g.gameId)));
    expect(readers.length).toBeGreaterThan(3);
    for (const [i, r] of readers.entries()) {
      await r.next(isEvent(total));
      const from = i === readers.length - 1 ? 1 : (i % 3) + 1;
      expect(r.seqs(), `reader ${i}`).toEqual(range(from, total));
    }
  });
});

describe('presence', () => {
  it('lists connected consoles and outputs, and tells protected streams when it changes', async () => {
    const g = await seedLiveGame(t, { owner });
    const presenceOf = async () =>
      expectStatus(await owner.get(apiPath(liveGamePaths.presence, { gameId: g.gameId })), 200)
        .json<Presence>()
        .connections.map((c) => `${c.kind}:${c.deviceId}`)
        .sort();

    expect(await presenceOf()).toEqual([]);
    const monitor = await stream(streamPath(g.gameId, '?kind=scoreboard-view&deviceId=monitor-1'), {
      cookie: owner.cookie,
    });
    const board = await stream(publicStreamPath(g.gameId, '?kind=scoreboard&deviceId=board-001'));
    await board.next((f) => f.event === 'heartbeat');
    expect(await presenceOf()).toEqual(['scoreboard-view:monitor-1', 'scoreboard:board-001']);

    const seen = await monitor.next((f) => {
      if (f.event !== 'presence') return false;
      return (JSON.parse(f.data) as Presence).connections.length === 2;
    });
    const board001 = (JSON.parse(seen.data) as Presence).connections.find(
      (c) => c.deviceId === 'board-001',
    );
    expect(board001?.kind).toBe('scoreboard');
    expect(typeof board001?.connectedAt).toBe('number');
    // Presence is for members: the public stream never carries it.
    expect(board.frames.some((f) => f.event === 'presence')).toBe(false);

    const mark = monitor.frames.length;
    board.close();
    await vi.waitFor(async () => expect(await presenceOf()).toEqual(['scoreboard-view:monitor-1']));
    await monitor.next(
      (f) => f.event === 'presence' && (JSON.parse(f.data) as Presence).connections.length === 1,
      mark,
    );
  });
});

describe('setup changes', () => {
  it('sends game-updated when a roster, a team or the game changes', async () => {
    const g = await seedLiveGame(t, { owner });
    const s = await stream(publicStreamPath(g.gameId));
    await s.next((f) => f.event === 'heartbeat');
    const updated = (match: (game: LiveGame) => boolean) =>
      s.next((f) => f.event === 'game-updated' && match(JSON.parse(f.data) as LiveGame));

    const player = await createPlayer(owner, g.homeTeamId, {
      firstName: 'Late',
      lastName: 'Signing',
      jersey: '99',
    });
    await updated((game) => game.home.players.some((p) => p.id === player.id));

    expectStatus(await owner.patch(`/api/teams/${g.awayTeamId}`, { name: 'Valley Eagles' }), 200);
    await updated((game) => game.away.name === 'Valley Eagles');

    expectStatus(await owner.patch(`/api/games/${g.gameId}`, { venue: 'Main hall' }), 200);
    await updated((game) => game.venue === 'Main hall');

    // The new player can be named in events at once.
    const res = await record(
      owner,
      g.gameId,
      [ev.start(), ev.shot('home', player.id, 2, true)],
      'statstwo',
    );
    expect(res.results.map((r) => r.status)).toEqual(['accepted', 'accepted']);
  });

  it('ends the streams of a deleted game', async () => {
    const g = await seedLiveGame(t, { owner });
    const s = await stream(publicStreamPath(g.gameId));
    await s.next((f) => f.event === 'heartbeat');
    expectStatus(await owner.del(`/api/games/${g.gameId}`), 204);
    await vi.waitFor(async () => {
      const res = await anonymous(t).get(apiPath(liveGamePaths.publicState, { gameId: g.gameId }));
      expect(res.statusCode).toBe(404);
    });
    const before = s.frames.length;
    await new Promise((r) => setTimeout(r, 400));
    // No heartbeat after the end: the stream is closed.
    expect(s.frames.slice(before).some((f) => f.event === 'heartbeat')).toBe(false);
  });
});

describe('two server instances on one database', () => {
  let other: FastifyInstance;
  let otherBase: string;

  beforeAll(async () => {
    // Same database and pubsub, its own cache, hubs and instance id: what a second process has.
    other = await buildApp(t.deps);
    other.live.heartbeatMs = 150;
    otherBase = await listen(other);
  });
  afterAll(async () => {
    await other.close();
  });

  it('delivers an event posted to one instance to viewers of the other', async () => {
    const g = await seedLiveGame(t, { owner });
    await record(owner, g.gameId, [ev.start()]);
    const onA = await stream(publicStreamPath(g.gameId));
    const onB = await stream(publicStreamPath(g.gameId), { at: otherBase });
    await onA.next(isEvent(1));
    await onB.next(isEvent(1));

    const viaB = await fetch(`${otherBase}${apiPath(liveGamePaths.events, { gameId: g.gameId })}`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        deviceId: 'device-other',
        console: 'timescore',
        events: [ev.score('away', 3), ev.score('away', 2)],
      }),
    });
    expect(viaB.status).toBe(200);
    await onA.next(isEvent(3));
    expect(onA.seqs()).toEqual([1, 2, 3]);

    // A's cache was behind; it reads what B wrote before judging or answering.
    await record(owner, g.gameId, [ev.score('home', 1)]);
    await onB.next(isEvent(4));
    expect(onB.seqs()).toEqual([1, 2, 3, 4]);
    const state = expectStatus(
      await owner.get(apiPath(liveGamePaths.state, { gameId: g.gameId })),
      200,
    ).json<LiveState>();
    expect(state.state.score).toEqual({ home: 1, away: 5 });
    expect(state.lastSeq).toBe(4);
  });

  it('shares presence between instances', async () => {
    const g = await seedLiveGame(t, { owner });
    const s = await stream(publicStreamPath(g.gameId, '?kind=statsheet&deviceId=sheet-on-b'), {
      at: otherBase,
    });
    await s.next((f) => f.event === 'heartbeat');
    await vi.waitFor(async () => {
      const res = await owner.get(apiPath(liveGamePaths.presence, { gameId: g.gameId }));
      expect(res.json<Presence>().connections.map((c) => c.deviceId)).toEqual(['sheet-on-b']);
    });
  });
});
