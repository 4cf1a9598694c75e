// The shape of a season's game rules and standings rules (docs/product/league-data.md). The presets with the
// real numbers of each rulebook live in rule-presets.ts; the contract validates this same shape.

export const rulePresetIds = [
  'fiba',
  'fiba-3x3',
  'nba',
  'ncaa-men',
  'ncaa-women',
  'nfhs',
  'custom',
] as const;
export type RulePresetId = (typeof rulePresetIds)[number];

/**
 * What a field goal is worth: [inside the arc, beyond it]. 5-on-5 basketball scores 2 and 3;
 * FIBA 3x3 scores 1 and 2 (and so has no three-pointers).
 */
export type ShotValues = [2, 3] | [1, 2];

/** What one free throw can be worth (events.ts's free-throw `points`). */
export type FreeThrowPoints = 1 | 2 | 3;

export interface GameRules {
  preset: RulePresetId;
  /** Regulation periods (4 quarters, or 2 halves, or FIBA 3x3's one). */
  periods: number;
  periodMinutes: number;
  /** The length of a timed overtime (unused when `overtimePointsToWin` is set). */
  overtimeMinutes: number;
  // The fields below up to `shotClock` came with FIBA 3x3; a rulebook that leaves them out plays
  // 5-on-5 (see the accessors at the end of this file).
  /** What a field goal is worth; left out: 2 and 3. */
  shotValues?: ShotValues;
  /**
   * A team reaching this score in regulation wins at once, whatever the clock shows (FIBA 3x3:
   * 21); left out: no score limit.
   */
  scoreLimit?: number;
  /**
   * One untimed overtime, won by the first team to score this many points in it (FIBA 3x3: 2):
   * the game clock does not run in it, the shot clock does. Left out: overtimes are timed periods
   * of `overtimeMinutes`.
   */
  overtimePointsToWin?: number;
  /** Players of a team on the court at once; left out: 5 (FIBA 3x3: 3). */
  playersOnCourt?: number;
  /**
   * The most a free throw may be worth, for leagues that shoot one free throw for a fouled shot's
   * value; left out: 1, as in every preset's rulebook.
   */
  maxFreeThrowPoints?: FreeThrowPoints;
  shotClock: {
    enabled: boolean;
    /** A new possession. */
    fullSeconds: number;
    /** Reset after e.g. an offensive rebound or a foul in the frontcourt (FIBA/NBA: 14). */
    resetSeconds: number;
  };
  /** Team fouls after which each further foul gives free throws (FIBA: the 5th foul is the 4 + 1). */
  teamFoulsBeforeBonus: number;
  /** Where team fouls are counted from zero again ('game': never, overtime included). */
  teamFoulsReset: 'period' | 'half' | 'game';
  /** null: personal fouls never disqualify on their own (FIBA 3x3). */
  personalFoulsToDisqualify: number | null;
  timeouts: {
    /** 'game': `firstHalf` is the whole game's allowance and `secondHalf` is 0. */
    allowance: 'game' | 'half';
    firstHalf: number;
    secondHalf: number;
    perOvertime: number;
  };
  /** Show tenths of a second on the game clock in the last minute of a period. */
  showTenthsLastMinute: boolean;
  /**
   * Whom plus/minus credits with points scored while the clock is stopped for substitutions:
   * 'stoppage' (NBA): the five on court before the stoppage's substitutions; 'moment' (FIBA):
   * the five on court when each point is recorded, in log order.
   */
  plusMinus: PlusMinusConvention;
  /** How a player's technical foul counts, by the rulebook. */
  technicalFouls: {
    /** Toward the player's fouls (the PF column and fouling out). */
    personal: boolean;
    /** Toward the team fouls (and so the penalty). */
    team: boolean;
  };
  /** How many technical and unsportsmanlike (flagrant) fouls disqualify a player. */
  ejection: {
    /** null: technical fouls never disqualify on their own (FIBA 3x3). */
    technicals: number | null;
    /** null: unsportsmanlike fouls alone never disqualify (NFHS intentional fouls). */
    unsportsmanlike: number | null;
    /** The two kinds are counted together (FIBA: a technical and an unsportsmanlike eject). */
    combined: boolean;
  };
}

export const plusMinusConventions = ['stoppage', 'moment'] as const;
export type PlusMinusConvention = (typeof plusMinusConventions)[number];

export const tiebreakerIds = [
  'head-to-head',
  'head-to-head-point-difference',
  'point-difference',
  'capped-point-difference',
  'points-scored',
  'points-scored-average',
  'points-allowed',
  'wins',
] as const;
export type TiebreakerId = (typeof tiebreakerIds)[number];

export interface StandingsRules {
  /** 'points': rank by standings points (e.g. FIBA 2 for a win, 1 for a loss); 'win-percentage'. */
  rankBy: 'points' | 'win-percentage';
  pointsForWin: number;
  pointsForLoss: number;
  /** Points for a forfeit loss (FIBA: 0). */
  pointsForForfeitLoss: number;
  /** Applied in order until the tie is broken. */
  tiebreakers: TiebreakerId[];
  /**
   * For the capped point difference: the most a single game counts, either way (tournaments
   * commonly cap at 15 or 20 so a blowout of a weak team decides nothing). Absent: 15.
   */
  pointDifferenceCap?: number;
}

export const defaultPointDifferenceCap = 15;

/** [inside the arc, beyond it]: the rules' field-goal values, 2 and 3 unless they say. */
export function shotValuesOf(rules: Pick<GameRules, 'shotValues'>): ShotValues {
  return rules.shotValues ?? [2, 3];
}

/** Players of a team on the court at once: 5 unless the rules say. */
export function playersOnCourtOf(rules: Pick<GameRules, 'playersOnCourt'>): number {
  return rules.playersOnCourt ?? 5;
}

/** The most a free throw may be worth: 1 unless the rules allow 2- or 3-point free throws. */
export function maxFreeThrowPointsOf(
  rules: Pick<GameRules, 'maxFreeThrowPoints'>,
): FreeThrowPoints {
  return rules.maxFreeThrowPoints ?? 1;
}

/**
 * How box scores name the field goals beyond the arc (BoxLine.threesMade): "3P", three-pointers,
 * or in FIBA 3x3 "2P", its 2-pointers. `made`/`attempted`/`pct` are the CSV's column names.
 */
export function beyondArcLabels(rules: Pick<GameRules, 'shotValues'>) {
  const short = `${shotValuesOf(rules)[1]}P`;
  return {
    short,
    made: `${short}M`,
    attempted: `${short}A`,
    pct: `${short}%`,
    name: short === '3P' ? 'Three-pointers' : 'Two-pointers (beyond the arc)',
  };
}
