// The 56-game fixture of tests/support/season-fixture.ts against its hand-computed figures.
import { describe, expect, it } from 'vitest';
import { defaultStandingsRules } from '../season/rule-presets.ts';
import {
  consoleOnlyLog,
  expectedAlphaGuard,
  expectedLeaders,
  expectedSixthMan,
  expectedStandings,
  fixtureGames,
  fixtureLog,
  fixturePlayers,
  fixtureRules,
  fixtureTeams,
  roles,
  syntheticId,
  syntheticTeamId,
  type FixtureGame,
} from '../../../tests/support/season-fixture.ts';
import type { LoggedEvent } from '../game/events.ts';
import type { GameSetup } from '../game/state.ts';
import { gameBox } from './game-box.ts';
import { playerSeason, seasonStats, type SeasonGame } from './season-stats.ts';

const teams = fixtureTeams.map((t, i) => ({ id: syntheticTeamId(i), ...t }));
const players = fixtureTeams.flatMap((_, i) =>
  fixturePlayers(i).map((p) => ({
    id: syntheticId(i, p.role),
    teamId: syntheticTeamId(i),
    firstName: p.firstName,
    lastName: p.lastName,
    jersey: p.jersey,
  })),
);
const roster = (i: number) => fixturePlayers(i).map((p) => syntheticId(i, p.role));

function seasonGame(g: FixtureGame, log: (g: FixtureGame) => LoggedEvent[]): SeasonGame {
  const setup: GameSetup = {
    rules: fixtureRules,
    rosters: { home: roster(g.home), away: roster(g.away) },
    scoreSource: 'console',
  };
  const box = gameBox(setup, log(g));
  return {
    id: `game-${g.index}`,
    homeTeamId: syntheticTeamId(g.home),
    awayTeamId: syntheticTeamId(g.away),
    status: 'final',
    homeScore: box.score.home,
    awayScore: box.score.away,
    forfeitedBy: null,
    box,
  };
}

function seasonGames(): SeasonGame[] {
  return fixtureGames().map((g) => seasonGame(g, (game) => fixtureLog(game, syntheticId)));
}

/** `count` more games of Alpha at home against Bravo, scored only on the time & score console. */
function consoleOnlyGames(count: number): SeasonGame[] {
  return Array.from({ length: count }, (_, i) =>
    seasonGame(
      { index: 100 + i, home: 0, away: 1, scheduledAt: '2026-04-01T18:00:00.000Z' },
      consoleOnlyLog,
    ),
  );
}

