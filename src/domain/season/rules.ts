// The shape of a season's game rules and standings rules (PRODUCT.md §2). The presets with the
// real numbers of each rulebook live in rule-presets.ts; the contract validates this same shape.

export const rulePresetIds = ['fiba', 'nba', 'ncaa-men', 'ncaa-women', 'nfhs', 'custom'] as const;
export type RulePresetId = (typeof rulePresetIds)[number];

export interface GameRules {
  preset: RulePresetId;
  /** Regulation periods (4 quarters, or 2 halves). */
  periods: number;
  periodMinutes: number;
  overtimeMinutes: number;
  shotClock: {
    enabled: boolean;
    /** A new possession. */
    fullSeconds: number;
    /** Reset after e.g. an offensive rebound or a foul in the frontcourt (FIBA/NBA: 14). */
    resetSeconds: number;
  };
  /** Team fouls after which each further foul gives free throws (FIBA: the 5th foul is the 4 + 1). */
  teamFoulsBeforeBonus: number;
  /** Where team fouls are counted from zero again. */
  teamFoulsReset: 'period' | 'half';
  personalFoulsToDisqualify: number;
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
    technicals: number;
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
  'points-scored',
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
}
