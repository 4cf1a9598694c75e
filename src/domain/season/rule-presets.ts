// The numbers of each rulebook (2024-25 editions) that a season starts from when the organiser
// picks a preset. The organiser may still change every field afterwards (the preset then only
// records where the numbers came from).
import type { GameRules, RulePresetId, StandingsRules } from './rules.ts';

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

// FIBA 3x3 Rules of the Game, 2024 edition (the Official Basketball Rules apply to whatever they
// do not say). Art. 2: three players on court and one substitute. Art. 5: a field goal is worth 1
// inside the arc and 2 beyond it, a free throw 1. Art. 6: one period of 10 minutes; the first
// team to score 21 or more wins at once, in regulation only; a tie at the end goes, after a
// 1-minute interval (not timed here), to an overtime won by the first team to score 2 points.
// Art. 7: the penalty starts with the 7th team foul (fouls 7–9: 2 free throws, the 10th and after
// 2 free throws and possession; the possession is the referee's call and not recorded here), team
// fouls count for the whole game, and no player is excluded for personal fouls. Art. 9: a
// 12-second shot clock, reset to 12 for every new shot clock period (there is no shorter reset).
// Art. 11: one timeout per team (the TV timeouts of FIBA 3x3 official competitions are not a
// team's and not modelled). Art. 15: two unsportsmanlike fouls disqualify (technicals do not
// count), as does a disqualifying foul. Technical fouls count as the Official Basketball Rules
// count them (Art. 36 and 41: a player's foul and a team foul).
const fiba3x3: GameRules = {
  preset: 'fiba-3x3',
  periods: 1,
  periodMinutes: 10,
  // Unused while overtime is untimed; the length a season gets if it turns the clock on.
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
};

export const rulePresets: Record<RulePresetId, GameRules> = {
  fiba,
  'fiba-3x3': fiba3x3,
  nba,
  'ncaa-men': ncaaMen,
  'ncaa-women': ncaaWomen,
  nfhs,
  custom: { ...fiba, preset: 'custom' },
};

export const rulePresetLabels: Record<RulePresetId, string> = {
  fiba: 'FIBA',
  'fiba-3x3': 'FIBA 3x3',
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

/** FIBA 3x3's fields, which a 5-on-5 rulebook leaves out (see GameRules). */
const threeByThreeFields = [
  'shotValues',
  'scoreLimit',
  'overtimePointsToWin',
  'playersOnCourt',
] as const satisfies readonly (keyof GameRules)[];

/**
 * Rules as a season stored them (or a request sent them) before a field existed, completed from
 * their preset: a season keeps every number it had, and takes its rulebook's for what it never
 * said (the accounting, and for a FIBA 3x3 season its 3x3 fields).
 */
export function completeRules(
  stored: Omit<GameRules, 'plusMinus' | 'technicalFouls' | 'ejection'> & Partial<GameRules>,
): GameRules {
  const preset = rulePresets[stored.preset] ?? rulePresets.fiba;
  const rules: GameRules = {
    ...stored,
    plusMinus: stored.plusMinus ?? preset.plusMinus,
    technicalFouls: stored.technicalFouls ?? { ...preset.technicalFouls },
    ejection: stored.ejection ?? { ...preset.ejection },
  };
  for (const field of threeByThreeFields) {
    if (rules[field] === undefined && preset[field] !== undefined) {
      Object.assign(rules, { [field]: preset[field] });
    }
  }
  return rules;
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

// FIBA 3x3 Rules of the Game 2024, Art. 13 (classification of teams): most wins, as a win ratio
// when teams played different numbers of games; then head-to-head (wins and losses only); then the
// most points scored per game, forfeit wins left out. Teams still level are ordered by seeding,
// which seasons here do not have: they are listed alphabetically.
export const threeByThreeStandingsRules: StandingsRules = {
  rankBy: 'win-percentage',
  pointsForWin: 2,
  pointsForLoss: 1,
  pointsForForfeitLoss: 0,
  tiebreakers: ['head-to-head', 'points-scored-average'],
};

/** The standings rules that go with a rulebook: FIBA 3x3's, or the FIBA Appendix D default. */
export function presetStandingsRules(id: RulePresetId): StandingsRules {
  const rules = id === 'fiba-3x3' ? threeByThreeStandingsRules : defaultStandingsRules;
  return { ...rules, tiebreakers: [...rules.tiebreakers] };
}
