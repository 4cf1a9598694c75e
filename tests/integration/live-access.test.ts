// Who may do what with a live game: members by role, the plan gate of the stats consoles, an
// archived tournament; the public twins for outputs without an account, closed when the
// tournament's outputs are off or its owner is deactivated; the flat feed and the server clock.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import type {
  EventsPage,
  LiveState,
  PublicEventsPage,
  SheetState,
} from '../../src/contract/live-games.ts';
import { sheetSummary } from '../../src/domain/game/sheet-summary.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  addMember,
  anonymous,
  expectStatus,
  makePremium,
  newUser,
  type Client,
} from './support/management.ts';
import { ev, postEvents, record, seedLiveGame, type LiveFixture } from './support/live-game.ts';

let t: TestApp;
let g: LiveFixture;
let viewer: Client;
let scorekeeper: Client;
let stranger: Client;

const path = (pattern: string, gameId = g.gameId) => apiPath(pattern, { gameId });

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  g = await seedLiveGame(t);
  viewer = await newUser(t, 'viewer');
  scorekeeper = await newUser(t, 'scorer');
  stranger = await newUser(t, 'stranger');
  await addMember(t, g.tournamentId, viewer.id, 'viewer');
  await addMember(t, g.tournamentId, scorekeeper.id, 'scorekeeper');
  await record(g.owner, g.gameId, [ev.start(), ev.score('home', 2)]);
});
afterAll(() => t.close());

