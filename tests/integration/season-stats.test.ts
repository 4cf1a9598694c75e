// Season statistics end to end through the API: the 56-game fixture of
// tests/support/season-fixture.ts is created with the management API and its logs posted as a
// stats console would, then the leaders, team and player figures and the standings are checked
// against the fixture's hand-computed values; a correction, the playoff phase and who may read.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, managementPaths, seasonStatsPaths } from '../../src/contract/api-paths.ts';
import type { z } from 'zod';
import type { standingsSchema } from '../../src/contract/games.ts';
import type { PlayerStats, SeasonStats, TeamStats } from '../../src/contract/season-stats.ts';
import { users } from '../../src/server/db/schema.ts';
import { gameBoxScores } from '../../src/server/db/season-stats-schema.ts';
import { games } from '../../src/server/db/tournament-schema.ts';
import {
  consoleOnlyLog,
  eventsOf,
  expectedLeaders,
  expectedMinimumGamesRule,
  expectedStandings,
  fixtureGames,
  fixtureLog,
  fixtureTeams,
  seedFixtureTeams,
  type FixtureGame,
  type PlayerIdOf,
} from '../support/season-fixture.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  addMember,
  anonymous,
  createPlayer,
  createSeason,
  createTeam,
  createTournament,
  expectStatus,
  newUser,
  type Client,
} from './support/management.ts';
import { postEvents, premiumOrganiser, record } from './support/live-game.ts';

let t: TestApp;
let owner: Client;
let viewer: Client;
let seasonId: string;
let tournamentId: string;
let teamIds: string[] = [];
const gameIds: string[] = [];
let idOf: PlayerIdOf;

async function createFixtureGame(g: FixtureGame, phase: 'regular' | 'playoff') {
  const res = await owner.post(apiPath(managementPaths.seasonGames, { seasonId }), {
    homeTeamId: teamIds[g.home],
    awayTeamId: teamIds[g.away],
    scheduledAt: g.scheduledAt,
    phase,
  });
  return expectStatus(res, 201).json<{ id: string }>().id;
}

async function playFixtureGame(gameId: string, g: FixtureGame) {
  const res = await record(owner, gameId, eventsOf(fixtureLog(g, idOf)), 'statstwo');
  const rejected = res.results.filter((r) => r.status !== 'accepted');
  expect(rejected).toEqual([]);
}

const statsUrl = (phase?: string) =>
  apiPath(seasonStatsPaths.seasonStats, { seasonId }) + (phase ? `?phase=${phase}` : '');

const leadersOf = (stats: SeasonStats) =>
  Object.fromEntries(
    stats.leaders.map((c) => [c.key, c.leaders.map((l) => [l.rank, l.name, l.value])]),
  );

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  owner = await premiumOrganiser(t);
  viewer = await newUser(t, 'fan');
  tournamentId = (await createTournament(owner, 'Fixture League')).id;
  seasonId = (await createSeason(owner, tournamentId)).id;
  await addMember(t, tournamentId, viewer.id, 'viewer');
  ({ teamIds, idOf } = await seedFixtureTeams(
    fixtureTeams.map((_, i) => i),
    {
      team: async (team) => (await createTeam(owner, seasonId, team.name)).id,
      player: async (teamId, fields) => (await createPlayer(owner, teamId, fields)).id,
    },
  ));
  for (const g of fixtureGames()) {
    const id = await createFixtureGame(g, 'regular');
    gameIds.push(id);
    await playFixtureGame(id, g);
  }
}, 300_000);
afterAll(() => t.close());

