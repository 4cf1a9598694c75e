// First-party analytics (docs/product/accounts.md): the browser's batches of page views and key
// actions, sent with navigator.sendBeacon.
import { z } from 'zod';
import { analyticsBatchSchema, maxRowsPerVisit } from '../analytics.ts';
import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';

export const recordAnalyticsEvents = endpoint({
  method: 'POST',
  path: apiPaths.analyticsEvents,
  operationId: 'recordAnalyticsEvents',
  summary: 'Record a batch of page views and key actions',
  description: `Answers 204 and stores nothing when the request carries \`DNT: 1\` or \`Sec-GPC: 1\`. At most ${maxRowsPerVisit} events are kept per \`visitId\`; batches are limited per client address (429).`,
  tags: ['analytics'],
  // Counted with the account when signed in.
  access: 'publicOrSession',
  body: analyticsBatchSchema,
  responses: { 204: z.null(), 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
});
