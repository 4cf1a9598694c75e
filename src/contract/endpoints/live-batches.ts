// Recording a batch of events: the one live endpoint a console calls, apart from the others
// (live.ts) so a console does not build the whole live contract's schemas while it starts.
import { liveGamePaths } from '../api-paths.ts';
import { apiErrorSchema } from '../api-error.ts';
import { gameParams, managementErrors } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { postEventsResultSchema, postEventsSchema } from '../live-batches.ts';

export const recordGameEvents = endpoint({
  method: 'POST',
  path: liveGamePaths.events,
  operationId: 'recordGameEvents',
  summary: 'Record a batch of events (scorekeepers and up)',
  description:
    'Each event is accepted with its seq or rejected with a reason, in the batch order, each judged on its own: a malformed event (an unknown field, a wrong value) is rejected alone with a reason naming the field. Accepted events are durable before the answer. A client id already in the log is answered with its original seq and never applied twice. A console drops a rejected event from its queue, tells the scorekeeper why, and goes on sending the events behind it: a rejection never blocks them. Stats consoles need the owner to be on Tempo Premium (402).',
  tags: ['live games'],
  params: gameParams,
  body: postEventsSchema,
  responses: { 200: postEventsResultSchema, 402: apiErrorSchema, ...managementErrors },
});
