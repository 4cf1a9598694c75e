import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSchedule } from './check.ts';
import { explainShortfall } from './explain.ts';
import { weekendFixture } from './fixture.ts';
import { greedySchedule } from './greedy.ts';

const weekend = fc.record({
  divisions: fc.integer({ min: 1, max: 3 }),
  teamsPerDivision: fc.integer({ min: 4, max: 12 }),
  venues: fc.integer({ min: 1, max: 3 }),
  courtsPerVenue: fc.integer({ min: 1, max: 3 }),
  coachesWithTwoTeams: fc.integer({ min: 0, max: 4 }),
  teamsWithBlackouts: fc.integer({ min: 0, max: 6 }),
  bracketSize: fc.constantFrom(0, 2, 4),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
});

describe('greedySchedule', () => {
  it('never breaks a hard rule, and accounts for every game it could not place', () => {
    fc.assert(
      fc.property(weekend, (options) => {
        const problem = weekendFixture(options);
        problem.rules.travelMinutes = 90; // longer than the rest: coaches' travel rows matter
        const { placements, unplaced, blocked } = greedySchedule(problem);
        const broken = checkSchedule(problem, placements).filter((v) => v.rule !== 'unplaced');
        expect(broken).toEqual([]);
        expect(placements.length + unplaced.length).toBe(problem.games.length);
        expect(blocked.map((b) => b.gameId)).toEqual(unplaced);
        if (unplaced.length > 0) {
          const explained = explainShortfall(problem, blocked).divisions.flatMap((d) => d.unplaced);
          expect(explained.sort()).toEqual([...unplaced].sort());
        }
      }),
      { numRuns: 60 },
    );
  });

  it('places every game of a weekend with room to spare', () => {
    fc.assert(
      fc.property(weekend, (options) => {
        const problem = weekendFixture({ ...options, venues: 4, courtsPerVenue: 4 });
        expect(greedySchedule(problem).unplaced).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
