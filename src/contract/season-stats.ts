// Season statistics (docs/product/league-pages.md: stat leaders, team stats, player game logs and averages).
// Every figure is a sum of the games' box scores, taken from the same reducer as the live box.
import { z } from 'zod';
import { countingStats, type CountingStat } from '../domain/stats/game-box.ts';
import { gamePhaseSchema } from './games.ts';

const statLineShape = Object.fromEntries(countingStats.map((k) => [k, z.number()])) as Record<
  CountingStat,
  z.ZodNumber
>;
/** Totals (whole numbers) or per-game averages (one decimal) of the counting statistics. */
export const statLineSchema = z.object(statLineShape);
export type StatLineDto = z.infer<typeof statLineSchema>;

/** Shooting percentages, 0–100 with one decimal, null without attempts. */
export const shootingPctSchema = z.object({
  fieldGoalPct: z.number().nullable(),
  threePct: z.number().nullable(),
  freeThrowPct: z.number().nullable(),
});

export const statsQuerySchema = z.object({ phase: gamePhaseSchema.default('regular') });
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const playerSeasonRowSchema = z.object({
  playerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jersey: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  teamShortName: z.string(),
  games: z.number().int(),
  /** Meets the minimum-games rule for per-game leaders. */
  qualified: z.boolean(),
  totals: statLineSchema,
  perGame: statLineSchema,
  pct: shootingPctSchema,
});
export type PlayerSeasonRow = z.infer<typeof playerSeasonRowSchema>;

export const teamSeasonRowSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  shortName: z.string(),
  /** Final games (forfeits included) and their record. */
  played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pointsForPerGame: z.number().nullable(),
  pointsAgainstPerGame: z.number().nullable(),
  /** Games with a recorded log, which the box-score figures below come from. */
  gamesWithStats: z.number().int(),
  totals: statLineSchema,
  perGame: statLineSchema,
  pct: shootingPctSchema,
});
export type TeamSeasonRow = z.infer<typeof teamSeasonRowSchema>;

/** Who qualifies for the per-game leaders when every team has played as many counted games. */
export const minimumGamesSchema = z.object({
  /** Games a player must have appeared in: half the team's, rounded up, at least 1. */
  minimum: z.number().int(),
  teamGames: z.number().int(),
});

export const leaderCategorySchema = z.object({
  /**
   * The category's id: points, rebounds, assists, steals, blocks (per game), fieldGoalPct,
   * threePct, freeThrowPct (percentages).
   */
  key: z.string(),
  /** Its name in the answer's language, e.g. "Points", "FG% (min. 3 FGA per game)". */
  label: z.string(),
  /** In the answer's language: e.g. "per game", "%" */
  unit: z.string(),
  /** Attempts per game a player needs for a percentage; null for a per-game category. */
  minimumAttemptsPerGame: z.number().int().nullable(),
  /** threePct: what a field goal beyond the arc is worth (3, or 2 in FIBA 3x3); else null. */
  beyondArcPoints: z.number().int().nullable(),
  leaders: z.array(
    z.object({
      rank: z.number().int(),
      playerId: z.string(),
      name: z.string(),
      jersey: z.string(),
      teamId: z.string(),
      teamShortName: z.string(),
      games: z.number().int(),
      value: z.number(),
    }),
  ),
});
export type LeaderCategory = z.infer<typeof leaderCategorySchema>;

export const seasonStatsSchema = z.object({
  seasonId: z.string(),
  phase: gamePhaseSchema,
  /** Final games of the phase that have a recorded log. */
  gamesCounted: z.number().int(),
  /**
   * The minimum-games rule in words, in the answer's language, e.g. "At least 4 games played
   * (half of the team’s 7, rounded up)".
   */
  minimumGamesRule: z.string(),
  /** The rule's numbers; null when the teams have played different numbers of counted games. */
  minimumGames: minimumGamesSchema.nullable(),
  leaders: z.array(leaderCategorySchema),
  teams: z.array(teamSeasonRowSchema),
  players: z.array(playerSeasonRowSchema),
});
export type SeasonStats = z.infer<typeof seasonStatsSchema>;

export const shotSchema = z.object({
  gameId: z.string(),
  playerId: z.string(),
  teamId: z.string(),
  period: z.number().int(),
  /** Fractions 0–1 of the half court, as the stats console records them. */
  x: z.number(),
  y: z.number(),
  made: z.boolean(),
  points: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type Shot = z.infer<typeof shotSchema>;

export const playerGameLogRowSchema = z.object({
  gameId: z.string(),
  scheduledAt: z.iso.datetime().nullable(),
  timezone: z.string(),
  phase: gamePhaseSchema,
  home: z.boolean(),
  opponentTeamId: z.string(),
  opponentName: z.string(),
  opponentShortName: z.string(),
  teamScore: z.number().int().nullable(),
  opponentScore: z.number().int().nullable(),
  result: z.enum(['W', 'L']).nullable(),
  starter: z.boolean(),
  line: statLineSchema,
});

export const playerStatsSchema = z.object({
  playerId: z.string(),
  teamId: z.string(),
  seasonId: z.string(),
  games: z.number().int(),
  totals: statLineSchema,
  perGame: statLineSchema,
  pct: shootingPctSchema,
  gameLog: z.array(playerGameLogRowSchema),
  shots: z.array(shotSchema),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

export const teamStatsSchema = z.object({
  team: teamSeasonRowSchema,
  players: z.array(playerSeasonRowSchema),
  shots: z.array(shotSchema),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;

/** One game's charts: the running score through the game, and its located shots. */
export const gameChartsSchema = z.object({
  scoreFlow: z.array(
    z.object({
      /** Game time elapsed since the start, in ms (overtimes included). */
      elapsedMs: z.number(),
      period: z.number().int(),
      home: z.number().int(),
      away: z.number().int(),
    }),
  ),
  /** Ends of periods, in elapsed ms, for the chart's grid. */
  periodEnds: z.array(z.number()),
  /** The name of each of those periods ("Q1", "OT1"…), by the season's rules. */
  periodLabels: z.array(z.string()),
  shots: z.array(shotSchema),
});
export type GameCharts = z.infer<typeof gameChartsSchema>;

export const calendarLinkSchema = z.object({
  /** Absolute https/webcal-ready URL of the season's iCal feed. */
  url: z.string(),
});
