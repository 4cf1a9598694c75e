// The dashboard's games (docs/product/league-pages.md): live now, coming up in the next two weeks and recent
// results, across every tournament I am a member of that is not archived.
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as dashboardEndpoints from '../../../contract/endpoints/dashboard.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { requireUser } from '../../auth/guards.ts';
import { games, memberships, tournaments } from '../../db/tournament-schema.ts';
import { gameViews } from '../games/game-view.ts';

const UPCOMING_DAYS = 14;
const LIST_MAX = 20;

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...endpointRoute(dashboardEndpoints.listMyGames),
    handler: async (req) => {
      const user = await requireUser(req);
      const mine = and(
        inArray(
          tournaments.id,
          deps.db
            .select({ id: memberships.tournamentId })
            .from(memberships)
            .where(eq(memberships.userId, user.id)),
        ),
        eq(tournaments.archived, false),
      );
      const now = deps.now();
      const horizon = new Date(now.getTime() + UPCOMING_DAYS * 24 * 60 * 60 * 1000);
      const [live, upcoming, recent] = await Promise.all([
        gameViews(deps.db, and(mine, eq(games.status, 'live')), { limit: LIST_MAX }),
        gameViews(
          deps.db,
          and(
            mine,
            eq(games.status, 'scheduled'),
            gte(games.scheduledAt, now),
            lte(games.scheduledAt, horizon),
          ),
          { limit: LIST_MAX },
        ),
        gameViews(deps.db, and(mine, inArray(games.status, ['final', 'forfeit'])), {
          order: 'latest',
          limit: LIST_MAX,
        }),
      ]);
      return { live, upcoming, recent };
    },
  });
};
