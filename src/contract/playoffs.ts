// Playoff brackets (docs/product/league-pages.md#playoffs; premium, docs/product/plans.md). A bracket is drawn from seeds;
// its games are ordinary games that carry a bracket slot and are created as their teams become
// known, so every console and output works on them unchanged.
import { z } from 'zod';
import {
  bracketFormats,
  bracketSections,
  matchStages,
  maxBracketTeams,
  minBracketTeams,
} from '../domain/bracket/bracket.ts';
import { gameStatusSchema, gameTeamSchema } from './games.ts';
import { idSchema } from './ids.ts';

export const bracketFormatSchema = z.enum(bracketFormats);

export const createBracketSchema = z.object({
  format: bracketFormatSchema,
  /** Team ids in seed order (seed 1 first), usually the top of the standings. */
  teamIds: z
    .array(idSchema)
    .min(minBracketTeams, `Choose at least ${minBracketTeams} teams`)
    .max(maxBracketTeams, `At most ${maxBracketTeams} teams`)
    .refine((ids) => new Set(ids).size === ids.length, 'A team can only be seeded once'),
  thirdPlaceGame: z.boolean().default(false),
  resetGame: z.boolean().default(false),
});
export type CreateBracket = z.input<typeof createBracketSchema>;

/** What a match is called, as data: each screen words it in its language (`label` is in words). */
export const bracketMatchNameSchema = z.object({
  stage: z.enum(matchStages),
  /** The round's number inside its section: "Round 2 · Game 1", "Losers round 3 · Game 2". */
  round: z.number().int(),
  /** The match's number inside its round; null when the name has none ("Final"). */
  game: z.number().int().nullable(),
});
export type BracketMatchName = z.infer<typeof bracketMatchNameSchema>;

export const bracketSideSchema = z.object({
  /**
   * Where this side comes from, in the tournament's language: "Seed 3", "Winner of Quarter-final
   * 1", "Loser of Semi-final 2". `from` says the same as data.
   */
  source: z.string(),
  from: z.object({
    kind: z.enum(['seed', 'winner', 'loser']),
    /** The seed, for a side that comes from one. */
    seed: z.number().int().nullable(),
    /** The earlier match whose winner or loser plays here. */
    slot: z.string().nullable(),
    match: bracketMatchNameSchema.nullable(),
  }),
  seed: z.number().int().nullable(),
  team: gameTeamSchema.nullable(),
});

export const bracketMatchSchema = z.object({
  /** Stable id inside the bracket: W2-1 (winners round 2, match 1), L3-2, GF, GF2, 3P. */
  slot: z.string(),
  section: z.enum(bracketSections),
  round: z.number().int(),
  order: z.number().int(),
  /** In the tournament's language: "Quarter-final 2", "Losers round 3 · Game 1", "Grand final", … */
  label: z.string(),
  name: bracketMatchNameSchema,
  home: bracketSideSchema,
  away: bracketSideSchema,
  /** The game played for this match once both teams are known. */
  gameId: z.string().nullable(),
  status: gameStatusSchema.nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  winnerTeamId: z.string().nullable(),
  /** False for a reset game that turned out not to be needed. */
  needed: z.boolean(),
  /**
   * Set when an earlier result changed after this game had started; says what to do, in the
   * tournament's language. `conflictCause` says what changed, as data.
   */
  conflict: z.string().nullable(),
  conflictCause: z
    .object({
      /**
       * notNeeded: the grand final's result changed and this reset game is no longer needed;
       * seeds: the seeds changed; winner/loser: that of `match` changed.
       */
      kind: z.enum(['notNeeded', 'seeds', 'winner', 'loser']),
      match: bracketMatchNameSchema.nullable(),
    })
    .nullable(),
});
export type BracketMatch = z.infer<typeof bracketMatchSchema>;

export const bracketSchema = z.object({
  id: z.string(),
  seasonId: z.string(),
  format: bracketFormatSchema,
  thirdPlaceGame: z.boolean(),
  resetGame: z.boolean(),
  seeds: z.array(z.object({ seed: z.number().int(), team: gameTeamSchema })),
  matches: z.array(bracketMatchSchema),
  championTeamId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Bracket = z.infer<typeof bracketSchema>;

/** GET answers `{ bracket: null }` while the season has none. */
export const bracketResponseSchema = z.object({ bracket: bracketSchema.nullable() });
export type BracketResponse = z.infer<typeof bracketResponseSchema>;
