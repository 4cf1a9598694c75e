// Device names (decision 0049): scorekeepers and up name a device of a game's tournament; the
// name reaches every member screen of the tournament's games with the game's setup, live on open
// streams; nothing public carries it; bad requests are refused with what is wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, liveGamePaths, liveStreamEvents } from '../../src/contract/api-paths.ts';
import type { LiveGame, LiveState } from '../../src/contract/live-games.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  addMember,
  anonymous,
  createGame,
  expectStatus,
  newUser,
  type Client,
} from './support/management.ts';
import { listen, openStream, seedLiveGame, type LiveFixture } from './support/live-game.ts';

let t: TestApp;
let g: LiveFixture;
let viewer: Client;
let scorekeeper: Client;
let stranger: Client;

const table = 'table-device-0001';
const phone = 'phone-device-0002';
const namesPath = (gameId = g.gameId) => apiPath(liveGamePaths.deviceNames, { gameId });
const stateOf = async (client: Client, gameId = g.gameId) =>
  expectStatus(await client.get(apiPath(liveGamePaths.state, { gameId })), 200).json<LiveState>();

function put(client: Client, body: unknown, headers: Record<string, string> = {}, gameId?: string) {
  return t.app.inject({
    method: 'PUT',
    url: namesPath(gameId),
    headers: { ...(client.cookie ? { cookie: client.cookie } : {}), ...headers },
    payload: body as object,
  });
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  g = await seedLiveGame(t);
  viewer = await newUser(t, 'viewer');
  scorekeeper = await newUser(t, 'scorer');
  stranger = await newUser(t, 'stranger');
  await addMember(t, g.tournamentId, viewer.id, 'viewer');
  await addMember(t, g.tournamentId, scorekeeper.id, 'scorekeeper');
});
afterAll(() => t.close());

describe('naming a device', () => {
  it('is kept for every game of the tournament and given to members with the game', async () => {
    const res = expectStatus(
      await put(scorekeeper, { deviceId: table, name: ' Table laptop ' }),
      200,
    );
    expect(res.json()).toEqual({ deviceNames: { [table]: 'Table laptop' } });
    expect((await stateOf(viewer)).game.deviceNames).toEqual({ [table]: 'Table laptop' });

    // Another game of the same season: the crew's devices serve it too.
    const other = await createGame(g.owner, g.seasonId, g.awayTeamId, g.homeTeamId);
    expect((await stateOf(g.owner, other.id)).game.deviceNames).toEqual({
      [table]: 'Table laptop',
    });
  });

  it('renames, and an empty name forgets it', async () => {
    expectStatus(await put(g.owner, { deviceId: phone, name: "Ana's phone" }), 200);
    expectStatus(await put(g.owner, { deviceId: phone, name: "Ana's old phone" }), 200);
    expect((await stateOf(viewer)).game.deviceNames).toEqual({
      [table]: 'Table laptop',
      [phone]: "Ana's old phone",
    });
    const res = expectStatus(await put(scorekeeper, { deviceId: phone, name: '   ' }), 200);
    expect(res.json()).toEqual({ deviceNames: { [table]: 'Table laptop' } });
  });

  it('stays within its tournament', async () => {
    const elsewhere = await seedLiveGame(t);
    expect((await stateOf(elsewhere.owner, elsewhere.gameId)).game.deviceNames).toEqual({});
  });

  it('is never public', async () => {
    const anon = anonymous(t);
    const res = expectStatus(
      await anon.get(apiPath(liveGamePaths.publicState, { gameId: g.gameId })),
      200,
    );
    expect(res.json<{ game: LiveGame }>().game).not.toHaveProperty('deviceNames');
    expect(res.body).not.toContain('Table laptop');
  });

  it('reaches the open member streams of the game, and not the public ones', async () => {
    const base = await listen(t.app);
    const member = await openStream(base, apiPath(liveGamePaths.stream, { gameId: g.gameId }), {
      cookie: viewer.cookie,
    });
    const open = await openStream(base, apiPath(liveGamePaths.publicStream, { gameId: g.gameId }));
    try {
      await member.next((f) => f.event === liveStreamEvents.heartbeat);
      await open.next((f) => f.event === liveStreamEvents.heartbeat);
      expectStatus(await put(scorekeeper, { deviceId: phone, name: 'Bench tablet' }), 200);
      const frame = await member.next(
        (f) => f.event === liveStreamEvents.game && f.data.includes('Bench tablet'),
      );
      expect((JSON.parse(frame.data) as LiveGame).deviceNames?.[phone]).toBe('Bench tablet');
      const publicFrame = await open.next((f) => f.event === liveStreamEvents.game);
      expect(publicFrame.data).not.toContain('Bench tablet');
      expect(JSON.parse(publicFrame.data)).not.toHaveProperty('deviceNames');
    } finally {
      member.close();
      open.close();
    }
  });
});

describe('who may name devices', () => {
  it('asks for a session, hides the game from strangers, and refuses viewers', async () => {
    const body = { deviceId: table, name: 'Mine now' };
    expect((await put(anonymous(t), body)).statusCode).toBe(401);
    expect((await put(stranger, body)).statusCode).toBe(404);
    const res = await put(viewer, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the owner, an admin or a scorekeeper can name the devices of a game',
    });
    expect((await stateOf(viewer)).game.deviceNames?.[table]).toBe('Table laptop');
  });

  it('refuses a page of another site', async () => {
    const res = await put(
      scorekeeper,
      { deviceId: table, name: 'Spoofed' },
      { origin: 'https://elsewhere.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ORIGIN_NOT_TRUSTED' });
  });

  it('says what is wrong with a request', async () => {
    for (const body of [
      { deviceId: 'short', name: 'Table' },
      { deviceId: table, name: 'x'.repeat(41) },
      { deviceId: table, name: 'Table\u202Elaptop' },
      { deviceId: table, name: 'Table', extra: true },
      { name: 'Table' },
    ]) {
      const res = await put(scorekeeper, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
