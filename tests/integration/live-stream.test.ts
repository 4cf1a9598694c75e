// The game streams over real HTTP: the backlog then live events, resuming after Last-Event-ID,
// no gap and no duplicate while events pour in as a screen connects, heartbeats, presence,
// setup changes, and a second server instance on the same database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import type {
  LiveGame,
  LiveState,
  Presence,
  ScoreboardState,
} from '../../src/contract/live-games.ts';
import type { LoggedEvent } from '../../src/domain/game/events.ts';
import {
  scoreboardSummary,
  type ScoreboardSummary,
} from '../../src/domain/game/scoreboard-summary.ts';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  anonymous,
  createPlayer,
  expectStatus,
  newUser,
  type Client,
} from './support/management.ts';
import {
  ev,
  isEvent,
  listen,
  openStream,
  premiumOrganiser,
  record,
  seedLiveGame,
  stateUrl,
  type SseReader,
} from './support/live-game.ts';

let t: TestApp;
let base: string;
let owner: Client;
const open: SseReader[] = [];

beforeAll(async () => {
  // Every screen of these tests comes from 127.0.0.1 and stays open until the end.
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    STREAMS_PER_ADDRESS: '1000',
    CONNECTIONS_PER_ADDRESS: '2000',
  });
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
const isSummary = (seq: number) => (f: { event: string; id: string | null }) =>
  f.event === 'scoreboard' && f.id === String(seq);
const summaryIds = (s: SseReader) =>
  s.frames.filter((f) => f.event === 'scoreboard').map((f) => Number(f.id));
const summaryOf = (f: { data: string }) => JSON.parse(f.data) as ScoreboardSummary;

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

