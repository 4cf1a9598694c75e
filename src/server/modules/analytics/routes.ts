// First-party analytics (docs/product/accounts.md: no third-party call): the browser batches page
// views and key actions and sends them with navigator.sendBeacon; they stay in our database.
// The endpoint takes anonymous requests, so what one client can make us store is bounded: batches
// per client address (ANALYTICS_RATE_LIMIT_*), rows per visit, and how long rows are kept
// (retention-job.ts). Like every POST it must come from our own pages (origin-check.ts).
import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxRowsPerVisit } from '../../../contract/analytics.ts';
import { recordAnalyticsEvents } from '../../../contract/endpoints/analytics.ts';
import { errorCodes } from '../../../contract/errors.ts';
import { getSessionUser } from '../../auth/guards.ts';
import { analyticsEvents } from '../../db/schema.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { rateLimitConfig, registerRateLimit } from '../../http/rate-limit.ts';

/** Do Not Track or Global Privacy Control: the README promises such browsers are never counted. */
function declinesTracking(req: FastifyRequest): boolean {
  return req.headers.dnt === '1' || req.headers['sec-gpc'] === '1';
}

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await registerRateLimit(app, msg('error.rateLimited.analytics'));

  app.route({
    ...endpointRoute(recordAnalyticsEvents),
    bodyLimit: 32 * 1024,
    config: rateLimitConfig(deps.config.analyticsRateLimit),
    // Before the body is even validated: nothing of such a request is looked at.
    preValidation: (req, reply, done) => {
      if (!declinesTracking(req)) return done();
      void reply.status(204).send(null);
    },
    handler: async (req, reply) => {
      if (!deps.config.analytics) {
        throw new HttpError(403, errorCodes.analyticsOff, msg('error.analytics.off'));
      }
      const { visitId, events } = req.body;
      // Two batches of one visit at once may both fit the count; the rate limit bounds that.
      const [stored] = await deps.db
        .select({ n: count() })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.visitId, visitId));
      const room = Math.max(0, maxRowsPerVisit - (stored?.n ?? 0));
      const kept = events.slice(0, room);
      if (kept.length > 0) {
        const user = await getSessionUser(req).catch(() => null);
        const receivedAt = deps.now();
        await deps.db.insert(analyticsEvents).values(
          kept.map((e) => ({
            name: e.name,
            path: e.path ?? null,
            props: e.props ?? null,
            userId: user?.id ?? null,
            visitId,
            // A clock far off on the device must not place events in the future.
            occurredAt: new Date(Math.min(Date.parse(e.occurredAt), receivedAt.getTime())),
            receivedAt,
          })),
        );
      }
      return reply.status(204).send(null);
    },
  });
};