describe('season statistics of the 56-game fixture', () => {
  it('lists the hand-computed leaders and the minimum-games rule', async () => {
    const stats = expectStatus(await viewer.get(statsUrl()), 200).json<SeasonStats>();
    expect(stats.phase).toBe('regular');
    expect(stats.gamesCounted).toBe(56);
    expect(stats.minimumGamesRule).toBe(expectedMinimumGamesRule);
    expect(leadersOf(stats)).toEqual(expectedLeaders);
    const sixth = stats.players.find((p) => p.playerId === idOf(0, 'Sixth'))!;
    expect(sixth).toMatchObject({ games: 3, qualified: false });
    expect(sixth.totals.points).toBe(30);
    // Box scores were materialised, one per counted game.
    const boxes = await t.deps.db
      .select({ id: gameBoxScores.gameId })
      .from(gameBoxScores)
      .where(eq(gameBoxScores.seasonId, seasonId));
    expect(boxes).toHaveLength(56);
  });

  it('has the hand-computed standings, Delta ahead of Charlie on a tiebreaker', async () => {
    const standings = expectStatus(
      await viewer.get(apiPath(managementPaths.seasonStandings, { seasonId })),
      200,
    ).json<z.infer<typeof standingsSchema>>();
    expect(
      standings.rows.map((r) => ({
        team: r.teamName,
        wins: r.wins,
        losses: r.losses,
        pointsFor: r.pointsFor,
        pointsAgainst: r.pointsAgainst,
      })),
    ).toEqual(expectedStandings);
    const delta = standings.rows.find((r) => r.teamName === 'Delta')!;
    expect(delta.rank).toBe(3);
    expect(delta.tiebreakNote).not.toBeNull();
  });

  it('gives a team’s record, figures and players', async () => {
    const res = await viewer.get(apiPath(seasonStatsPaths.teamStats, { teamId: teamIds[0]! }));
    const stats = expectStatus(res, 200).json<TeamStats>();
    // 394 points for and 252 against in 14 games.
    expect(stats.team).toMatchObject({
      name: 'Alpha',
      played: 14,
      wins: 14,
      losses: 0,
      gamesWithStats: 14,
      pointsForPerGame: 28.1,
      pointsAgainstPerGame: 18,
    });
    expect(stats.team.totals.points).toBe(394);
    expect(stats.players.map((p) => p.firstName).sort()).toEqual([
      'Guard',
      'Passer',
      'Rebounder',
      'Shooter',
      'Sixth',
      'Stopper',
    ]);
    expect(stats.shots.every((s) => s.teamId === teamIds[0])).toBe(true);
    // Per game: Guard 10 FGA, Shooter 5, Passer 1, and the Sixth man's 15 in 3 games.
    expect(stats.shots).toHaveLength(16 * 14 + 15);
  });

  it('gives a player’s game log newest first, with opponent, result and line', async () => {
    const res = await viewer.get(
      apiPath(seasonStatsPaths.playerStats, { playerId: idOf(3, 'Guard') }),
    );
    const stats = expectStatus(res, 200).json<PlayerStats>();
    expect(stats.games).toBe(14);
    // 12 a game and 8 more in the upset: 176 / 14 = 12.6.
    expect(stats.totals.points).toBe(176);
    expect(stats.perGame.points).toBe(12.6);
    expect(stats.pct.fieldGoalPct).toBe(72.5);
    const dates = stats.gameLog.map((r) => r.scheduledAt!);
    expect(dates).toEqual([...dates].sort().reverse());
    const upset = stats.gameLog.find((r) => r.opponentName === 'Charlie' && r.home)!;
    expect(upset).toMatchObject({
      teamScore: 28,
      opponentScore: 22,
      result: 'W',
      starter: true,
    });
    expect(upset.line.points).toBe(20);
    const atAlpha = stats.gameLog.find((r) => r.opponentName === 'Alpha' && !r.home)!;
    expect(atAlpha).toMatchObject({ teamScore: 20, opponentScore: 36, result: 'L' });
    expect(stats.shots).toHaveLength(7 * 14 + 4);
  });
});

