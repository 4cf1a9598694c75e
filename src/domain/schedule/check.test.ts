import { describe, expect, it } from 'vitest';
import { checkSchedule } from './check.ts';
import { defaultSoftWeights, type Placement, type ScheduleProblem } from './problem.ts';

const sat = (h: number, m = 0) => 1440 + h * 60 + m;

/** Saturday 08:00–14:00 at two gyms; four teams, three pool games and a final after them. */
function weekend(): ScheduleProblem {
  const open = [{ start: sat(8), end: sat(14) }];
  return {
    venues: [
      { id: 'north', name: 'North' },
      { id: 'south', name: 'South' },
    ],
    courts: [
      { id: 'n1', venueId: 'north', name: '1', show: true, open },
      { id: 'n2', venueId: 'north', name: '2', show: false, open },
      { id: 's1', venueId: 'south', name: '1', show: false, open },
    ],
    divisions: [{ id: 'u12', name: 'U12', slotMinutes: 60 }],
    teams: ['a', 'b', 'c', 'd'].map((id) => ({
      id,
      name: id,
      divisionId: 'u12',
      blackouts: id === 'b' ? [{ start: sat(8), end: sat(9) }] : [],
    })),
    coaches: [{ id: 'k', name: 'K', teamIds: ['a', 'd'] }],
    games: [
      {
        id: 'ab',
        divisionId: 'u12',
        teams: ['a', 'b'],
        after: [],
        possibleTeams: [],
        popular: false,
      },
      {
        id: 'cd',
        divisionId: 'u12',
        teams: ['c', 'd'],
        after: [],
        possibleTeams: [],
        popular: false,
      },
      {
        id: 'ac',
        divisionId: 'u12',
        teams: ['a', 'c'],
        after: [],
        possibleTeams: [],
        popular: false,
      },
      {
        id: 'final',
        divisionId: 'u12',
        teams: null,
        after: ['ab', 'cd', 'ac'],
        possibleTeams: ['a', 'b', 'c', 'd'],
        popular: true,
      },
    ],
    rules: { minRestMinutes: 60, maxGamesPerTeamPerDay: 3, travelMinutes: 30 },
    weights: defaultSoftWeights,
    locked: [],
  };
}

const valid: Placement[] = [
  { gameId: 'ab', courtId: 'n1', start: sat(9) },
  { gameId: 'cd', courtId: 'n2', start: sat(8) },
  { gameId: 'ac', courtId: 'n1', start: sat(11) },
  { gameId: 'final', courtId: 'n1', start: sat(13) },
];

const withChange = (gameId: string, change: Partial<Placement>) =>
  valid.map((p) => (p.gameId === gameId ? { ...p, ...change } : p));

describe('checkSchedule', () => {
  it('finds nothing wrong with a schedule that keeps every rule', () => {
    expect(checkSchedule(weekend(), valid)).toEqual([]);
  });

  it('names each broken rule with the games and the numbers', () => {
    const problem = weekend();
    const rules = (placements: Placement[]) =>
      checkSchedule(problem, placements).map((v) => v.rule);

    expect(rules(valid.filter((p) => p.gameId !== 'final'))).toContain('unplaced');
    expect(rules(withChange('cd', { courtId: 'n1', start: sat(9) }))).toContain('court-busy');
    expect(rules(withChange('cd', { courtId: 'nowhere' }))).toContain('unknown-court');
    expect(rules(withChange('cd', { start: sat(13, 30) }))).toContain('court-closed');
    expect(rules(withChange('ab', { start: sat(8) }))).toContain('team-blackout');
    // a plays at 09:00 and again at 10:00 on the other court: no rest between.
    const tired = checkSchedule(problem, withChange('ac', { courtId: 'n2', start: sat(10) }));
    expect(tired).toContainEqual({
      rule: 'team-rest',
      gameIds: ['ab', 'ac'],
      teamId: 'a',
      gapMinutes: 0,
      needMinutes: 60,
    });
    // The coach of a and d: a at 09:00 at North, d at 09:00 at South.
    expect(rules(withChange('cd', { courtId: 's1', start: sat(9) }))).toContain('coach-overlap');
    // Back to back at two gyms: the coach needs 30 minutes to get from one to the other.
    const travel = checkSchedule(problem, withChange('cd', { courtId: 's1', start: sat(10) }));
    expect(travel).toContainEqual({
      rule: 'coach-overlap',
      gameIds: ['ab', 'cd'],
      coachId: 'k',
      gapMinutes: 0,
      needMinutes: 30,
    });
    // The final at 12:00, when its last feeder ends at 12:00.
    expect(checkSchedule(problem, withChange('final', { start: sat(12) }))).toContainEqual({
      rule: 'bracket-order',
      gameIds: ['ac', 'final'],
      gapMinutes: 0,
      needMinutes: 60,
    });
    problem.rules.maxGamesPerTeamPerDay = 2;
    // a has two pool games on Saturday and could be in the final too.
    expect(rules(valid)).toContain('team-day-limit');
  });
});
