// The numbers of each rulebook (2024-25 editions) that a season starts from when the organiser
// picks a preset. The organiser may still change every field afterwards (the preset then only
// records where the numbers came from).
import type { GameRules, RulePresetId, StandingsRules, TiebreakerId } from './rules.ts';

// FIBA Official Basketball Rules 2024. Simplified: FIBA counts overtime team fouls as part of the
// 4th quarter, and allows at most 2 second-half timeouts in the last 2 minutes of the 4th quarter;
// the model resets fouls each period and does not cap the last two minutes.
const fiba: GameRules = {
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
};

// Official Rules of the NBA 2024-25. Simplified: the penalty also starts on the 2nd team foul in
// the last 2 minutes of a period (and 4 fouls per overtime), and at most 4 timeouts may be used in
// the 4th quarter (2 in its last 3 minutes); none of those refinements are modelled.
const nba: GameRules = {
  preset: 'nba',
  periods: 4,
  periodMinutes: 12,
  overtimeMinutes: 5,
  shotClock: { enabled: true, fullSeconds: 24, resetSeconds: 14 },
  teamFoulsBeforeBonus: 4,
  teamFoulsReset: 'period',
  personalFoulsToDisqualify: 6,
  timeouts: { allowance: 'game', firstHalf: 7, secondHalf: 0, perOvertime: 2 },
  showTenthsLastMinute: true,
};

// NCAA Men's Basketball Rules 2024-25. Simplified: the bonus is a 1-and-1 from the 7th team foul
// of a half and two shots (double bonus) from the 10th; the model only knows "6 fouls before
// free throws, counted per half". Overtime fouls count with the second half in the rulebook. At
// most 3 of the 4 timeouts may be carried into the second half; unused timeouts carry into
// overtime.
const ncaaMen: GameRules = {
  preset: 'ncaa-men',
  periods: 2,
  periodMinutes: 20,
  overtimeMinutes: 5,
  shotClock: { enabled: true, fullSeconds: 30, resetSeconds: 20 },
  teamFoulsBeforeBonus: 6,
  teamFoulsReset: 'half',
  personalFoulsToDisqualify: 5,
  timeouts: { allowance: 'game', firstHalf: 4, secondHalf: 0, perOvertime: 1 },
  showTenthsLastMinute: true,
};

// NCAA Women's Basketball Rules 2024-25: two shots from the 5th team foul of each quarter;
// overtime fouls count with the 4th quarter in the rulebook (the model resets them). At most 3
// of the 4 timeouts may be carried into the second half; unused ones carry into overtime.
const ncaaWomen: GameRules = {
  preset: 'ncaa-women',
  periods: 4,
  periodMinutes: 10,
  overtimeMinutes: 5,
  shotClock: { enabled: true, fullSeconds: 30, resetSeconds: 20 },
  teamFoulsBeforeBonus: 4,
  teamFoulsReset: 'period',
  personalFoulsToDisqualify: 5,
  timeouts: { allowance: 'game', firstHalf: 4, secondHalf: 0, perOvertime: 1 },
  showTenthsLastMinute: true,
};

// NFHS Basketball Rules 2024-25 (US high school). Since 2023-24 team fouls reset each quarter and
// the 5th team foul gives two shots (the 1-and-1 is gone); overtime fouls count with the 4th
// quarter in the rulebook. The 35-second shot clock is a state-association option (since 2022-23)
// and has no shorter reset, so it is off by default with 35/35. Timeouts: three 60-second and two
// 30-second per game, one 60-second per overtime, unused ones carried over.
const nfhs: GameRules = {
  preset: 'nfhs',
  periods: 4,
  periodMinutes: 8,
  overtimeMinutes: 4,
  shotClock: { enabled: false, fullSeconds: 35, resetSeconds: 35 },
  teamFoulsBeforeBonus: 4,
  teamFoulsReset: 'period',
  personalFoulsToDisqualify: 5,
  timeouts: { allowance: 'game', firstHalf: 5, secondHalf: 0, perOvertime: 1 },
  showTenthsLastMinute: true,
};

export const rulePresets: Record<RulePresetId, GameRules> = {
  fiba,
  nba,
  'ncaa-men': ncaaMen,
  'ncaa-women': ncaaWomen,
  nfhs,
  custom: { ...fiba, preset: 'custom' },
};

export const rulePresetLabels: Record<RulePresetId, string> = {
  fiba: 'FIBA',
  nba: 'NBA',
  'ncaa-men': 'NCAA men',
  'ncaa-women': 'NCAA women',
  nfhs: 'NFHS (US high school)',
  custom: 'Custom',
};

/** A copy the caller may change without touching the shared preset. */
export function presetRules(id: RulePresetId): GameRules {
  const rules = rulePresets[id];
  return { ...rules, shotClock: { ...rules.shotClock }, timeouts: { ...rules.timeouts } };
}

// FIBA Internal Regulations, Appendix D (classification of teams).
export const defaultStandingsRules: StandingsRules = {
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
};

export const tiebreakerLabels: Record<TiebreakerId, string> = {
  'head-to-head': 'Head-to-head',
  'head-to-head-point-difference': 'Head-to-head point difference',
  'point-difference': 'Point difference',
  'points-scored': 'Points scored',
  'points-allowed': 'Points allowed',
  wins: 'Wins',
};
