// A console's batch of events and the server's answer to it (docs/product/live-games.md). Apart
// from the rest of the live contract (live-games.ts), whose schemas a console does not need: it
// checks this answer, and building every live schema cost a phone's main thread about 80 ms while
// a console started.
import { z } from 'zod';
import type { GameEvent } from '../domain/game/events.ts';
import { consoleKinds } from '../domain/plans/plans.ts';
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

export const eventResultSchema = z.discriminatedUnion('status', [
  z.object({ clientId: z.string(), status: z.literal('accepted'), seq: z.number().int() }),
  z.object({ clientId: z.string(), status: z.literal('rejected'), reason: z.string() }),
]);
export type EventResult = z.infer<typeof eventResultSchema>;

export const postEventsResultSchema = z.object({
  /** One per event of the batch, in the batch's order. */
  results: z.array(eventResultSchema),
  lastSeq: z.number().int(),
  serverTime: z.number().int(),
});
export type PostEventsResult = z.infer<typeof postEventsResultSchema>;
