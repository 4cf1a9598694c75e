// A season's standings table: the domain ranks the teams from the regular-season results
// (final and forfeit games) with the season's own standings rules.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as standingsEndpoints from '../../../contract/endpoints/standings.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { computeStandings, standingsGames } from '../../../domain/season/standings.ts';
import { games, seasons, teams } from '../../db/tournament-schema.ts';
import { routeAccess } from '../common/route-access.ts';

const seasonMember = routeAccess('seasonId', { role: 'viewer', intent: 'read' });

export const standingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.route({
    ...endpointRoute(standingsEndpoints.getStandings),
    ...seasonMember.options,
    handler: async (req) => {
      const { seasonId } = req.params;
      const [[season], seasonTeams, results] = await Promise.all([
        db.select({ rules: seasons.standingsRules }).from(seasons).where(eq(seasons.id, seasonId)),
        db.select().from(teams).where(eq(teams.seasonId, seasonId)),
        db
          .select()
          .from(games)
          .where(
            and(
              eq(games.seasonId, seasonId),
              eq(games.phase, 'regular'),
              inArray(games.status, ['final', 'forfeit']),
            ),
          ),
      ]);
      const byId = new Map(seasonTeams.map((t) => [t.id, t]));
      const table = computeStandings(
        seasonTeams.map((t) => ({ id: t.id, name: t.name })),
        standingsGames(results),
        season!.rules,
      );
      return {
        rows: table.map((s) => ({
          rank: s.rank,
          teamId: s.teamId,
          teamName: byId.get(s.teamId)?.name ?? '',
          shortName: byId.get(s.teamId)?.shortName ?? '',
          played: s.played,
          wins: s.wins,
          losses: s.losses,
          pointsFor: s.pointsFor,
          pointsAgainst: s.pointsAgainst,
          pointDifference: s.pointDifference,
          standingsPoints: s.standingsPoints,
          winPercentage: s.winPercentage,
          tiebreakNote: s.tiebreakNote,
        })),
      };
    },
  });
};
