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
  // Each point to the five on court when it is recorded (EuroLeague and FIBA box scores).
  plusMinus: 'moment',
  // Art. 36 and 41: a player's technical foul is one of their fouls and a team foul; two
  // technicals, two unsportsmanlike fouls, or one of each disqualify (Art. 36.2.3, 37.2.3).
  technicalFouls: { personal: true, team: true },
  ejection: { technicals: 2, unsportsmanlike: 2, combined: true },
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
  // Points scored during a stoppage go to the five on court before its substitutions.
  plusMinus: 'stoppage',
  // Rule 12A: a technical is not a personal foul and not a team foul; two technicals eject, and
  // so do two flagrant fouls (penalty 1).
  technicalFouls: { personal: false, team: false },
  ejection: { technicals: 2, unsportsmanlike: 2, combined: false },
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
  plusMinus: 'moment',
  // Rule 10: a player's (Class A) technical counts toward their five fouls and the team fouls;
  // two of them eject, as do two flagrant 1 fouls.
  technicalFouls: { personal: true, team: true },
  ejection: { technicals: 2, unsportsmanlike: 2, combined: false },
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
  plusMinus: 'moment',
  // A player's (direct) technical counts toward their five fouls and the bonus; two eject.
  technicalFouls: { personal: true, team: true },
  ejection: { technicals: 2, unsportsmanlike: 2, combined: false },
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
  plusMinus: 'moment',
  // Rule 4-19: a player's technical is a player foul and a team foul; two technicals
  // disqualify. An intentional foul (unsportsmanlike here) never does; a flagrant one is
  // disqualifying on its own.
  technicalFouls: { personal: true, team: true },
  ejection: { technicals: 2, unsportsmanlike: null, combined: false },
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
  return {
    ...rules,
    shotClock: { ...rules.shotClock },
    timeouts: { ...rules.timeouts },
    technicalFouls: { ...rules.technicalFouls },
    ejection: { ...rules.ejection },
  };
}

/**
 * Rules as a season stored them before a field existed, completed from their preset: a season
 * keeps every number it had, and takes its rulebook's accounting for what it never said.
 */
export function completeRules(
  stored: Omit<GameRules, 'plusMinus' | 'technicalFouls' | 'ejection'> & Partial<GameRules>,
): GameRules {
  const preset = rulePresets[stored.preset] ?? rulePresets.fiba;
  return {
    ...stored,
    plusMinus: stored.plusMinus ?? preset.plusMinus,
    technicalFouls: stored.technicalFouls ?? { ...preset.technicalFouls },
    ejection: stored.ejection ?? { ...preset.ejection },
  };
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
