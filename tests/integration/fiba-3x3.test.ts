// A FIBA 3x3 season over HTTP: created through the API with the preset, its rules checked by the
// shared schema, a game played to 21 through POST /api/games/:id/events that ends itself and is
// stored final with its score (over a cancellation by hand, as a game-end event is), the standings
// that count it the 3x3 way, an overtime won by the first to score 2, and the box score and season
// figures naming the beyond-the-arc field goals 2P.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, seasonStatsPaths } from '../../src/contract/api-paths.ts';
import type { PostEventsResult } from '../../src/contract/live-batches.ts';
import type { LiveState } from '../../src/contract/live-games.ts';
import type { Season } from '../../src/contract/seasons.ts';
import type { GameEvent, TeamSide } from '../../src/domain/game/events.ts';
import { presetRules } from '../../src/domain/season/rule-presets.ts';
import {
  createGame,
  createPlayer,
  createTeam,
  createTournament,
  expectStatus,
  type Client,
} from './support/management.ts';
import { cid, ev, postEvents, premiumOrganiser, record, stateUrl } from './support/live-game.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  owner = await premiumOrganiser(t);
});
afterAll(() => t.close());

async function threeByThreeSeason(): Promise<Season> {
  const tournament = await createTournament(owner, 'Street Cup');
  const res = await owner.post(`/api/tournaments/${tournament.id}/seasons`, {
    name: 'Summer 3x3',
    status: 'active',
    rules: presetRules('fiba-3x3'),
  });
  return expectStatus(res, 201).json<Season>();
}

interface Side {
  teamId: string;
  players: string[];
}

async function team(seasonId: string, name: string): Promise<Side> {
  const { id } = await createTeam(owner, seasonId, name);
  const players: string[] = [];
  for (let i = 0; i < 4; i++) {
    const p = await createPlayer(owner, id, {
      firstName: `${name} ${i}`,
      lastName: 'Player',
      jersey: String(i + 1),
    });
    players.push(p.id);
  }
  return { teamId: id, players };
}

const shot = (team: TeamSide, playerId: string, points: 1 | 2 | 3, made = true): GameEvent => ({
  clientId: cid(),
  period: 1,
  clockMs: 400_000,
  type: 'shot',
  team,
  playerId,
  points,
  made,
});

/** Two teams of four, a game between them, three each on court and the game started. */
async function startedGame(seasonId: string, names: [string, string]) {
  const home = await team(seasonId, names[0]);
  const away = await team(seasonId, names[1]);
  const { id: gameId } = await createGame(owner, seasonId, home.teamId, away.teamId);
  await record(
    owner,
    gameId,
    [
      ev.lineup('home', home.players.slice(0, 3)),
      ev.lineup('away', away.players.slice(0, 3)),
      ev.start(),
    ],
    'statstwo',
  );
  return { gameId, home, away };
}

const stateOf = async (gameId: string) =>
  expectStatus(await owner.get(stateUrl(gameId)), 200).json<LiveState>().state;

const gameRow = async (seasonId: string, gameId: string) =>
  expectStatus(await owner.get(`/api/seasons/${seasonId}/games`), 200)
    .json<{ games: Array<Record<string, unknown>> }>()
    .games.find((g) => g.id === gameId)!;

