import { describe, expect, it } from 'vitest';
import { settingsProblems } from './explain.ts';
import { smallWeekend } from './fixture.ts';

describe('settingsProblems', () => {
  it('finds nothing wrong with workable settings', () => {
    expect(settingsProblems(smallWeekend())).toEqual([]);
  });

  it('refuses settings no schedule could keep, saying which', () => {
    const problem = smallWeekend();
    // The longest opening is Saturday's 14 hours: two 60-minute games need a rest under 12.
    problem.rules.minRestMinutes = 13 * 60;
    problem.divisions[0]!.slotMinutes = 15 * 60;
    problem.rules.maxGamesPerTeamPerDay = 1;
    const kinds = settingsProblems(problem).map((p) => p.kind);
    expect(kinds).toContain('slot-longer-than-opening');
    // Three pool games each, three days, one a day: still possible.
    expect(kinds).not.toContain('too-many-games-for-days');
    problem.rules.maxGamesPerTeamPerDay = 2;
    expect(settingsProblems(problem)).toContainEqual({
      kind: 'rest-longer-than-day',
      restMinutes: 780,
      longestOpenMinutes: 840,
    });
    problem.courts.forEach((c) => (c.open = c.open.slice(1, 2)));
    problem.rules.maxGamesPerTeamPerDay = 2;
    expect(settingsProblems(problem).map((p) => p.kind)).toContain('too-many-games-for-days');
  });
});
