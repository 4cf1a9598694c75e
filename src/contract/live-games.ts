// The live-game API (docs/product/live-games.md): event ingest, the log, the computed state, the SSE stream,
// public twins and the flat data feed. The event shapes are the domain's (src/domain/game/events.ts);
// the schemas here validate them at the API and the compile-time checks below keep the two equal.
import { z } from 'zod';
import {
  clockControlTypes,
  foulKinds,
  foulOffenders,
  teamSides,
  turnoverKinds,
  type GameEvent,
  type LoggedEvent,
} from '../domain/game/events.ts';
import type { ScoreboardSummary } from '../domain/game/scoreboard-summary.ts';
import type { SheetSummary } from '../domain/game/sheet-summary.ts';
import type { History } from '../domain/game/history.ts';
import type { GameState } from '../domain/game/state.ts';
import { consoleKinds, outputKinds } from '../domain/plans/plans.ts';
import { liveViews } from './api-paths.ts';
import { deviceNamesSchema } from './device-names.ts';
import { gameTeamSchema, scoreSourceSchema } from './games.ts';
import { gameRulesSchema } from './seasons.ts';
import type { MalformedEvent } from './live-batches.ts';
import { storableString } from './storable-string.ts';
import { positionSchema } from './teams.ts';
import { idSchema } from './ids.ts';

const teamSide = z.enum(teamSides);
const playerId = idSchema;
/** Milliseconds on a clock: a period is at most an hour here. */
const clockMs = z.number().int().min(0).max(3_600_000);
const reading = { remainingMs: clockMs, serverMs: z.number().int().min(0) };

const base = {
  clientId: storableString().min(8).max(64),
  period: z.number().int().min(1).max(20),
  clockMs,
  at: z.number().int().min(0).optional(),
  atErrorMs: z.number().int().min(0).max(86_400_000).optional(),
};

export const gameEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...base, type: z.literal('game-start') }),
  z.strictObject({ ...base, type: z.literal('game-end') }),
  z.strictObject({
    ...base,
    type: z.literal('period-start'),
    newPeriod: z.number().int().min(1).max(20),
  }),
  z.strictObject({ ...base, type: z.literal('period-end') }),
  z.strictObject({ ...base, type: z.literal('clock-start'), ...reading }),
  z.strictObject({ ...base, type: z.literal('clock-stop'), ...reading }),
  z.strictObject({ ...base, type: z.literal('clock-set'), ...reading }),
  z.strictObject({ ...base, type: z.literal('shot-clock-start'), ...reading }),
  z.strictObject({ ...base, type: z.literal('shot-clock-stop'), ...reading }),
  z.strictObject({ ...base, type: z.literal('shot-clock-set'), ...reading }),
  z.strictObject({ ...base, type: z.literal('shot-clock-off') }),
  z.strictObject({ ...base, type: z.literal('clock-takeover'), serverMs: z.number().int().min(0) }),
  z.strictObject({
    ...base,
    type: z.literal('score-adjust'),
    team: teamSide,
    points: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(-1)]),
  }),
  z.strictObject({
    ...base,
    type: z.literal('score-source'),
    source: scoreSourceSchema,
    matchStats: z.literal(true).optional(),
  }),
  z.strictObject({
    ...base,
    type: z.literal('shot'),
    team: teamSide,
    playerId,
    points: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    made: z.boolean(),
    assistPlayerId: playerId.optional(),
    x: z.number().min(0).max(1).optional(),
    y: z.number().min(0).max(1).optional(),
  }),
  z.strictObject({
    ...base,
    type: z.literal('free-throw'),
    team: teamSide,
    playerId,
    made: z.boolean(),
    points: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    assistPlayerId: playerId.optional(),
  }),
  z.strictObject({
    ...base,
    type: z.literal('rebound'),
    team: teamSide,
    playerId: playerId.nullable(),
    offensive: z.boolean(),
    deadBall: z.boolean().optional(),
  }),
  z.strictObject({
    ...base,
    type: z.literal('turnover'),
    team: teamSide,
    playerId: playerId.nullable(),
    kind: z.enum(turnoverKinds),
  }),
  z.strictObject({ ...base, type: z.literal('steal'), team: teamSide, playerId }),
  z.strictObject({ ...base, type: z.literal('block'), team: teamSide, playerId }),
  z.strictObject({
    ...base,
    type: z.literal('foul'),
    team: teamSide,
    offender: z.enum(foulOffenders),
    playerId: playerId.nullable(),
    kind: z.enum(foulKinds),
    shooting: z.boolean(),
    drawnByPlayerId: playerId.optional(),
  }),
  z.strictObject({ ...base, type: z.literal('timeout'), team: teamSide }),
  z.strictObject({
    ...base,
    type: z.literal('substitution'),
    team: teamSide,
    playersIn: z.array(playerId).max(5),
    playersOut: z.array(playerId).max(5),
  }),
  z.strictObject({
    ...base,
    type: z.literal('starting-lineup'),
    team: teamSide,
    playerIds: z.array(playerId).max(5),
  }),
  z.strictObject({ ...base, type: z.literal('possession-arrow'), team: teamSide }),
  z.strictObject({
    ...base,
    type: z.literal('void'),
    targetClientId: storableString().min(8).max(64),
  }),
]);

