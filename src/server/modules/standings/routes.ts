// A season's standings table (computed in season-standings.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as standingsEndpoints from '../../../contract/endpoints/standings.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { routeAccess } from '../common/route-access.ts';
import { loadStandings } from './season-standings.ts';

const seasonMember = routeAccess('seasonId', { role: 'viewer', intent: 'read' });

export const standingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, i18n } = app.deps;

  app.route({
    ...endpointRoute(standingsEndpoints.getStandings),
    ...seasonMember.options,
    handler: async (req) => loadStandings(db, i18n, req.params.seasonId),
  });
};
