import { z } from 'zod';
import { completeRules } from '../domain/season/rule-presets.ts';
import { displayName } from './display-name.ts';
import {
  plusMinusConventions,
  rulePresetIds,
  tiebreakerIds,
  type GameRules,
  type StandingsRules,
} from '../domain/season/rules.ts';
import { idSchema } from './ids.ts';

const count = (min: number, max: number) =>
  z
    .number({ error: 'Enter a number' })
    .int('Use a whole number')
    .min(min, `At least ${min}`)
    .max(max, `At most ${max}`);

export const gameRulesSchema = z.object({
  preset: z.enum(rulePresetIds),
  periods: count(1, 8),
  periodMinutes: count(1, 60),
  overtimeMinutes: count(1, 20),
  shotValues: z
    .union([z.tuple([z.literal(2), z.literal(3)]), z.tuple([z.literal(1), z.literal(2)])], {
      error: 'Field goals are worth [2, 3] or, in FIBA 3x3, [1, 2]',
    })
    .optional(),
  scoreLimit: count(1, 200).optional(),
  overtimePointsToWin: count(1, 20).optional(),
  playersOnCourt: count(1, 5).optional(),
  maxFreeThrowPoints: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  shotClock: z.object({
    enabled: z.boolean(),
    fullSeconds: count(5, 60),
    resetSeconds: count(5, 60),
  }),
  teamFoulsBeforeBonus: count(1, 20),
  teamFoulsReset: z.enum(['period', 'half', 'game']),
  personalFoulsToDisqualify: count(1, 20).nullable(),
  timeouts: z.object({
    allowance: z.enum(['game', 'half']),
    firstHalf: count(0, 20),
    secondHalf: count(0, 20),
    perOvertime: count(0, 10),
  }),
  showTenthsLastMinute: z.boolean(),
  plusMinus: z.enum(plusMinusConventions),
  technicalFouls: z.object({ personal: z.boolean(), team: z.boolean() }),
  ejection: z.object({
    technicals: count(1, 10).nullable(),
    unsportsmanlike: count(1, 10).nullable(),
    combined: z.boolean(),
  }),
}) satisfies z.ZodType<GameRules>;

/**
 * Rules as a request may send them: without the rulebook's accounting (plus/minus, technicals,
 * ejections) or, for a FIBA 3x3 season, its 3x3 fields, as clients written before those existed
 * do, the preset's are taken.
 */
export const gameRulesInputSchema = gameRulesSchema
  .partial({ plusMinus: true, technicalFouls: true, ejection: true })
  .transform(completeRules);

export const standingsRulesSchema = z.object({
  rankBy: z.enum(['points', 'win-percentage']),
  pointsForWin: count(0, 10),
  pointsForLoss: count(0, 10),
  pointsForForfeitLoss: count(0, 10),
  tiebreakers: z
    .array(z.enum(tiebreakerIds))
    .max(tiebreakerIds.length)
    .refine((list) => new Set(list).size === list.length, 'Each tiebreaker can appear once'),
  pointDifferenceCap: count(1, 100).optional(),
}) satisfies z.ZodType<StandingsRules>;

export const seasonStatusSchema = z.enum(['draft', 'active', 'completed']);
export type SeasonStatus = z.infer<typeof seasonStatusSchema>;

const isoDate = z.iso.date('Use a date like 2026-09-30');

const seasonFields = z.object({
  name: displayName().trim().min(1, 'Enter a name').max(80, 'Use at most 80 characters'),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  status: seasonStatusSchema,
  rules: gameRulesInputSchema,
  standingsRules: standingsRulesSchema,
});

const datesInOrder = (s: { startDate?: string | null; endDate?: string | null }) =>
  !s.startDate || !s.endDate || s.startDate <= s.endDate;
const datesMessage = { message: 'The end date is before the start date', path: ['endDate'] };

/** Rules default to the FIBA preset when left out (filled by the server from the domain). */
export const createSeasonSchema = seasonFields
  .partial({ rules: true, standingsRules: true, status: true, startDate: true, endDate: true })
  .refine(datesInOrder, datesMessage);
export type CreateSeason = z.input<typeof createSeasonSchema>;

export const updateSeasonSchema = seasonFields.partial().refine(datesInOrder, datesMessage);
export type UpdateSeason = z.infer<typeof updateSeasonSchema>;

export const seasonSchema = seasonFields.extend({
  rules: gameRulesSchema,
  id: z.string(),
  tournamentId: z.string(),
  teamCount: z.number().int(),
  gameCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Season = z.infer<typeof seasonSchema>;

export const copyTeamsSchema = z.object({
  fromSeasonId: idSchema,
  /** Copy each team's roster too. */
  withPlayers: z.boolean().default(true),
});