function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** A game event from a batch, or why it is none, in words that name the field. */
export function parseGameEvent(raw: unknown): GameEvent | MalformedEvent {
  const parsed = gameEventSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const clientId = typeof record.clientId === 'string' ? record.clientId : '';
  const type = typeof record.type === 'string' ? record.type : null;
  const issue = parsed.error.issues[0]!;
  let malformed: string;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    malformed = 'An event must be an object.';
  } else if (type === null) {
    malformed = 'The event has no type.';
  } else if (issue.code === 'invalid_union' && issue.path.length === 0) {
    malformed = `"${type}" is not a kind of event Tempo knows.`;
  } else if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ');
    malformed = `${keys} ${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} of a ${type} event.`;
  } else {
    malformed = `The ${type} event's field "${fieldName(issue.path)}": ${issue.message}`;
  }
  return { malformed, clientId };
}

export const loggedEventSchema = z.object({
  seq: z.number().int().min(1),
  event: gameEventSchema,
  recordedAt: z.number().int(),
  deviceId: z.string(),
  userId: z.string(),
});

/** A logged event as anonymous readers get it: who recorded it, and on which device, stay out. */
export const publicLoggedEventSchema = loggedEventSchema.omit({ deviceId: true, userId: true });
export type PublicLoggedEvent = z.infer<typeof publicLoggedEventSchema>;

/** The most events one page holds: a page of a long game stays a few hundred kilobytes. */
export const maxEventsPage = 1000;

export const eventsQuerySchema = z.object({
  after: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .describe("The cursor: the page starts after this seq (a previous page's `next`)"),
  limit: z.coerce.number().int().min(1).max(maxEventsPage).default(maxEventsPage),
});

const pageFields = {
  /** The game's latest sequence number. */
  lastSeq: z.number().int(),
  /** `after` of the next page, null when this page reaches the end of the log. */
  next: z.number().int().nullable(),
};

export const eventsPageSchema = z.object({ events: z.array(loggedEventSchema), ...pageFields });
export type EventsPage = z.infer<typeof eventsPageSchema>;

export const publicEventsPageSchema = z.object({
  events: z.array(publicLoggedEventSchema),
  ...pageFields,
});
export type PublicEventsPage = z.infer<typeof publicEventsPageSchema>;

export const livePlayerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jersey: z.string(),
  position: positionSchema.nullable(),
  active: z.boolean(),
});
export type LivePlayer = z.infer<typeof livePlayerSchema>;

export const liveTeamSchema = gameTeamSchema.extend({
  coach: z.string(),
  players: z.array(livePlayerSchema),
});
export type LiveTeam = z.infer<typeof liveTeamSchema>;

/** Everything a console or output needs about a game besides its log. */
export const liveGameSchema = z.object({
  id: z.string(),
  tournamentId: z.string(),
  tournamentName: z.string(),
  seasonId: z.string(),
  seasonName: z.string(),
  scheduledAt: z.iso.datetime().nullable(),
  timezone: z.string(),
  venue: z.string(),
  court: z.string(),
  round: z.string(),
  /** The stored status: 'cancelled' and 'forfeit' are set by hand, not by the log. */
  status: z.enum(['scheduled', 'live', 'final', 'cancelled', 'forfeit']),
  scoreSource: scoreSourceSchema,
  rules: gameRulesSchema,
  home: liveTeamSchema,
  away: liveTeamSchema,
  /** The owner's effective plan: outputs show player lines, themes and no mark on premium. */
  ownerTier: z.enum(['free', 'tempo-premium']),
  /** The tournament's language: its outputs speak it unless `?lang=` asks for another. */
  language: z.string(),
  /** Members only: the names the crew gave the tournament's devices (decision 0049). */
  deviceNames: deviceNamesSchema.optional(),
});
export type LiveGame = z.infer<typeof liveGameSchema>;