describe('who may read', () => {
  it('answers members only, like every other read', async () => {
    const stranger = await newUser(t, 'stranger');
    const urls = [
      statsUrl(),
      apiPath(seasonStatsPaths.teamStats, { teamId: teamIds[0]! }),
      apiPath(seasonStatsPaths.playerStats, { playerId: idOf(0, 'Guard') }),
    ];
    for (const url of urls) {
      expectStatus(await viewer.get(url), 200);
      expectStatus(await stranger.get(url), 404);
      expectStatus(await anonymous(t).get(url), 401);
    }
  });

  it('answers 404 for unknown ids and 400 for a wrong phase', async () => {
    const missing = await viewer.get(
      apiPath(seasonStatsPaths.seasonStats, { seasonId: 'no-such-season-000000' }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Season not found');
    expectStatus(
      await viewer.get(apiPath(seasonStatsPaths.playerStats, { playerId: 'nobody-0000000000' })),
      404,
    );
    const bad = expectStatus(await viewer.get(statsUrl('preseason')), 400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toHaveProperty('phase');
  });
});

describe('phases and corrections', () => {
  it('counts only playoff games with ?phase=playoff', async () => {
    const before = expectStatus(await viewer.get(statsUrl('playoff')), 200).json<SeasonStats>();
    expect(before.gamesCounted).toBe(0);
    expect(before.leaders.every((c) => c.leaders.length === 0)).toBe(true);
    expect(before.players).toEqual([]);

    // A playoff game played by the rule of game 0 (Alpha at home against Bravo).
    const g = fixtureGames()[0]!;
    const id = await createFixtureGame(g, 'playoff');
    await playFixtureGame(id, g);
    // Its box is stored when the game ends in the console, before anyone reads the stats.
    await vi.waitFor(
      async () => {
        const stored = await t.deps.db
          .select({ lastSeq: gameBoxScores.lastSeq })
          .from(gameBoxScores)
          .where(eq(gameBoxScores.gameId, id));
        expect(stored).toHaveLength(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    const after = expectStatus(await viewer.get(statsUrl('playoff')), 200).json<SeasonStats>();
    expect(after.gamesCounted).toBe(1);
    // One game each: minimum 1. Alpha's Guard 18, Bravo's 16, Alpha's Sixth man 10.
    expect(leadersOf(after).points).toEqual([
      [1, 'Guard Alpha', 18],
      [2, 'Guard Bravo', 16],
      [3, 'Sixth Alpha', 10],
      [4, 'Shooter Alpha', 6],
      [4, 'Shooter Bravo', 6],
    ]);
    const regular = expectStatus(await viewer.get(statsUrl()), 200).json<SeasonStats>();
    expect(regular.gamesCounted).toBe(56);
  });

  it('recomputes a game’s box after a correction, on the free plan too', async () => {
    const first = expectStatus(await viewer.get(statsUrl()), 200).json<SeasonStats>();
    const guard = () => first.players.find((p) => p.playerId === idOf(0, 'Guard'))!;
    expect(guard().totals.points).toBe(252);

    const boxTimes = async () =>
      new Map(
        (
          await t.deps.db
            .select({ id: gameBoxScores.gameId, at: gameBoxScores.updatedAt })
            .from(gameBoxScores)
            .where(eq(gameBoxScores.seasonId, seasonId))
        ).map((r) => [r.id, r.at.getTime()]),
      );
    const before = await boxTimes();

    // Undo the Guard's first made two-pointer of game 0.
    const log = fixtureLog(fixtureGames()[0]!, idOf);
    const shot = log.find(
      (l) => l.event.type === 'shot' && l.event.playerId === idOf(0, 'Guard') && l.event.made,
    )!;
    const voidEvent = {
      clientId: 'void-of-first-guard-shot',
      period: 1,
      clockMs: 0,
      type: 'void' as const,
      targetClientId: shot.event.clientId,
    };
    expectStatus(await postEvents(owner, gameIds[0]!, [voidEvent], 'statstwo'), 200);
    const [row] = await t.deps.db.select().from(games).where(eq(games.id, gameIds[0]!));
    expect(row!.status).toBe('final');

    // Reading on the free plan: statistics are not a premium feature.
    await t.deps.db
      .update(users)
      .set({ planTier: 'free', premiumExpiresAt: null })
      .where(eq(users.id, owner.id));
    const after = expectStatus(await viewer.get(statsUrl()), 200).json<SeasonStats>();
    const corrected = after.players.find((p) => p.playerId === idOf(0, 'Guard'))!;
    // 252 − 2 = 250; 250 / 14 = 17.86 → 17.9.
    expect(corrected.totals.points).toBe(250);
    expect(corrected.perGame.points).toBe(17.9);
    expect(after.leaders.find((c) => c.key === 'points')!.leaders[0]).toMatchObject({
      name: 'Guard Alpha',
      value: 17.9,
    });
    const [box] = await t.deps.db
      .select({ lastSeq: gameBoxScores.lastSeq })
      .from(gameBoxScores)
      .where(eq(gameBoxScores.gameId, gameIds[0]!));
    expect(box!.lastSeq).toBe(row!.lastSeq);
    // Only the corrected game's box was replayed and stored again.
    const changed = [...(await boxTimes())].filter(([id, at]) => before.get(id) !== at);
    expect(changed.map(([id]) => id)).toEqual([gameIds[0]]);
  });
});

describe('names at read time', () => {
  it('shows a renamed player’s new name and drops a deleted player’s lines', async () => {
    const player = (playerId: string) => apiPath(managementPaths.player, { playerId });
    expectStatus(await owner.patch(player(idOf(1, 'Guard')), { firstName: 'Renamed' }), 200);
    expectStatus(await owner.del(player(idOf(2, 'Guard'))), 204);
    const stats = expectStatus(await viewer.get(statsUrl()), 200).json<SeasonStats>();
    // Alpha's Guard after the correction above (17.9), Bravo's under the new name, Charlie's
    // gone: Delta 12.6, Echo 10.0, Foxtrot 8.0 move up.
    expect(leadersOf(stats).points).toEqual([
      [1, 'Guard Alpha', 17.9],
      [2, 'Renamed Bravo', 16],
      [3, 'Guard Delta', 12.6],
      [4, 'Guard Echo', 10],
      [5, 'Guard Foxtrot', 8],
    ]);
    expect(stats.players.some((p) => p.playerId === idOf(2, 'Guard'))).toBe(false);
    // Charlie's team figures still count its Guard's points: 308 for, 22 a game.
    expect(stats.teams.find((t) => t.name === 'Charlie')!.totals.points).toBe(308);
  });
});

describe('games scored only on the time & score console', () => {
  it('count in the standings but as no game played for averages or the minimum-games rule', async () => {
    // 15 Alpha wins over Bravo with a score and team fouls, no player statistics: counted as
    // games played, they would raise the minimum to 15 of 29 and leave Alpha's Guard (14) out.
    for (let i = 0; i < 15; i++) {
      const g: FixtureGame = {
        index: 100 + i,
        home: 0,
        away: 1,
        scheduledAt: new Date(Date.UTC(2026, 3, 1 + i, 18)).toISOString(),
      };
      const id = await createFixtureGame(g, 'regular');
      const res = await record(owner, id, eventsOf(consoleOnlyLog(g)), 'timescore');
      expect(res.results.filter((r) => r.status !== 'accepted')).toEqual([]);
    }
    const stats = expectStatus(await viewer.get(statsUrl()), 200).json<SeasonStats>();
    expect(stats.gamesCounted).toBe(56);
    expect(stats.minimumGamesRule).toBe(expectedMinimumGamesRule);
    const alpha = stats.teams.find((row) => row.name === 'Alpha')!;
    expect(alpha).toMatchObject({ played: 29, wins: 29, gamesWithStats: 14 });
    // Alpha's Rebounder: 2 a game, over the 14 games with statistics.
    expect(alpha.perGame.rebounds).toBe(2);
    expect(stats.teams.find((row) => row.name === 'Bravo')!.gamesWithStats).toBe(14);
    const guard = stats.players.find((p) => p.playerId === idOf(0, 'Guard'))!;
    expect(guard).toMatchObject({ games: 14, qualified: true });
    expect(leadersOf(stats).points![0]).toEqual([1, 'Guard Alpha', 17.9]);

    const team = expectStatus(
      await viewer.get(apiPath(seasonStatsPaths.teamStats, { teamId: teamIds[0]! })),
      200,
    ).json<TeamStats>();
    expect(team.team.gamesWithStats).toBe(14);
    const player = expectStatus(
      await viewer.get(apiPath(seasonStatsPaths.playerStats, { playerId: idOf(0, 'Guard') })),
      200,
    ).json<PlayerStats>();
    expect(player.games).toBe(14);
    expect(player.gameLog).toHaveLength(14);
  });
});
