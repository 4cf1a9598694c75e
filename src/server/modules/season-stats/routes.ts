// Season statistics for every member of the tournament (viewers included). Reading them is not
// a premium feature: the free plan shows the same leaders, team stats and game logs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as statsEndpoints from '../../../contract/endpoints/season-stats.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { routeAccess } from '../common/route-access.ts';
import {
  loadPlayerStats,
  loadSeasonStats,
  loadTeamStats,
  warmSeasonStats,
} from './season-stats-service.ts';

const seasonMember = routeAccess('seasonId', { role: 'viewer', intent: 'read' });
const teamMember = routeAccess('teamId', { role: 'viewer', intent: 'read' });
const playerMember = routeAccess('playerId', { role: 'viewer', intent: 'read' });

export const seasonStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, i18n } = app.deps;

  // A game that ends in a console has its box stored now, after the answer, not at the next read.
  const off = app.live.onResultChanged((game) => {
    if (game.status !== 'final') return;
    warmSeasonStats(db, game.seasonId).catch((err: unknown) => {
      app.log.error({ err, gameId: game.id }, 'could not store the finished game’s box score');
    });
  });
  app.addHook('onClose', async () => off());

  app.route({
    ...endpointRoute(statsEndpoints.getSeasonStats),
    ...seasonMember.options,
    handler: async (req) => {
      const { seasonId } = req.params;
      // The leaders' categories and rule in the language of the person asking.
      const locale = await requestLocale(req, { mayLoadUser: true });
      return loadSeasonStats(db, seasonId, req.query.phase, i18n.t(locale, 'common'));
    },
  });

  app.route({
    ...endpointRoute(statsEndpoints.getTeamStats),
    ...teamMember.options,
    handler: async (req) => {
      const { teamId } = req.params;
      const { seasonId } = teamMember.of(req);
      return loadTeamStats(db, seasonId, teamId, req.query.phase);
    },
  });

  app.route({
    ...endpointRoute(statsEndpoints.getPlayerStats),
    ...playerMember.options,
    handler: async (req) => {
      const { playerId } = req.params;
      const access = playerMember.of(req);
      return loadPlayerStats(
        db,
        { playerId, seasonId: access.seasonId, teamId: access.teamId },
        req.query.phase,
      );
    },
  });
};
