import { z } from 'zod';
import { tiebreakerIds } from '../domain/season/rules.ts';
import { displayName } from './display-name.ts';
import { storableString } from './storable-string.ts';
import { idSchema } from './ids.ts';

export const gameStatuses = ['scheduled', 'live', 'final', 'cancelled', 'forfeit'] as const;
export const gameStatusSchema = z.enum(gameStatuses);
export type GameStatus = z.infer<typeof gameStatusSchema>;
export const gamePhaseSchema = z.enum(['regular', 'playoff']);
export const scoreSourceSchema = z.enum(['console', 'stats']);

const score = z
  .number({ error: 'Enter a score' })
  .int('Use a whole number')
  .min(0, 'A score cannot be negative')
  .max(500, 'At most 500');
const text = (max: number) => storableString().trim().max(max, `Use at most ${max} characters`);
/** A name the public reads (venue, court, round, officials). */
const name = (max: number) => displayName().trim().max(max, `Use at most ${max} characters`);
const timeZone = storableString().trim().min(1, 'Choose a time zone').max(64, 'Choose a time zone');

const gameFields = z.object({
  homeTeamId: idSchema,
  awayTeamId: idSchema,
  /** An instant (ISO with offset); the UI shows it in `timezone`. */
  scheduledAt: z.iso.datetime({ offset: true, error: 'Choose a date and time' }).nullable(),
  timezone: timeZone,
  venue: name(80),
  court: name(40),
  round: name(40),
  phase: gamePhaseSchema,
  status: gameStatusSchema,
  scoreSource: scoreSourceSchema,
  officials: name(200),
  notes: text(2000),
  homeScore: score.nullable(),
  awayScore: score.nullable(),
  forfeitedBy: z.enum(['home', 'away']).nullable(),
});

type GameFields = Partial<z.infer<typeof gameFields>>;
const sameTeamMessage = { message: 'A team cannot play itself', path: ['awayTeamId'] };
const differentTeams = (g: GameFields) => !g.homeTeamId || g.homeTeamId !== g.awayTeamId;
/** A final game needs both scores and no tie (basketball plays overtime until someone wins). */
const finalHasScore = (g: GameFields) =>
  g.status !== 'final' ||
  (g.homeScore != null && g.awayScore != null && g.homeScore !== g.awayScore);
const finalMessage = {
  message: 'A final game needs both scores, and they cannot be equal',
  path: ['homeScore'],
};

export const createGameSchema = gameFields
  .partial()
  .required({ homeTeamId: true, awayTeamId: true })
  .refine(differentTeams, sameTeamMessage)
  .refine(finalHasScore, finalMessage);
export type CreateGame = z.input<typeof createGameSchema>;

/** The server re-checks the merged game (e.g. status final with the stored scores). */
export const updateGameSchema = gameFields
  .partial()
  .refine(differentTeams, sameTeamMessage)
  .refine(finalHasScore, finalMessage);
export type UpdateGame = z.infer<typeof updateGameSchema>;

export const gameTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  logoUrl: z.string().nullable(),
});
export type GameTeam = z.infer<typeof gameTeamSchema>;

export const gameSchema = gameFields.extend({
  id: z.string(),
  seasonId: z.string(),
  seasonName: z.string(),
  tournamentId: z.string(),
  tournamentName: z.string(),
  homeTeam: gameTeamSchema,
  awayTeam: gameTeamSchema,
  period: z.number().int().nullable(),
  /** The playoff bracket match this game plays, or null (set by the bracket, never by hand). */
  bracketSlot: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Game = z.infer<typeof gameSchema>;

export const gameListQuerySchema = z.object({
  seasonId: idSchema.optional(),
  status: gameStatusSchema.optional(),
  teamId: idSchema.optional(),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

const timeOfDay = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use a time like 19:30');

/** Round-robin generator input (docs/product/league-pages.md): the schedule tab's form. */
export const generateScheduleSchema = z.object({
  rounds: z.union([z.literal(1), z.literal(2)]),
  startDate: z.iso.date('Choose a start date'),
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: z.array(z.number().int().min(0).max(6)).min(1, 'Choose at least one day of the week'),
  times: z.array(timeOfDay).min(1, 'Add at least one start time').max(12, 'At most 12 start times'),
  courts: z
    .array(
      displayName()
        .trim()
        .min(1, 'Name the court')
        .max(40, 'Use at most 40 characters for a court'),
    )
    .min(1, 'Add at least one court')
    .max(12, 'At most 12 courts'),
  timezone: timeZone,
  venue: name(80).default(''),
  /** Preview only: nothing is written. */
  commit: z.boolean().default(false),
});
export type GenerateSchedule = z.input<typeof generateScheduleSchema>;

export const scheduledGameSchema = z.object({
  homeTeamId: z.string(),
  awayTeamId: z.string(),
  scheduledAt: z.iso.datetime({ offset: true }),
  court: z.string(),
  round: z.string(),
});
export const generateScheduleResultSchema = z.object({
  games: z.array(scheduledGameSchema),
  created: z.number().int(),
});
export type GenerateScheduleResult = z.infer<typeof generateScheduleResultSchema>;

export const standingRowSchema = z.object({
  rank: z.number().int(),
  teamId: z.string(),
  teamName: z.string(),
  shortName: z.string(),
  played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  pointDifference: z.number().int(),
  standingsPoints: z.number(),
  winPercentage: z.number(),
  /**
   * Why this team is above the next one when they were level, in the tournament's language, e.g.
   * "ahead of Celtics on head-to-head". `tiebreak` says the same as data.
   */
  tiebreakNote: z.string().nullable(),
  /** The tiebreaker that put this team above the next one (`aheadOf`), when one did. */
  tiebreak: z
    .object({
      tiebreaker: z.enum(tiebreakerIds),
      aheadOf: z.object({ teamId: z.string(), teamName: z.string() }),
    })
    .nullable(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;
export const standingsSchema = z.object({ rows: z.array(standingRowSchema) });
