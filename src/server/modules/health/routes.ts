import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { getHealth } from '../../../contract/endpoints/system.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getHealth),
    handler: async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: app.deps.database.kind };
    },
  });
};
