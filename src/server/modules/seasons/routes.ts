// Seasons of a tournament (docs/product/league-data.md): rules default to FIBA; open seasons (draft or active)
// count against the owner's plan, also when a completed season is opened again.
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as seasonEndpoints from '../../../contract/endpoints/seasons.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorCodes } from '../../../contract/errors.ts';
import { presetRules, presetStandingsRules } from '../../../domain/season/rule-presets.ts';
import type { Db } from '../../db/client.ts';
import { games, players, seasons, teams } from '../../db/tournament-schema.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { publishGameSetupChanged } from '../../live/setup-events.ts';
import { deletePreview, deleteWithConfirmation } from '../common/delete-confirmation.ts';
import { newId } from '../common/ids.ts';
import { enforceLimit, ownerTier } from '../common/plan-limits.ts';
import { routeAccess } from '../common/route-access.ts';
import { seasonView, seasonViews } from './season-view.ts';

const tournamentMember = routeAccess('tournamentId', { role: 'viewer', intent: 'read' });
const createSeasons = routeAccess('tournamentId', {
  role: 'admin',
  intent: 'write',
  action: 'createSeasons',
});
const seasonMember = routeAccess('seasonId', { role: 'viewer', intent: 'read' });
const changeSeasons = routeAccess('seasonId', {
  role: 'admin',
  intent: 'write',
  action: 'changeSeasons',
});
const deleteSeasons = routeAccess('seasonId', {
  role: 'admin',
  intent: 'write',
  action: 'deleteSeasons',
});

async function openSeasonCount(db: Db, tournamentId: string, except?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(seasons)
    .where(
      and(
        eq(seasons.tournamentId, tournamentId),
        inArray(seasons.status, ['draft', 'active']),
        except ? ne(seasons.id, except) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export const seasonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...endpointRoute(seasonEndpoints.listSeasons),
    ...tournamentMember.options,
    handler: async (req) => {
      const { tournamentId } = req.params;
      return { seasons: await seasonViews(deps.db, eq(seasons.tournamentId, tournamentId)) };
    },
  });

  app.route({
    ...endpointRoute(seasonEndpoints.createSeason),
    ...createSeasons.options,
    handler: async (req, reply) => {
      const { tournamentId } = req.params;
      const { tournament, user } = createSeasons.of(req);
      const body = req.body;
      const status = body.status ?? 'draft';
      const id = newId();
      // Read before the transaction: PGlite has one connection, and the transaction holds it.
      const tier = await ownerTier(deps, tournament.ownerId);
      await deps.db.transaction(async (tx) => {
        if (status !== 'completed') {
          const open = await openSeasonCount(tx, tournamentId);
          enforceLimit(tier, 'openSeasonsPerTournament', open, user.id === tournament.ownerId);
        }
        await tx.insert(seasons).values({
          id,
          tournamentId,
          name: body.name,
          startDate: body.startDate ?? null,
          endDate: body.endDate ?? null,
          status,
          rules: body.rules ?? presetRules('fiba'),
          // A FIBA 3x3 season ranks the 3x3 way unless the request says otherwise.
          standingsRules: body.standingsRules ?? presetStandingsRules(body.rules?.preset ?? 'fiba'),
        });
      });
      return reply.status(201).send(await seasonView(deps.db, id));
    },
  });

  app.route({
    ...endpointRoute(seasonEndpoints.getSeason),
    ...seasonMember.options,
    handler: async (req) => {
      const { seasonId } = req.params;
      return seasonView(deps.db, seasonId);
    },
  });

  app.route({
    ...endpointRoute(seasonEndpoints.updateSeason),
    ...changeSeasons.options,
    handler: async (req) => {
      const { seasonId } = req.params;
      const { tournament, user } = changeSeasons.of(req);
      const body = req.body;
      const tier = await ownerTier(deps, tournament.ownerId);
      await deps.db.transaction(async (tx) => {
        const [current] = await tx.select().from(seasons).where(eq(seasons.id, seasonId));
        if (!current) throw new HttpError(404, errorCodes.notFound, msg('error.notFound.season'));
        const startDate = body.startDate !== undefined ? body.startDate : current.startDate;
        const endDate = body.endDate !== undefined ? body.endDate : current.endDate;
        if (startDate && endDate && startDate > endDate) {
          const message = msg('field.endBeforeStart');
          throw new HttpError(400, errorCodes.validation, message, { endDate: message });
        }
        if (current.status === 'completed' && body.status && body.status !== 'completed') {
          const open = await openSeasonCount(tx, tournament.id, seasonId);
          enforceLimit(tier, 'openSeasonsPerTournament', open, user.id === tournament.ownerId);
        }
        if (Object.keys(body).length > 0) {
          await tx.update(seasons).set(body).where(eq(seasons.id, seasonId));
        }
      });
      // The rules and the season's name are part of every game's setup.
      if (body.rules || body.name) publishGameSetupChanged(req, { seasonId });
      return seasonView(deps.db, seasonId);
    },
  });

  app.route({
    ...endpointRoute(seasonEndpoints.deleteSeason),
    ...deleteSeasons.options,
    handler: async (req, reply) => {
      const { seasonId } = req.params;
      return deleteWithConfirmation(reply, req.query.confirm, {
        preview: async () => {
          const season = await seasonView(deps.db, seasonId);
          const teamIds = deps.db
            .select({ id: teams.id })
            .from(teams)
            .where(eq(teams.seasonId, seasonId));
          const [p] = await deps.db
            .select({ n: count() })
            .from(players)
            .where(inArray(players.teamId, teamIds));
          const counts = { teams: season.teamCount, players: p?.n ?? 0, games: season.gameCount };
          return deletePreview(msg('error.delete.what.season', { name: season.name }), counts);
        },
        remove: () =>
          deps.db.transaction(async (tx) => {
            await tx.delete(games).where(eq(games.seasonId, seasonId));
            await tx.delete(seasons).where(eq(seasons.id, seasonId));
          }),
      });
    },
  });
};