const scoreSchema = z.object({ home: z.number(), away: z.number() });
const clockSchema = z.object({
  running: z.boolean(),
  remainingMs: z.number(),
  serverMs: z.number().nullable(),
});
const boxLineSchema = z.object({
  playerId: z.string(),
  team: teamSide,
  starter: z.boolean(),
  onCourt: z.boolean(),
  playedMs: z.number(),
  points: z.number(),
  fieldGoalsMade: z.number(),
  fieldGoalsAttempted: z.number(),
  threesMade: z.number(),
  threesAttempted: z.number(),
  freeThrowsMade: z.number(),
  freeThrowsAttempted: z.number(),
  offensiveRebounds: z.number(),
  defensiveRebounds: z.number(),
  rebounds: z.number(),
  assists: z.number(),
  steals: z.number(),
  blocks: z.number(),
  turnovers: z.number(),
  personalFouls: z.number(),
  foulsDrawn: z.number(),
  technicalFouls: z.number(),
  unsportsmanlikeFouls: z.number(),
  plusMinus: z.number(),
  fouledOut: z.boolean(),
});
const pct = z.number().nullable();
const totalsSchema = z.object({
  points: z.number(),
  fieldGoalsMade: z.number(),
  fieldGoalsAttempted: z.number(),
  fieldGoalPct: pct,
  threesMade: z.number(),
  threesAttempted: z.number(),
  threePct: pct,
  freeThrowsMade: z.number(),
  freeThrowsAttempted: z.number(),
  freeThrowPct: pct,
  offensiveRebounds: z.number(),
  defensiveRebounds: z.number(),
  rebounds: z.number(),
  teamRebounds: z.number(),
  assists: z.number(),
  steals: z.number(),
  blocks: z.number(),
  turnovers: z.number(),
  teamTurnovers: z.number(),
  fouls: z.number(),
  foulsDrawn: z.number(),
  technicalFouls: z.number(),
});

export const gameStateSchema = z.object({
  status: z.enum(['scheduled', 'live', 'final']),
  period: z.number(),
  periodEnded: z.boolean(),
  clock: clockSchema,
  shotClock: clockSchema.nullable(),
  clockOwner: z.string().nullable(),
  clockConflicts: z.array(
    z.object({
      clientId: z.string(),
      deviceId: z.string(),
      type: z.enum(clockControlTypes),
      at: z.number(),
    }),
  ),
  scoreSource: scoreSourceSchema,
  score: scoreSchema,
  consoleScore: scoreSchema,
  statsScore: scoreSchema,
  scoreMismatch: z.boolean(),
  periodScores: z.array(scoreSchema),
  teamFouls: scoreSchema,
  periodTeamFouls: z.array(scoreSchema),
  bonus: z.object({ home: z.boolean(), away: z.boolean() }),
  timeoutsLeft: scoreSchema,
  possessionArrow: teamSide.nullable(),
  onCourt: z.object({ home: z.array(z.string()), away: z.array(z.string()) }),
  fouledOut: z.object({ home: z.array(z.string()), away: z.array(z.string()) }),
  players: z.record(z.string(), boxLineSchema),
  totals: z.object({ home: totalsSchema, away: totalsSchema }),
  playByPlay: z.array(
    z.object({
      seq: z.number(),
      order: z.number(),
      clientId: z.string(),
      type: z.string(),
      team: teamSide.nullable(),
      period: z.number(),
      clockMs: z.number(),
      description: z.string(),
      playerId: z.string().nullable(),
      score: scoreSchema,
      points: z.number(),
      review: z.literal(true).optional(),
    }),
  ),
  voided: z.array(z.string()),
  lastSeq: z.number(),
  /** What folding the next event needs (the log, stints, baskets, clock timeline): plain data. */
  history: z.custom<History>((v) => typeof v === 'object' && v !== null),
});

export const liveStateSchema = z.object({
  game: liveGameSchema,
  state: gameStateSchema,
  lastSeq: z.number().int(),
  /** The server's clock (epoch ms) when the response was made. */
  serverTime: z.number().int(),
});
export type LiveState = Omit<z.infer<typeof liveStateSchema>, 'state'> & { state: GameState };

