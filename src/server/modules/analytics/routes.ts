// First-party analytics (seed §7 "initialised only where supported"): the browser batches page
// views and key actions and sends them with navigator.sendBeacon; they stay in our database.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsBatchSchema } from '../../../contract/analytics.ts';
import { apiPaths } from '../../../contract/api-paths.ts';
import { apiErrorSchema } from '../../../contract/errors.ts';
import { getSessionUser } from '../../auth/guards.ts';
import { analyticsEvents } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.analyticsEvents,
    {
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['analytics'],
        summary: 'Record a batch of page views and key actions',
        body: analyticsBatchSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req, reply) => {
      if (!app.deps.config.analytics) {
        throw new HttpError(403, 'ANALYTICS_OFF', 'Analytics is turned off on this server');
      }
      const user = await getSessionUser(req).catch(() => null);
      const receivedAt = app.deps.now();
      await app.deps.db.insert(analyticsEvents).values(
        req.body.events.map((e) => ({
          name: e.name,
          path: e.path ?? null,
          props: e.props ?? null,
          userId: user?.id ?? null,
          visitId: req.body.visitId,
          // A clock far off on the device must not place events in the future.
          occurredAt: new Date(Math.min(Date.parse(e.occurredAt), receivedAt.getTime())),
          receivedAt,
        })),
      );
      return reply.status(204).send(null);
    },
  );
};
