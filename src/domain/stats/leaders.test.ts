import { describe, expect, it } from 'vitest';
import { perGame, shootingPct } from './averages.ts';
import { emptyStatLine, type StatLine } from './game-box.ts';
import { minimumGames, minimumGamesRule, rankLeaders, type LeaderCandidate } from './leaders.ts';

function candidate(
  name: string,
  games: number,
  qualified: boolean,
  totals: Partial<StatLine>,
): LeaderCandidate {
  const line = { ...emptyStatLine(), ...totals };
  const [firstName, lastName] = name.split(' ') as [string, string];
  return {
    playerId: name,
    firstName,
    lastName,
    jersey: '1',
    teamId: 't',
    teamShortName: 'T',
    games,
    qualified,
    totals: line,
    perGame: perGame(line, games),
    pct: shootingPct(line),
  };
}

const category = (key: string, list: LeaderCandidate[]) =>
  rankLeaders(list)
    .find((c) => c.key === key)!
    .leaders.map((l) => [l.rank, l.name, l.value]);

describe('minimum games', () => {
  it('is half of the team’s games, rounded up, at least 1', () => {
    expect([0, 1, 2, 3, 7, 14].map(minimumGames)).toEqual([1, 1, 1, 2, 4, 7]);
  });

  it('gives the rule’s numbers when every team has played as many games', () => {
    expect(minimumGamesRule([7, 7, 0])).toEqual({ minimum: 4, teamGames: 7 });
    expect(minimumGamesRule([1])).toEqual({ minimum: 1, teamGames: 1 });
    expect(minimumGamesRule([6, 7])).toBeNull();
    expect(minimumGamesRule([])).toBeNull();
  });
});

describe('rankLeaders', () => {
  it('shares ranks on equal values (1, 1, 3), lists ties by name and keeps five', () => {
    const list = [
      candidate('Zed Young', 2, true, { points: 20 }), // 10.0
      candidate('Amy Young', 2, true, { points: 20 }), // 10.0
      candidate('Bob Adams', 3, true, { points: 25 }), // 8.3
      candidate('Cat Brown', 3, true, { points: 25 }), // 8.3
      candidate('Dan Clark', 1, true, { points: 8 }), // 8.0
      candidate('Eve Doyle', 1, true, { points: 2 }), // 2.0: sixth, left out
      candidate('Fay Evans', 1, false, { points: 40 }), // not qualified
    ];
    expect(category('points', list)).toEqual([
      [1, 'Amy Young', 10],
      [1, 'Zed Young', 10],
      [3, 'Bob Adams', 8.3],
      [3, 'Cat Brown', 8.3],
      [5, 'Dan Clark', 8],
    ]);
  });

  it('compares the values shown: 10.04 and 10.0 per game share a rank', () => {
    const list = [
      candidate('Ann Able', 25, true, { rebounds: 251 }), // 10.04 → 10.0
      candidate('Ben Bold', 1, true, { rebounds: 10 }),
    ];
    expect(category('rebounds', list)).toEqual([
      [1, 'Ann Able', 10],
      [1, 'Ben Bold', 10],
    ]);
  });

  it('leaves out zeros per game, and percentages below the minimum attempts', () => {
    const list = [
      // 5 FGA in 2 games is under 3 a game; 6 in 2 is enough.
      candidate('Low Volume', 2, true, { fieldGoalsMade: 5, fieldGoalsAttempted: 5 }),
      candidate('Enough Shots', 2, true, { fieldGoalsMade: 3, fieldGoalsAttempted: 6 }),
      candidate('No Steals', 2, true, { steals: 0, freeThrowsAttempted: 2 }),
    ];
    expect(category('fieldGoalPct', list)).toEqual([[1, 'Enough Shots', 50]]);
    expect(category('steals', list)).toEqual([]);
    expect(category('freeThrowPct', list)).toEqual([[1, 'No Steals', 0]]);
    const facts = rankLeaders(list).map(({ key, minimumAttemptsPerGame, beyondArcPoints }) => ({
      key,
      minimumAttemptsPerGame,
      beyondArcPoints,
    }));
    expect(facts).toEqual([
      { key: 'points', minimumAttemptsPerGame: null, beyondArcPoints: null },
      { key: 'rebounds', minimumAttemptsPerGame: null, beyondArcPoints: null },
      { key: 'assists', minimumAttemptsPerGame: null, beyondArcPoints: null },
      { key: 'steals', minimumAttemptsPerGame: null, beyondArcPoints: null },
      { key: 'blocks', minimumAttemptsPerGame: null, beyondArcPoints: null },
      { key: 'fieldGoalPct', minimumAttemptsPerGame: 3, beyondArcPoints: null },
      { key: 'threePct', minimumAttemptsPerGame: 1, beyondArcPoints: 3 },
      { key: 'freeThrowPct', minimumAttemptsPerGame: 1, beyondArcPoints: null },
    ]);
  });

  it('says the beyond-the-arc field goals are worth 2 in a FIBA 3x3 season', () => {
    const threes = rankLeaders([], { shotValues: [1, 2] }).find((c) => c.key === 'threePct');
    expect(threes?.beyondArcPoints).toBe(2);
  });
});