describe('the scoreboard view', () => {
  const publicState = (gameId: string, query = '') =>
    anonymous(t).get(`${apiPath(liveGamePaths.publicState, { gameId })}${query}`);

  it('streams the summary at connect and once per batch, never the events', async () => {
    const g = await seedLiveGame(t, { owner });
    await record(owner, g.gameId, [ev.start(), ev.score('home', 2), ev.score('away', 3)]);
    const s = await stream(publicStreamPath(g.gameId, '?view=scoreboard&after=0'));
    expect(s.status).toBe(200);
    const first = await s.next(isSummary(3));
    expect(summaryOf(first)).toMatchObject({
      status: 'live',
      score: { home: 2, away: 3 },
      lastSeq: 3,
    });

    // A batch of three: one summary, of the whole batch.
    await record(owner, g.gameId, [
      ev.score('home', 3),
      ev.foul('away', null),
      ev.score('home', 1),
    ]);
    const after = await s.next(isSummary(6));
    expect(summaryOf(after)).toMatchObject({
      score: { home: 6, away: 3 },
      teamFouls: { home: 0, away: 1 },
      lastSeq: 6,
    });
    // What the reducer says of the whole log, and nothing of the box score.
    const full = expectStatus(await owner.get(stateUrl(g.gameId)), 200).json<LiveState>();
    expect(summaryOf(after)).toEqual(scoreboardSummary(full.state));
    expect(after.data).not.toContain('playByPlay');

    await s.next((f) => f.event === 'heartbeat', s.frames.indexOf(after));
    expect(summaryIds(s)).toEqual([3, 6]);
    expect(s.frames.some((f) => f.event === 'game-event')).toBe(false);
  });

  it('follows undo: a voided basket leaves the score it would have had', async () => {
    const g = await seedLiveGame(t, { owner });
    const basket = ev.score('home', 3);
    await record(owner, g.gameId, [ev.start(), basket]);
    const s = await stream(publicStreamPath(g.gameId, '?view=scoreboard'));
    expect(summaryOf(await s.next(isSummary(2))).score).toEqual({ home: 3, away: 0 });
    await record(owner, g.gameId, [ev.void(basket.clientId)]);
    expect(summaryOf(await s.next(isSummary(3))).score).toEqual({ home: 0, away: 0 });
  });

  it('resends the summary when a new setup changes it, with game-updated as before', async () => {
    const g = await seedLiveGame(t, { owner });
    await record(owner, g.gameId, [ev.start(), ev.score('home', 2)]);
    const s = await stream(publicStreamPath(g.gameId, '?view=scoreboard'));
    expect(summaryOf(await s.next(isSummary(2)))).toMatchObject({
      scoreSource: 'console',
      score: { home: 2, away: 0 },
    });
    expectStatus(await owner.patch(`/api/teams/${g.awayTeamId}`, { name: 'Valley Ravens' }), 200);
    const renamed = await s.next(
      (f) =>
        f.event === 'game-updated' &&
        (JSON.parse(f.data) as LiveGame).away.name === 'Valley Ravens',
    );
    // Nothing on the board changed: no second summary.
    await s.next((f) => f.event === 'heartbeat', s.frames.indexOf(renamed) + 1);
    expect(summaryIds(s)).toEqual([2]);

    // The score source setting changes what the log means: the summary is made again.
    expectStatus(await owner.patch(`/api/games/${g.gameId}`, { scoreSource: 'stats' }), 200);
    const resent = await s.next(
      (f) => f.event === 'scoreboard' && summaryOf(f).scoreSource === 'stats',
    );
    expect(resent.id).toBe('2');
    expect(summaryOf(resent).score).toEqual({ home: 0, away: 0 });
    expect(summaryIds(s)).toEqual([2, 2]);
  });

  it("on the members' stream too, with presence", async () => {
    const g = await seedLiveGame(t, { owner });
    await record(owner, g.gameId, [ev.start(), ev.score('away', 2)]);
    const s = await stream(
      streamPath(g.gameId, '?view=scoreboard&kind=scoreboard-view&deviceId=monitor-sb'),
      { cookie: owner.cookie },
    );
    expect(summaryOf(await s.next(isSummary(2))).score).toEqual({ home: 0, away: 2 });
    await s.next((f) => f.event === 'presence');
    await record(owner, g.gameId, [ev.score('away', 1)]);
    expect(summaryOf(await s.next(isSummary(3))).score).toEqual({ home: 0, away: 3 });
    expect(s.seqs()).toEqual([]);

    const anon = await openStream(base, streamPath(g.gameId, '?view=scoreboard'));
    open.push(anon);
    expect(anon.status).toBe(401);
  });

  it('answers many screens joining while events pour in with the latest summary, in order', async () => {
    const g = await seedLiveGame(t, { owner });
    await record(owner, g.gameId, [ev.start()]);
    const total = 40;
    let posted = 1;
    const readers: SseReader[] = [];
    const poster = (async () => {
      while (posted < total) {
        await record(owner, g.gameId, [ev.score('home', 1)]);
        posted += 1;
      }
    })();
    while (posted < total)
      readers.push(await stream(publicStreamPath(g.gameId, '?view=scoreboard')));
    await poster;
    expect(readers.length).toBeGreaterThan(3);
    for (const [i, r] of readers.entries()) {
      const last = await r.next(isSummary(total));
      expect(summaryOf(last).score, `reader ${i}`).toEqual({ home: total - 1, away: 0 });
      const ids = summaryIds(r);
      expect(ids, `reader ${i}`).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size, `reader ${i}`).toBe(ids.length);
    }
  });

  it('is documented in the OpenAPI description: the view parameter and both answers', async () => {
    type Operation = {
      parameters: Array<{ name: string; in: string; schema: { enum?: string[] } }>;
      description?: string;
      responses: Record<
        string,
        { content: Record<string, { schema: { anyOf?: Array<{ properties?: object }> } }> }
      >;
    };
    const spec = expectStatus(await anonymous(t).get('/api/openapi.json'), 200).json<{
      paths: Record<string, { get: Operation }>;
    }>();
    const op = (path: string) => spec.paths[path.replace(/:(\w+)/g, '{$1}')]!.get;
    for (const path of [
      liveGamePaths.state,
      liveGamePaths.publicState,
      liveGamePaths.stream,
      liveGamePaths.publicStream,
    ]) {
      const view = op(path).parameters.find((p) => p.name === 'view');
      expect(view, path).toMatchObject({
        in: 'query',
        schema: { enum: ['scoreboard', 'sheet'] },
      });
      expect(op(path).description, path).toContain('view=scoreboard');
    }
    const answers = op(liveGamePaths.publicState).responses['200']!.content['application/json']!
      .schema.anyOf!;
    expect(answers.map((a) => Object.keys(a.properties ?? {}).sort())).toEqual([
      ['game', 'lastSeq', 'serverTime', 'state'],
      ['game', 'lastSeq', 'serverTime', 'summary'],
    ]);
  });

  it('GET state with ?view=scoreboard answers the setup and the summary only', async () => {
    const g = await seedLiveGame(t, { owner });
    await record(owner, g.gameId, [ev.start(), ev.score('home', 2), ev.foul('home', null)]);
    const full = expectStatus(await publicState(g.gameId), 200).json<LiveState>();
    const res = expectStatus(await publicState(g.gameId, '?view=scoreboard'), 200);
    const slim = res.json<ScoreboardState>();
    expect(slim.game).toEqual(full.game);
    expect(slim.lastSeq).toBe(3);
    expect(slim.summary).toEqual(scoreboardSummary(full.state));
    expect(slim).not.toHaveProperty('state');
    expect(res.body.length).toBeLessThan(JSON.stringify(full).length);

    const member = expectStatus(
      await owner.get(`${stateUrl(g.gameId)}?view=scoreboard`),
      200,
    ).json<ScoreboardState>();
    expect(member.summary.score).toEqual({ home: 2, away: 0 });
    expect(member.summary.teamFouls).toEqual({ home: 1, away: 0 });

    const bad = await publicState(g.gameId, '?view=boxscore');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/view/i);
  });
});

