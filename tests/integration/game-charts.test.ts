// A game's charts through the API: the score flow and the located shots of a small game posted
// through the events API, a voided shot left out, and who may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, seasonStatsPaths } from '../../src/contract/api-paths.ts';
import type { GameCharts } from '../../src/contract/season-stats.ts';
import type { GameEvent } from '../../src/domain/game/events.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { addMember, anonymous, expectStatus, newUser, type Client } from './support/management.ts';
import {
  ev,
  premiumOrganiser,
  record,
  seedLiveGame,
  type LiveFixture,
} from './support/live-game.ts';

let t: TestApp;
let g: LiveFixture;
let viewer: Client;
let stranger: Client;

const min = 60_000;
const chartsUrl = (gameId = g.gameId) => apiPath(seasonStatsPaths.gameCharts, { gameId });
/** An event at a moment of game time. */
const at = (event: GameEvent, period: number, clockMs: number): GameEvent => ({
  ...event,
  period,
  clockMs,
});
const located = (event: GameEvent, x: number, y: number) => ({ ...event, x, y }) as GameEvent;

async function charts(client: Client): Promise<GameCharts> {
  return expectStatus(await client.get(chartsUrl()), 200).json<GameCharts>();
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  g = await seedLiveGame(t, { owner: await premiumOrganiser(t) });
  viewer = await newUser(t, 'viewer');
  stranger = await newUser(t, 'stranger');
  await addMember(t, g.tournamentId, viewer.id, 'viewer');
});
afterAll(() => t.close());

describe('game charts', () => {
  it('a game with nothing logged has no score flow and no shots', async () => {
    expect(await charts(g.owner)).toEqual({
      scoreFlow: [],
      periodEnds: [],
      periodLabels: [],
      shots: [],
    });
  });

  it('follows the posted game: flow points, located shots only, a voided shot left out', async () => {
    const [h1, h2] = g.home;
    const [a1] = g.away;
    const wrong = located(at(ev.shot('home', h2!, 3, true), 1, 6 * min), 0.1, 0.2);
    await record(
      g.owner,
      g.gameId,
      [
        ev.source('stats'),
        ev.lineup('home', g.home.slice(0, 5)),
        ev.lineup('away', g.away.slice(0, 5)),
        ev.start(),
        located(at(ev.shot('home', h1!, 2, true), 1, 9 * min), 0.5, 0.25),
        located(at(ev.shot('away', a1!, 3, false), 1, 8 * min), 0.05, 0.1),
        // No location: it scores, but is not on the shot chart.
        at(ev.shot('away', a1!, 2, true), 1, 7 * min),
        wrong,
        at(ev.void(wrong.clientId), 1, 6 * min),
        at(ev.period(2), 1, 0),
        located(at(ev.shot('home', h2!, 3, true), 2, 5 * min), 0.9, 0.3),
      ],
      'statstwo',
    );

    const body = await charts(viewer);
    expect(body.scoreFlow).toEqual([
      { elapsedMs: 0, period: 1, home: 0, away: 0 },
      { elapsedMs: 1 * min, period: 1, home: 2, away: 0 },
      { elapsedMs: 3 * min, period: 1, home: 2, away: 2 },
      { elapsedMs: 15 * min, period: 2, home: 5, away: 2 },
    ]);
    expect(body.periodEnds).toEqual([10 * min, 20 * min]);
    expect(body.periodLabels).toEqual(['Q1', 'Q2']);
    const shot = { gameId: g.gameId };
    expect(body.shots).toEqual([
      {
        ...shot,
        playerId: h1,
        teamId: g.homeTeamId,
        period: 1,
        x: 0.5,
        y: 0.25,
        made: true,
        points: 2,
      },
      {
        ...shot,
        playerId: a1,
        teamId: g.awayTeamId,
        period: 1,
        x: 0.05,
        y: 0.1,
        made: false,
        points: 3,
      },
      {
        ...shot,
        playerId: h2,
        teamId: g.homeTeamId,
        period: 2,
        x: 0.9,
        y: 0.3,
        made: true,
        points: 3,
      },
    ]);
  });

  it('asks anonymous callers to sign in and hides the game from strangers', async () => {
    const anon = await anonymous(t).get(chartsUrl());
    expect(anon.statusCode).toBe(401);
    const hidden = await stranger.get(chartsUrl());
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ code: 'NOT_FOUND', message: 'Game not found' });
  });

  it('answers 404 for a game that does not exist and 400 for an id too long to be one', async () => {
    const missing = await g.owner.get(chartsUrl('0195f2d0-0000-7000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    const bad = await g.owner.get(chartsUrl('x'.repeat(65)));
    expect(bad.statusCode).toBe(400);
  });
});