/** What a scoreboard shows of the state (src/domain/game/scoreboard-summary.ts). */
export const scoreboardSummarySchema = gameStateSchema.pick({
  status: true,
  period: true,
  periodEnded: true,
  clock: true,
  shotClock: true,
  scoreSource: true,
  score: true,
  teamFouls: true,
  bonus: true,
  timeoutsLeft: true,
  possessionArrow: true,
  fouledOut: true,
  scoreMismatch: true,
  lastSeq: true,
});

/** GET state with `?view=scoreboard`: the setup and the scoreboard's summary, nothing more. */
export const scoreboardStateSchema = z.object({
  game: liveGameSchema,
  summary: scoreboardSummarySchema,
  lastSeq: z.number().int(),
  serverTime: z.number().int(),
});
export type ScoreboardState = Omit<z.infer<typeof scoreboardStateSchema>, 'summary'> & {
  summary: ScoreboardSummary;
};

/** What a public stat sheet shows of the state (src/domain/game/sheet-summary.ts). */
export const sheetSummarySchema = scoreboardSummarySchema.extend(
  gameStateSchema.pick({
    periodScores: true,
    periodTeamFouls: true,
    onCourt: true,
    players: true,
    totals: true,
  }).shape,
);

/**
 * The game and its stat sheet's summary under `state`: what anonymous readers get without a
 * `?view=` (and members with `?view=sheet`). No log, play-by-play or device ids.
 */
export const sheetStateSchema = z.object({
  game: liveGameSchema,
  state: sheetSummarySchema,
  lastSeq: z.number().int(),
  serverTime: z.number().int(),
});
export type SheetState = Omit<z.infer<typeof sheetStateSchema>, 'state'> & { state: SheetSummary };

export const liveViewSchema = z
  .enum([liveViews.scoreboard, liveViews.sheet])
  .describe(
    '`scoreboard`: only what a scoreboard shows (see the `scoreboard` stream event); `sheet`: what a stat sheet shows (see the `sheet` stream event)',
  );

export const stateQuerySchema = z.object({ view: liveViewSchema.optional() });

/** The whole state, the stat sheet's or the scoreboard's summary (by `?view=`). */
export const stateAnswerSchema = z.union([
  liveStateSchema,
  sheetStateSchema,
  scoreboardStateSchema,
]);

/** Public readers never get the whole state: the stat sheet's summary, or the scoreboard's. */
export const publicStateAnswerSchema = z.union([sheetStateSchema, scoreboardStateSchema]);

export const serverTimeSchema = z.object({ serverTime: z.number().int() });

/** Who is watching or running a game, for the operators' monitor (scoreboard-view). */
export const presenceKinds = [...consoleKinds, ...outputKinds] as const;
export const presenceSchema = z.object({
  connections: z.array(
    z.object({
      kind: z.enum(presenceKinds),
      deviceId: z.string(),
      connectedAt: z.number().int(),
    }),
  ),
});
export type Presence = z.infer<typeof presenceSchema>;

/** Query of the SSE streams: what the connection is, so the monitor can list it. */
export const streamQuerySchema = z.object({
  after: z.coerce.number().int().min(0).optional(),
  kind: z.enum(presenceKinds).optional(),
  deviceId: storableString().min(8).max(64).optional(),
  view: liveViewSchema.optional(),
});

/**
 * The flat key/value feed for vMix-style data sources: every value a string, keys like
 * `home.score`, `clock`, `period`, `home.fouls`.
 */
export const feedSchema = z.record(z.string(), z.string());

/**
 * `?shape=rows`: the same feed as the one element of an array. vMix's JSON data source reads an
 * array of objects, each element a row and each key a column.
 */
export const feedQuerySchema = z.object({
  shape: z
    .enum(['rows'])
    .optional()
    .describe('`rows`: `[{…}]`, the feed as the one row of an array (vMix JSON data sources)'),
});
export const feedAnswerSchema = z.union([feedSchema, z.array(feedSchema).length(1)]);

// The contract's event shapes and the domain's must stay the same, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const eventsAgree: Same<z.infer<typeof gameEventSchema>, GameEvent> = true;
const loggedAgree: Same<z.infer<typeof loggedEventSchema>, LoggedEvent> = true;
const stateAgrees: Same<
  Omit<z.infer<typeof gameStateSchema>, 'playByPlay'>,
  Omit<GameState, 'playByPlay'>
> = true;
void eventsAgree;
void loggedAgree;
void stateAgrees;
const summaryAgrees: Same<z.infer<typeof scoreboardSummarySchema>, ScoreboardSummary> = true;
const sheetAgrees: Same<z.infer<typeof sheetSummarySchema>, SheetSummary> = true;
void summaryAgrees;
void sheetAgrees;
