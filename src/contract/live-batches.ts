// A console's batch of events and the server's answer to it (docs/product/live-games.md). Apart
// from the rest of the live contract (live-games.ts), whose schemas a console does not need: it
// checks this answer, and building every live schema cost a phone's main thread about 80 ms while
// a console started.
import { z } from 'zod';
import type { GameEvent } from '../domain/game/events.ts';
import type { EventRefusal } from '../domain/game/refusal.ts';
import { consoleKinds } from '../domain/plans/plans.ts';
import { rulePresetIds } from '../domain/season/rules.ts';
import { storableString } from './storable-string.ts';

/** Where a batch comes from: the console kind decides which plan gate applies. */
export const postEventsSchema = z.strictObject({
  /** A random id each browser keeps, to tell devices apart in the log and the monitor. */
  deviceId: storableString().min(8).max(64),
  console: z.enum(consoleKinds),
  // Each event is judged alone (parseGameEvent): one malformed event is rejected with its reason
  // and never keeps the others (an offline console's whole outbox) from being logged.
  events: z
    .array(z.unknown())
    .min(1)
    .max(500)
    .describe(
      'Game events, each of a shape listed under the `event` of GET …/events. Each is judged on its own: a malformed one (an unknown field, a wrong value) is rejected with a reason naming what is wrong, and every other event of the batch is still judged.',
    ),
});

/** An event of a batch that is not a game event at all: rejected alone, with why. */
export interface MalformedEvent {
  malformed: string;
  clientId: string;
}

export type PostEvents = Omit<z.infer<typeof postEventsSchema>, 'events'> & {
  events: Array<GameEvent | MalformedEvent>;
};

const side = z.enum(['home', 'away']);
const count = z.number().int();
const play = z.enum(['shot', 'free-throw']);
const bare = <C extends string>(code: C) => z.object({ code: z.literal(code) });

/**
 * Why an event was refused, as a code and the values its sentence needs (domain/game/refusal.ts):
 * a console says it in its scorer's language, the players named from the roster.
 */
export const eventRefusalSchema = z.discriminatedUnion('code', [
  bare('already-recorded'),
  bare('undo-target-missing'),
  bare('already-undone'),
  bare('game-over'),
  bare('game-not-started'),
  z.object({ code: z.literal('overtime-no-clock'), pointsToWin: count }),
  z.object({ code: z.literal('clock-over-period'), minutes: z.number() }),
  z.object({ code: z.literal('score-below-zero'), team: side }),
  z.object({
    code: z.literal('play-outside-period'),
    period: count,
    clockMs: count,
    minutes: z.number(),
  }),
  z.object({
    code: z.literal('shot-value'),
    playerId: z.string(),
    rules: z.enum(rulePresetIds),
    values: z.tuple([count, count]),
    points: count,
  }),
  z.object({
    code: z.literal('free-throw-value'),
    playerId: z.string(),
    rules: z.enum(rulePresetIds),
    max: count,
    points: count,
  }),
  z.object({ code: z.literal('self-assist'), play }),
  z.object({ code: z.literal('assist-on-miss'), play }),
  z.object({ code: z.literal('player-other-team'), playerId: z.string(), team: side }),
  z.object({ code: z.literal('player-not-on-roster'), playerId: z.string(), team: side }),
  bare('dead-ball-rebound-player'),
  z.object({ code: z.literal('fouled-teammate'), playerId: z.string(), team: side }),
  z.object({ code: z.literal('fouled-not-on-roster'), playerId: z.string(), team: side }),
  bare('team-foul-not-technical'),
  z.object({
    code: z.literal('foul-without-player'),
    offender: z.enum(['team', 'coach', 'bench']),
  }),
  bare('substitution-empty'),
  bare('substitution-duplicate'),
  z.object({ code: z.literal('already-on-court'), playerId: z.string() }),
  z.object({ code: z.literal('not-on-court'), playerId: z.string() }),
  z.object({ code: z.literal('too-many-on-court'), team: side, count, max: count }),
  bare('lineup-duplicate'),
  z.object({ code: z.literal('lineup-too-large'), count, max: count }),
  bare('console-time-only'),
  bare('console-no-stats'),
  z.object({ code: z.literal('log-full'), max: count }),
  z.object({ code: z.literal('malformed-event'), detail: z.string() }),
]);

export const eventResultSchema = z.discriminatedUnion('status', [
  z.object({ clientId: z.string(), status: z.literal('accepted'), seq: z.number().int() }),
  z.object({
    clientId: z.string(),
    status: z.literal('rejected'),
    /** The refusal in English, for API clients and logs. */
    reason: z.string(),
    refusal: eventRefusalSchema,
  }),
]);

// The schema and the domain's refusals are one set: either side drifting fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const schemaMatchesDomain: Same<z.infer<typeof eventRefusalSchema>, EventRefusal> = true;
void schemaMatchesDomain;
export type EventResult = z.infer<typeof eventResultSchema>;

export const postEventsResultSchema = z.object({
  /** One per event of the batch, in the batch's order. */
  results: z.array(eventResultSchema),
  lastSeq: z.number().int(),
  serverTime: z.number().int(),
});
export type PostEventsResult = z.infer<typeof postEventsResultSchema>;