describe('season statistics of the 56-game fixture', () => {
  const games = seasonGames();
  const stats = seasonStats({ teams, players, games, standingsRules: defaultStandingsRules });

  it('counts every game, states the minimum-games rule', () => {
    expect(stats.gamesCounted).toBe(56);
    // Worded "At least 7 games played (half of the team’s 14, rounded up)" (leader-words.ts).
    expect(stats.minimumGames).toEqual({ minimum: 7, teamGames: 14 });
  });

  it('ranks the leaders as computed by hand', () => {
    const got = Object.fromEntries(
      stats.leaders.map((c) => [c.key, c.leaders.map((l) => [l.rank, l.name, l.value])]),
    );
    expect(got).toEqual(expectedLeaders);
  });

  it('has the hand-computed team records, in standings order', () => {
    // Totals of points against are not part of a team row: compare its per-game figure with
    // the literal divided by 14 games.
    expect(
      stats.teams.map((t) => ({
        team: t.name,
        wins: t.wins,
        losses: t.losses,
        pointsFor: t.totals.points,
        pointsAgainstPerGame: t.pointsAgainstPerGame,
      })),
    ).toEqual(
      expectedStandings.map(({ pointsAgainst, ...s }) => ({
        ...s,
        pointsAgainstPerGame: Math.round((pointsAgainst * 10) / 14) / 10,
      })),
    );
    const alpha = stats.teams[0]!;
    // 394 / 14 = 28.14 → 28.1; 252 / 14 = 18.0; rebounds: the Rebounder's 2 a game.
    expect(alpha.pointsForPerGame).toBe(28.1);
    expect(alpha.pointsAgainstPerGame).toBe(18);
    expect(alpha.perGame.rebounds).toBe(2);
    expect(alpha.gamesWithStats).toBe(14);
  });

  it('adds up a player’s season and leaves the Sixth man unqualified', () => {
    const guard = stats.players.find((p) => p.playerId === syntheticId(0, 'Guard'))!;
    expect(guard.games).toBe(expectedAlphaGuard.games);
    expect(guard.totals.points).toBe(expectedAlphaGuard.points);
    expect(guard.totals.fieldGoalsMade).toBe(expectedAlphaGuard.fgm);
    expect(guard.totals.fieldGoalsAttempted).toBe(expectedAlphaGuard.fga);
    expect(guard.perGame.points).toBe(expectedAlphaGuard.ppg);
    expect(guard.qualified).toBe(true);
    const sixth = stats.players.find((p) => p.playerId === syntheticId(0, 'Sixth'))!;
    expect(sixth.games).toBe(expectedSixthMan.games);
    expect(sixth.totals.points).toBe(expectedSixthMan.points);
    expect(sixth.perGame.points).toBe(expectedSixthMan.ppg);
    expect(sixth.qualified).toBe(expectedSixthMan.qualified);
    expect(stats.players).toHaveLength(8 * 5 + 1);
  });

  it('drops a deleted player’s lines and counts only final games with a log', () => {
    const without = seasonStats({
      teams,
      players: players.filter((p) => p.id !== syntheticId(0, 'Guard')),
      games: games.map((g, i) => (i === 0 ? { ...g, box: null } : g)),
      standingsRules: defaultStandingsRules,
    });
    expect(without.gamesCounted).toBe(55);
    const points = without.leaders.find((c) => c.key === 'points')!.leaders;
    expect(points[0]!.name).toBe('Guard Bravo');
    // Alpha still has 14 results; 13 games with statistics.
    expect(without.teams[0]!.played).toBe(14);
    expect(without.teams[0]!.gamesWithStats).toBe(13);
  });

  it('gives a player’s log with W/L from their side', () => {
    const delta = playerSeason(syntheticId(3, 'Guard'), games);
    expect(delta.games).toBe(14);
    // 176 points: 12 a game plus 8 in the upset.
    expect(delta.totals.points).toBe(176);
    const upset = delta.entries.find((e) => e.game.id === 'game-' + String(28 + 13))!;
    expect(upset).toMatchObject({ side: 'home', teamScore: 28, opponentScore: 22, result: 'W' });
    expect(upset.line.points).toBe(20);
    expect(roles).toContain('Guard');
  });

  it('counts no game scored only on the time & score console as played, for anyone', () => {
    // 15 more Alpha games with a score but no statistics: were they counted, Alpha's players would
    // need 15 of 29 games, and its Guard (14) would lead nothing.
    const extra = consoleOnlyGames(15);
    expect(extra[0]!.box!.players).toEqual([]);
    const mixed = seasonStats({
      teams,
      players,
      games: [...games, ...extra],
      standingsRules: defaultStandingsRules,
    });
    expect(mixed.gamesCounted).toBe(56);
    expect(mixed.minimumGames).toEqual({ minimum: 7, teamGames: 14 });
    const got = Object.fromEntries(
      mixed.leaders.map((c) => [c.key, c.leaders.map((l) => [l.rank, l.name, l.value])]),
    );
    expect(got).toEqual(expectedLeaders);
    const alpha = mixed.teams.find((t) => t.name === 'Alpha')!;
    // The standings count the 15 wins; the box-score figures do not count the games.
    expect(alpha).toMatchObject({ played: 29, wins: 29, gamesWithStats: 14 });
    expect(alpha.perGame.rebounds).toBe(2);
    expect(alpha.perGame.points).toBe(28.1);
    const guard = mixed.players.find((p) => p.playerId === syntheticId(0, 'Guard'))!;
    expect(guard).toMatchObject({ games: 14, qualified: true });
    expect(guard.perGame.points).toBe(expectedAlphaGuard.ppg);
    expect(playerSeason(syntheticId(0, 'Guard'), [...games, ...extra]).games).toBe(14);
  });

  it('counts a game for the team whose statistics were recorded, not for the other', () => {
    // Alpha's stats console ran; nobody recorded Bravo's players.
    const oneSided = seasonGame(
      { index: 200, home: 0, away: 1, scheduledAt: '2026-04-02T18:00:00.000Z' },
      (g) =>
        fixtureLog(g, syntheticId).filter((l) => !('team' in l.event) || l.event.team === 'home'),
    );
    const both = seasonStats({
      teams,
      players,
      games: [...games, oneSided],
      standingsRules: defaultStandingsRules,
    });
    expect(both.gamesCounted).toBe(57);
    expect(both.teams.find((t) => t.name === 'Alpha')!.gamesWithStats).toBe(15);
    expect(both.teams.find((t) => t.name === 'Bravo')!.gamesWithStats).toBe(14);
  });
});
