// A playoff bracket as data: matches whose sides come from seeds or from earlier matches'
// winners and losers. Its shape is a pure function of the format, the options and the number of
// teams (buildBracket); who plays where follows from the seeds and the results (resolve.ts).
import { doubleElimination } from './double-elimination.ts';
import { singleElimination } from './single-elimination.ts';

export const bracketFormats = ['single', 'double'] as const;
export type BracketFormat = (typeof bracketFormats)[number];

/** How many teams a bracket seeds. */
export const minBracketTeams = 3;
export const maxBracketTeams = 32;

/** Where one side of a match comes from. Seeds are 1-based. */
export type Source =
  | { kind: 'seed'; seed: number }
  | { kind: 'winner'; slot: string }
  | { kind: 'loser'; slot: string };

export const bracketSections = ['winners', 'losers', 'final', 'third'] as const;
export type BracketSection = (typeof bracketSections)[number];

/**
 * What a match is called, without words: each screen says it in its own language ("Quarter-final
 * 2", "Cuarto de final 2"). The winners-bracket stages are those of a double-elimination bracket.
 */
export const matchStages = [
  'round',
  'quarterFinal',
  'semiFinal',
  'final',
  'winnersRound',
  'winnersQuarterFinal',
  'winnersSemiFinal',
  'winnersFinal',
  'losersRound',
  'losersFinal',
  'grandFinal',
  'grandFinalReset',
  'thirdPlace',
] as const;
export type MatchStage = (typeof matchStages)[number];

export interface MatchName {
  stage: MatchStage;
  /** The round's number inside its section ("Round 2 · Game 1", "Losers round 3 · Game 2"). */
  round: number;
  /**
   * The match's number inside its round, or null when the name has none: a final, or the only
   * semi-final of a three-team bracket.
   */
  game: number | null;
}

export interface BracketMatchShape {
  /** W<round>-<n>, L<round>-<n>, GF, GF2 (reset) or 3P; unique in a bracket. */
  slot: string;
  section: BracketSection;
  /** 1-based inside its section. */
  round: number;
  /** 1-based inside its round, top to bottom as drawn. */
  order: number;
  /** What it is called: "Semi-final 1", "Losers round 3 · Game 1", "Grand final", … */
  name: MatchName;
  home: Source;
  away: Source;
}

export interface BracketOptions {
  format: BracketFormat;
  /** How many teams are seeded (3–32). */
  teams: number;
  /** Single elimination with at least 4 teams: the semi-final losers play for third place. */
  thirdPlaceGame: boolean;
  /** Double elimination: a second grand final when the losers-bracket champion wins the first. */
  resetGame: boolean;
}

/** Matches in an order where every source names an earlier match. */
export function buildBracket(options: BracketOptions): BracketMatchShape[] {
  const { teams } = options;
  if (!Number.isInteger(teams) || teams < minBracketTeams || teams > maxBracketTeams) {
    throw new RangeError(`A bracket has ${minBracketTeams}–${maxBracketTeams} teams, not ${teams}`);
  }
  return options.format === 'single'
    ? singleElimination(teams, options.thirdPlaceGame)
    : doubleElimination(teams, options.resetGame);
}

/** Whether a third-place game can be played: two semi-finals exist from four teams up. */
export function allowsThirdPlaceGame(teams: number): boolean {
  return teams >= 4;
}