describe('presence', () => {
  const presenceIn = async (gameId: string) =>
    expectStatus(await owner.get(apiPath(liveGamePaths.presence, { gameId })), 200)
      .json<Presence>()
      .connections.map((c) => `${c.kind}:${c.deviceId}`)
      .sort();

  it('lists connected consoles and outputs, and tells protected streams when it changes', async () => {
    const g = await seedLiveGame(t, { owner });
    const presenceOf = () => presenceIn(g.gameId);

    expect(await presenceOf()).toEqual([]);
    const monitor = await stream(streamPath(g.gameId, '?kind=scoreboard-view&deviceId=monitor-1'), {
      cookie: owner.cookie,
    });
    // An output opened by a signed-in member, on the public stream as output pages use it.
    const board = await stream(publicStreamPath(g.gameId, '?kind=scoreboard&deviceId=board-001'), {
      cookie: owner.cookie,
    });
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

  it('never lists a public stream opened without a member session, whatever it claims to be', async () => {
    const g = await seedLiveGame(t, { owner });
    const monitor = await stream(streamPath(g.gameId, '?kind=scoreboard-view&deviceId=monitor-1'), {
      cookie: owner.cookie,
    });
    await monitor.next((f) => f.event === 'presence');
    const stranger = await newUser(t, 'stranger');
    const fakes = [
      await stream(publicStreamPath(g.gameId, '?kind=timescore&deviceId=fake-console-1')),
      await stream(publicStreamPath(g.gameId, '?kind=scoreboard&deviceId=fake-board-01')),
      await stream(publicStreamPath(g.gameId, '?kind=statsteamA&deviceId=fake-stats-01'), {
        cookie: stranger.cookie,
      }),
    ];
    for (const fake of fakes) {
      await fake.next((f) => f.event === 'heartbeat');
      // They still get the game as any public screen does.
      expect(fake.status).toBe(200);
    }
    expect(await presenceIn(g.gameId)).toEqual(['scoreboard-view:monitor-1']);
    // Nor is the monitor told about them.
    await new Promise((r) => setTimeout(r, 300));
    const announced = monitor.frames
      .filter((f) => f.event === 'presence')
      .flatMap((f) => (JSON.parse(f.data) as Presence).connections.map((c) => c.deviceId));
    expect(announced.filter((id) => id.startsWith('fake'))).toEqual([]);
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

  it('gives scoreboards on the other instance the summary of what was posted here', async () => {
    const g = await seedLiveGame(t, { owner });
    await record(owner, g.gameId, [ev.start()]);
    const onB = await stream(publicStreamPath(g.gameId, '?view=scoreboard'), { at: otherBase });
    await onB.next(isSummary(1));
    await record(owner, g.gameId, [ev.score('away', 3), ev.score('home', 2)]);
    expect(summaryOf(await onB.next(isSummary(3))).score).toEqual({ home: 2, away: 3 });
    await record(owner, g.gameId, [ev.score('away', 1)]);
    expect(summaryOf(await onB.next(isSummary(4))).score).toEqual({ home: 2, away: 4 });
  });

  it('shares presence between instances', async () => {
    const g = await seedLiveGame(t, { owner });
    const s = await stream(publicStreamPath(g.gameId, '?kind=statsheet&deviceId=sheet-on-b'), {
      at: otherBase,
      cookie: owner.cookie,
    });
    await s.next((f) => f.event === 'heartbeat');
    await vi.waitFor(async () => {
      const res = await owner.get(apiPath(liveGamePaths.presence, { gameId: g.gameId }));
      expect(res.json<Presence>().connections.map((c) => c.deviceId)).toEqual(['sheet-on-b']);
    });
  });
});
