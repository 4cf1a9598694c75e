import { describe, expect, it } from 'vitest';
import {
  completeRules,
  defaultStandingsRules,
  presetRules,
  presetStandingsRules,
  rulePresetLabels,
  rulePresets,
  threeByThreeStandingsRules,
} from './rule-presets.ts';
import { rulePresetIds } from './rules.ts';

describe('rule presets', () => {
  it('has a preset and a label for every preset id, each naming itself', () => {
    for (const id of rulePresetIds) {
      expect(rulePresets[id].preset).toBe(id);
      expect(rulePresetLabels[id]).toMatch(/\S/);
    }
    expect(new Set(Object.values(rulePresetLabels)).size).toBe(rulePresetIds.length);
  });

  it('plays FIBA as 4 × 10 with a 24/14 shot clock, 2 + 3 timeouts and 5 fouls', () => {
    expect(rulePresets.fiba).toEqual({
      preset: 'fiba',
      periods: 4,
      periodMinutes: 10,
      overtimeMinutes: 5,
      shotClock: { enabled: true, fullSeconds: 24, resetSeconds: 14 },
      teamFoulsBeforeBonus: 4,
      teamFoulsReset: 'period',
      personalFoulsToDisqualify: 5,
      timeouts: { allowance: 'half', firstHalf: 2, secondHalf: 3, perOvertime: 1 },
      showTenthsLastMinute: true,
      plusMinus: 'moment',
      technicalFouls: { personal: true, team: true },
      ejection: { technicals: 2, unsportsmanlike: 2, combined: true },
    });
  });

  it("keeps each rulebook's accounting: plus/minus in a stoppage, what a technical counts as", () => {
    expect(rulePresets.nba.plusMinus).toBe('stoppage');
    expect(rulePresets.nba.technicalFouls).toEqual({ personal: false, team: false });
    expect(rulePresets.nba.ejection).toEqual({
      technicals: 2,
      unsportsmanlike: 2,
      combined: false,
    });
    expect(rulePresets.nfhs.ejection.unsportsmanlike).toBeNull();
    // Rules stored before these fields existed take their preset's.
    const { plusMinus: _p, technicalFouls: _t, ejection: _e, ...old } = presetRules('nba');
    expect(completeRules(old)).toEqual(rulePresets.nba);
  });

  it('plays the NBA as 4 × 12 with 6 fouls and 7 timeouts a game', () => {
    const nba = rulePresets.nba;
    expect([nba.periods, nba.periodMinutes, nba.overtimeMinutes]).toEqual([4, 12, 5]);
    expect(nba.personalFoulsToDisqualify).toBe(6);
    expect(nba.timeouts).toEqual({
      allowance: 'game',
      firstHalf: 7,
      secondHalf: 0,
      perOvertime: 2,
    });
    expect(nba.shotClock).toEqual({ enabled: true, fullSeconds: 24, resetSeconds: 14 });
  });

  it('plays NCAA men in two halves of 20 with fouls counted per half', () => {
    const men = rulePresets['ncaa-men'];
    expect([men.periods, men.periodMinutes]).toEqual([2, 20]);
    expect(men.shotClock).toEqual({ enabled: true, fullSeconds: 30, resetSeconds: 20 });
    expect([men.teamFoulsBeforeBonus, men.teamFoulsReset]).toEqual([6, 'half']);
    expect(men.timeouts).toEqual({
      allowance: 'game',
      firstHalf: 4,
      secondHalf: 0,
      perOvertime: 1,
    });
  });

  it('plays NCAA women in quarters with the bonus on the 5th foul of a quarter', () => {
    const women = rulePresets['ncaa-women'];
    expect([women.periods, women.periodMinutes]).toEqual([4, 10]);
    expect([women.teamFoulsBeforeBonus, women.teamFoulsReset]).toEqual([4, 'period']);
    expect(women.shotClock.fullSeconds).toBe(30);
  });

  it('plays NFHS as 4 × 8 with 4-minute overtimes and the optional shot clock off', () => {
    const nfhs = rulePresets.nfhs;
    expect([nfhs.periods, nfhs.periodMinutes, nfhs.overtimeMinutes]).toEqual([4, 8, 4]);
    expect(nfhs.shotClock).toEqual({ enabled: false, fullSeconds: 35, resetSeconds: 35 });
    expect([nfhs.teamFoulsBeforeBonus, nfhs.teamFoulsReset]).toEqual([4, 'period']);
    expect(nfhs.timeouts.firstHalf).toBe(5);
  });

  it('starts custom rules from the FIBA numbers', () => {
    expect({ ...rulePresets.custom, preset: 'fiba' }).toEqual(rulePresets.fiba);
  });

  it('hands out copies that can be changed without touching the presets', () => {
    const rules = presetRules('nba');
    rules.shotClock.fullSeconds = 30;
    rules.timeouts.perOvertime = 9;
    rules.periods = 2;
    expect(rulePresets.nba.shotClock.fullSeconds).toBe(24);
    expect(rulePresets.nba.timeouts.perOvertime).toBe(2);
    expect(presetRules('nba')).toEqual(rulePresets.nba);
  });
});

describe('FIBA 3x3', () => {
  it('plays one 10-minute period to 21, an untimed overtime to 2, 3 on court, 1 and 2 points', () => {
    expect(rulePresets['fiba-3x3']).toEqual({
      preset: 'fiba-3x3',
      periods: 1,
      periodMinutes: 10,
      overtimeMinutes: 5,
      shotValues: [1, 2],
      scoreLimit: 21,
      overtimePointsToWin: 2,
      playersOnCourt: 3,
      shotClock: { enabled: true, fullSeconds: 12, resetSeconds: 12 },
      teamFoulsBeforeBonus: 6,
      teamFoulsReset: 'game',
      personalFoulsToDisqualify: null,
      timeouts: { allowance: 'game', firstHalf: 1, secondHalf: 0, perOvertime: 0 },
      showTenthsLastMinute: true,
      plusMinus: 'moment',
      technicalFouls: { personal: true, team: true },
      ejection: { technicals: null, unsportsmanlike: 2, combined: false },
    });
  });

  it('completes 3x3 rules sent without their 3x3 fields, and leaves 5-on-5 rules without them', () => {
    const {
      shotValues: _v,
      scoreLimit: _l,
      overtimePointsToWin: _o,
      playersOnCourt: _p,
      ...old
    } = presetRules('fiba-3x3');
    expect(completeRules(old)).toEqual(rulePresets['fiba-3x3']);
    const fiba = completeRules(presetRules('fiba'));
    for (const field of ['shotValues', 'scoreLimit', 'overtimePointsToWin', 'playersOnCourt']) {
      expect(field in fiba).toBe(false);
    }
  });

  it('ranks by win percentage, then head-to-head, then points scored per game', () => {
    expect(threeByThreeStandingsRules).toMatchObject({
      rankBy: 'win-percentage',
      tiebreakers: ['head-to-head', 'points-scored-average'],
    });
    expect(presetStandingsRules('fiba-3x3')).toEqual(threeByThreeStandingsRules);
    expect(presetStandingsRules('nba')).toEqual(defaultStandingsRules);
  });
});

describe('standings rules', () => {
  it('defaults to FIBA classification: 2 for a win, 1 for a loss, 0 for a forfeit', () => {
    expect(defaultStandingsRules).toEqual({
      rankBy: 'points',
      pointsForWin: 2,
      pointsForLoss: 1,
      pointsForForfeitLoss: 0,
      tiebreakers: [
        'head-to-head',
        'head-to-head-point-difference',
        'point-difference',
        'points-scored',
      ],
    });
  });
});