describe('members', () => {
  it('asks anonymous callers to sign in and hides the game from non-members', async () => {
    for (const p of [
      liveGamePaths.state,
      liveGamePaths.events,
      liveGamePaths.presence,
      liveGamePaths.stream,
    ]) {
      expect((await anonymous(t).get(path(p))).statusCode).toBe(401);
      const hidden = await stranger.get(path(p));
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ code: 'NOT_FOUND', message: 'Game not found' });
    }
    expect((await postEvents(anonymous(t), g.gameId, [ev.score('home', 1)])).statusCode).toBe(401);
    expect((await postEvents(stranger, g.gameId, [ev.score('home', 1)])).statusCode).toBe(404);
  });

  it('lets a viewer read but not record', async () => {
    const state = expectStatus(await viewer.get(path(liveGamePaths.state)), 200).json<LiveState>();
    expect(state.state.score).toEqual({ home: 2, away: 0 });
    expect(state.game).toMatchObject({ id: g.gameId, ownerTier: 'free', scoreSource: 'console' });
    expect(state.game.home.players).toHaveLength(6);
    const res = await postEvents(viewer, g.gameId, [ev.score('home', 1)]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the owner, an admin or a scorekeeper can record game events',
    });
  });

  it('lets a scorekeeper record with the free consoles', async () => {
    const res = await record(scorekeeper, g.gameId, [ev.score('away', 3)]);
    expect(res.results[0]).toMatchObject({ status: 'accepted' });
  });

  it('stops a console whose account was deactivated, even right after it posted', async () => {
    const other = await seedLiveGame(t, { owner: await newUser(t, 'club') });
    const leaving = await newUser(t, 'leaving-scorer');
    await addMember(t, other.tournamentId, leaving.id, 'scorekeeper');
    await record(leaving, other.gameId, [ev.start()]);
    expectStatus(await leaving.post('/api/me/deactivate'), 200);
    // On PostgreSQL the profile change reaches the session cache through NOTIFY.
    await vi.waitFor(async () => {
      const res = await postEvents(leaving, other.gameId, [ev.score('home', 1)]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
    });
  });

  it('stops a scorekeeper at once when their role is lowered', async () => {
    const other = await seedLiveGame(t, { owner: await newUser(t, 'club') });
    const demoted = await newUser(t, 'demoted');
    await addMember(t, other.tournamentId, demoted.id, 'scorekeeper');
    await record(demoted, other.gameId, [ev.start()]);
    expectStatus(
      await other.owner.patch(`/api/tournaments/${other.tournamentId}/members/${demoted.id}`, {
        role: 'viewer',
      }),
      200,
    );
    expect((await postEvents(demoted, other.gameId, [ev.score('away', 1)])).statusCode).toBe(403);
  });

  it('answers the stats consoles on a free owner with 402, and opens them on premium', async () => {
    const shot = ev.shot('home', g.home[0]!, 2, true);
    for (const kind of ['statstwo', 'statsteamA', 'statsteamB'] as const) {
      const res = await postEvents(scorekeeper, g.gameId, [shot], kind);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({
        code: 'PREMIUM_REQUIRED',
        message: 'Tempo Premium includes the stats consoles (player statistics).',
      });
    }
    const other = await seedLiveGame(t, { owner: await newUser(t, 'pro'), premium: true });
    await addMember(t, other.tournamentId, scorekeeper.id, 'scorekeeper');
    const ownShot = ev.shot('home', other.home[0]!, 2, true);
    const ok = await record(scorekeeper, other.gameId, [ev.start(), ownShot], 'statsteamA');
    expect(ok.results.map((r) => r.status)).toEqual(['accepted', 'accepted']);
    const state = expectStatus(await scorekeeper.get(path(liveGamePaths.state, other.gameId)), 200);
    expect(state.json<LiveState>().game.ownerTier).toBe('tempo-premium');
  });

  it('keeps an archived tournament read-only: 409 on record, reads still work', async () => {
    const other = await seedLiveGame(t, { owner: await newUser(t, 'archivist') });
    await record(other.owner, other.gameId, [ev.start()]);
    expectStatus(
      await other.owner.patch(`/api/tournaments/${other.tournamentId}`, { archived: true }),
      200,
    );
    const res = await postEvents(other.owner, other.gameId, [ev.score('home', 1)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TOURNAMENT_ARCHIVED' });
    expect((await other.owner.get(path(liveGamePaths.state, other.gameId))).statusCode).toBe(200);
  });
});

describe('public twins', () => {
  it('serve the state, the log and the feed without an account', async () => {
    const anon = anonymous(t);
    const state = expectStatus(await anon.get(path(liveGamePaths.publicState)), 200);
    const member = expectStatus(await g.owner.get(path(liveGamePaths.state)), 200);
    const { serverTime: _a, ...publicState } = state.json<SheetState>();
    const { serverTime: _b, ...memberState } = member.json<LiveState>();
    // The stat sheet's part of the members' state, and nothing else: no device names either.
    const { deviceNames: _names, ...publicGame } = memberState.game;
    expect(publicState).toEqual({
      ...memberState,
      game: publicGame,
      state: sheetSummary(memberState.state),
    });
    expect(state.headers['cache-control']).toBe('no-store');

    const log = expectStatus(await anon.get(`${path(liveGamePaths.publicEvents)}?after=1`), 200);
    const members = expectStatus(await g.owner.get(`${path(liveGamePaths.events)}?after=1`), 200);
    expect(log.json<PublicEventsPage>()).toEqual({
      ...members.json<EventsPage>(),
      events: members
        .json<EventsPage>()
        .events.map(({ deviceId: _d, userId: _u, ...event }) => event),
    });
    expect(log.json<PublicEventsPage>().events.map((e) => e.seq)).toEqual([2, 3]);
  });

  it('give a flat feed of strings for vMix', async () => {
    const res = expectStatus(await anonymous(t).get(path(liveGamePaths.publicFeed)), 200);
    const feed = res.json<Record<string, unknown>>();
    for (const key of [
      'home.name',
      'home.short',
      'home.score',
      'home.fouls',
      'home.timeouts',
      'home.bonus',
      'away.name',
      'away.score',
      'period',
      'clock',
      'shotclock',
      'status',
      'possession',
    ]) {
      expect(typeof feed[key], key).toBe('string');
    }
    expect(feed).toMatchObject({
      'home.name': 'Harbour Hawks',
      'away.name': 'Valley Owls',
      'home.score': '2',
      'away.score': '3',
      status: 'live',
    });
  });

  it('answer an unknown game with 404', async () => {
    for (const p of [
      liveGamePaths.publicState,
      liveGamePaths.publicEvents,
      liveGamePaths.publicStream,
      liveGamePaths.publicFeed,
    ]) {
      const res = await anonymous(t).get(path(p, 'no-such-game'));
      expect(res.statusCode, p).toBe(404);
    }
  });

  it('are closed with OUTPUTS_NOT_PUBLIC while the tournament keeps its outputs private', async () => {
    const other = await seedLiveGame(t, { owner: await newUser(t, 'private') });
    expectStatus(
      await other.owner.patch(`/api/tournaments/${other.tournamentId}`, { publicOutputs: false }),
      200,
    );
    for (const p of [
      liveGamePaths.publicState,
      liveGamePaths.publicEvents,
      liveGamePaths.publicStream,
      liveGamePaths.publicFeed,
    ]) {
      const res = await anonymous(t).get(path(p, other.gameId));
      expect(res.statusCode, p).toBe(403);
      expect(res.json()).toEqual({
        code: 'OUTPUTS_NOT_PUBLIC',
        message: "This game's outputs are not public.",
      });
    }
    // Members still see it through the protected routes.
    expect((await other.owner.get(path(liveGamePaths.state, other.gameId))).statusCode).toBe(200);
  });

  it('are closed when the owner is deactivated, and open again on reactivation', async () => {
    const owner = await newUser(t, 'leaving');
    const other = await seedLiveGame(t, { owner });
    const url = path(liveGamePaths.publicState, other.gameId);
    expect((await anonymous(t).get(url)).statusCode).toBe(200);
    expectStatus(await owner.post('/api/me/deactivate'), 200);
    const res = await anonymous(t).get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OUTPUTS_NOT_PUBLIC' });
    expectStatus(await owner.post('/api/me/reactivate'), 200);
    expect((await anonymous(t).get(url)).statusCode).toBe(200);
  });
});

describe('server time and the API description', () => {
  it('tells the server clock without an account', async () => {
    const before = Date.now();
    const res = expectStatus(await anonymous(t).get(liveGamePaths.time), 200);
    const { serverTime } = res.json<{ serverTime: number }>();
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(Date.now());
  });

  it('follows the test clock, so screens and events agree on one time', async () => {
    t.clock.advance(90_000);
    try {
      const res = await anonymous(t).get(liveGamePaths.time);
      expect(res.json<{ serverTime: number }>().serverTime).toBeGreaterThan(Date.now() + 80_000);
    } finally {
      t.clock.reset();
    }
  });

  it('documents every live route in the OpenAPI description', async () => {
    const spec = expectStatus(await anonymous(t).get('/api/openapi.json'), 200).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const openapi = (p: string) => p.replace(/:(\w+)/g, '{$1}');
    for (const p of Object.values(liveGamePaths)) {
      expect(spec.paths, p).toHaveProperty([openapi(p)]);
    }
    const post = spec.paths[openapi(liveGamePaths.events)]!.post!;
    expect(Object.keys(post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '402', '403', '404', '409']),
    );
  });
});

it('premium owners get the same gates as everyone for roles', async () => {
  const owner = await newUser(t, 'gold');
  await makePremium(t, owner.id);
  const other = await seedLiveGame(t, { owner });
  await addMember(t, other.tournamentId, viewer.id, 'viewer');
  const res = await postEvents(viewer, other.gameId, [ev.start()], 'statstwo');
  expect(res.statusCode).toBe(403);
});