describe('a FIBA 3x3 season created through the API', () => {
  it('keeps the 3x3 rules and ranks the 3x3 way', async () => {
    const season = await threeByThreeSeason();
    expect(season.rules).toMatchObject({
      preset: 'fiba-3x3',
      periods: 1,
      periodMinutes: 10,
      shotValues: [1, 2],
      scoreLimit: 21,
      overtimePointsToWin: 2,
      playersOnCourt: 3,
      teamFoulsBeforeBonus: 6,
      teamFoulsReset: 'game',
      personalFoulsToDisqualify: null,
      shotClock: { enabled: true, fullSeconds: 12, resetSeconds: 12 },
    });
    expect(season.standingsRules).toEqual({
      rankBy: 'win-percentage',
      pointsForWin: 2,
      pointsForLoss: 1,
      pointsForForfeitLoss: 0,
      tiebreakers: ['head-to-head', 'points-scored-average'],
    });
  });

  it('completes 3x3 rules sent without the 3x3 fields, and refuses field goals worth 1 and 3', async () => {
    const season = await threeByThreeSeason();
    const {
      shotValues: _v,
      scoreLimit: _l,
      overtimePointsToWin: _o,
      playersOnCourt: _p,
      ...old
    } = presetRules('fiba-3x3');
    const saved = expectStatus(
      await owner.patch(`/api/seasons/${season.id}`, { rules: old }),
      200,
    ).json<Season>();
    expect(saved.rules).toMatchObject({ shotValues: [1, 2], scoreLimit: 21, playersOnCourt: 3 });

    const bad = await owner.patch(`/api/seasons/${season.id}`, {
      rules: { ...presetRules('fiba-3x3'), shotValues: [1, 3] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Field goals are worth [2, 3] or, in FIBA 3x3, [1, 2]');
  });
});

describe('a FIBA 3x3 game played through POST /api/games/:id/events', () => {
  it('ends itself at 21, is stored final with the score, and counts in the standings', async () => {
    const season = await threeByThreeSeason();
    const { gameId, home, away } = await startedGame(season.id, ['Rooftop', 'Courtyard']);
    const [h1, h2] = home.players;
    const [a1] = away.players;

    // Refused in words: a 3-pointer, and a fourth player on court.
    const refused = expectStatus(
      await postEvents(
        owner,
        gameId,
        [
          shot('home', h1!, 3),
          {
            clientId: cid(),
            period: 1,
            clockMs: 400_000,
            type: 'substitution',
            team: 'home',
            playersIn: [home.players[3]!],
            playersOut: [],
          },
        ],
        'statstwo',
      ),
      200,
    ).json<PostEventsResult>();
    expect(refused.results.map((r) => r.status === 'rejected' && r.reason)).toEqual([
      `Player ${h1}'s field goal cannot be worth 3 points: under FIBA 3x3 rules a field goal is worth 1 or 2 points.`,
      'That leaves 4 players of the home team on court; this game plays 3 at a time.',
    ]);
    // The same refusals as codes, for a console to say in its scorer's language.
    expect(refused.results.map((r) => r.status === 'rejected' && r.refusal)).toEqual([
      { code: 'shot-value', playerId: h1, rules: 'fiba-3x3', values: [1, 2], points: 3 },
      { code: 'too-many-on-court', team: 'home', count: 4, max: 3 },
    ]);

    // 20–6, then the 21st point.
    const plays: GameEvent[] = [];
    for (let i = 0; i < 10; i++) plays.push(shot('home', i % 2 ? h1! : h2!, 2));
    for (let i = 0; i < 6; i++) plays.push(shot('away', a1!, 1));
    await record(owner, gameId, plays, 'statstwo');
    expect(await gameRow(season.id, gameId)).toMatchObject({
      status: 'live',
      homeScore: 20,
      awayScore: 6,
    });
    const before = expectStatus(await owner.get(`/api/seasons/${season.id}/standings`), 200);
    expect(before.json<{ rows: Array<{ played: number }> }>().rows.map((r) => r.played)).toEqual([
      0, 0,
    ]);

    await record(owner, gameId, [shot('home', h1!, 1)], 'statstwo');
    const state = await stateOf(gameId);
    expect(state).toMatchObject({ status: 'final', score: { home: 21, away: 6 } });
    expect(state.clock.running).toBe(false);
    expect(state.shotClock).toBeNull();
    expect(await gameRow(season.id, gameId)).toMatchObject({
      status: 'final',
      homeScore: 21,
      awayScore: 6,
    });

    const after = expectStatus(
      await postEvents(owner, gameId, [shot('away', a1!, 2)], 'statstwo'),
      200,
    ).json<{ results: Array<{ status: string; reason?: string }> }>();
    expect(after.results[0]).toMatchObject({
      status: 'rejected',
      reason: 'The game is over: only corrections (undo) can be recorded now.',
    });

    const standings = expectStatus(
      await owner.get(`/api/seasons/${season.id}/standings`),
      200,
    ).json<{
      rows: Array<{
        teamId: string;
        played: number;
        wins: number;
        pointsFor: number;
        winPercentage: number;
      }>;
    }>().rows;
    expect(standings.map((r) => r.teamId)).toEqual([home.teamId, away.teamId]);
    expect(standings[0]).toMatchObject({ played: 1, wins: 1, pointsFor: 21, winPercentage: 1 });
    expect(standings[1]).toMatchObject({ played: 1, wins: 0, pointsFor: 6, winPercentage: 0 });

    const csv = expectStatus(
      await owner.get(apiPath(seasonStatsPaths.gameBoxScoreCsv, { gameId })),
      200,
    ).body;
    const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0]!;
    expect(header).toContain('FGM,FGA,FG%,2PM,2PA,2P%,FTM');
    expect(header).not.toContain('3P');

    // The season's figures too: the leaders' category and the CSV.
    const stats = expectStatus(
      await owner.get(apiPath(seasonStatsPaths.seasonStats, { seasonId: season.id })),
      200,
    ).json<{ leaders: Array<{ label: string }> }>();
    expect(stats.leaders.map((l) => l.label)).toContain('2P% (min. 1 2PA per game)');
    const seasonCsv = expectStatus(
      await owner.get(apiPath(seasonStatsPaths.seasonStatsCsv, { seasonId: season.id })),
      200,
    ).body;
    const seasonHeader = seasonCsv.replace(/^\uFEFF/, '').split('\r\n')[0]!;
    expect(seasonHeader).toContain('FGM,FGA,2PM,2PA,FTM');
    expect(seasonHeader).toContain('FG%,2P%,FT%');
    expect(seasonHeader).not.toContain('3P');
  });

  it('ends a game cancelled by hand when its log reaches 21, as a game-end would', async () => {
    const season = await threeByThreeSeason();
    const { gameId, home } = await startedGame(season.id, ['Dock', 'Yard']);
    expectStatus(await owner.patch(`/api/games/${gameId}`, { status: 'cancelled' }), 200);
    const plays = Array.from({ length: 10 }, () => shot('home', home.players[0]!, 2));
    await record(owner, gameId, plays, 'statstwo');
    expect(await gameRow(season.id, gameId)).toMatchObject({ status: 'cancelled' });
    await record(owner, gameId, [shot('home', home.players[1]!, 1)], 'statstwo');
    expect(await gameRow(season.id, gameId)).toMatchObject({
      status: 'final',
      homeScore: 21,
      awayScore: 0,
    });
  });

  it('goes to an overtime without a clock, won by the first team to score 2 in it', async () => {
    const season = await threeByThreeSeason();
    const { gameId, home, away } = await startedGame(season.id, ['Pier', 'Plaza']);
    const tie: GameEvent[] = [];
    for (let i = 0; i < 9; i++) {
      tie.push(shot('home', home.players[0]!, 2), shot('away', away.players[0]!, 2));
    }
    await record(owner, gameId, tie, 'statstwo');
    await record(owner, gameId, [
      { clientId: cid(), period: 1, clockMs: 0, type: 'period-end' },
      { clientId: cid(), period: 2, clockMs: 0, type: 'period-start', newPeriod: 2 },
    ]);
    const clockStart = await postEvents(owner, gameId, [
      {
        clientId: cid(),
        period: 2,
        clockMs: 0,
        type: 'clock-start',
        remainingMs: 0,
        serverMs: Date.now(),
      },
    ]);
    expect(
      expectStatus(clockStart, 200).json<{ results: Array<{ reason?: string }> }>(),
    ).toMatchObject({
      results: [
        {
          reason:
            'Overtime has no game clock: the first team to score 2 points wins. Run the shot clock alone.',
        },
      ],
    });

    const overtime = (team: TeamSide, playerId: string, points: 1 | 2) => ({
      ...shot(team, playerId, points),
      period: 2,
      clockMs: 0,
    });
    await record(owner, gameId, [overtime('away', away.players[1]!, 1)], 'statstwo');
    expect(await gameRow(season.id, gameId)).toMatchObject({ status: 'live', awayScore: 19 });
    await record(owner, gameId, [overtime('home', home.players[1]!, 2)], 'statstwo');
    expect(await gameRow(season.id, gameId)).toMatchObject({
      status: 'final',
      homeScore: 20,
      awayScore: 19,
      period: 2,
    });
  });
});
