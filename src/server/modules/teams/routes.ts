// Teams of a season (docs/product/league-data.md): created and changed by the owner and admins, within the
// owner's plan (teams per season); a season's teams can be copied from an earlier season.
import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as teamEndpoints from '../../../contract/endpoints/teams.ts';
import { errorCodes } from '../../../contract/errors.ts';
import type { Db } from '../../db/client.ts';
import { games, players, seasons, teams } from '../../db/tournament-schema.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { publishGameSetupChanged } from '../../live/setup-events.ts';
import { deletePreview, deleteWithConfirmation } from '../common/delete-confirmation.ts';
import { newId } from '../common/ids.ts';
import { claimImage, logoColumns, newImageToken } from '../common/images.ts';
import { enforceLimit, ownerTier } from '../common/plan-limits.ts';
import { routeAccess } from '../common/route-access.ts';
import { teamView, teamViews } from './team-view.ts';

const seasonMember = routeAccess('seasonId', { role: 'viewer', intent: 'read' });
const addTeams = routeAccess('seasonId', { role: 'admin', intent: 'write', action: 'addTeams' });
const teamMember = routeAccess('teamId', { role: 'viewer', intent: 'read' });
const changeTeams = routeAccess('teamId', {
  role: 'admin',
  intent: 'write',
  action: 'changeTeams',
});
const deleteTeams = routeAccess('teamId', {
  role: 'admin',
  intent: 'write',
  action: 'deleteTeams',
});

async function teamCount(db: Db, seasonId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teams).where(eq(teams.seasonId, seasonId));
  return row?.n ?? 0;
}

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...endpointRoute(teamEndpoints.listTeams),
    ...seasonMember.options,
    handler: async (req) => {
      const { seasonId } = req.params;
      return { teams: await teamViews(deps.db, eq(teams.seasonId, seasonId)) };
    },
  });

  app.route({
    ...endpointRoute(teamEndpoints.createTeam),
    ...addTeams.options,
    handler: async (req, reply) => {
      const { seasonId } = req.params;
      const { tournament, user } = addTeams.of(req);
      const { logoId, ...body } = req.body;
      const tier = await ownerTier(deps, tournament.ownerId);
      const id = newId();
      await deps.db.transaction(async (tx) => {
        enforceLimit(
          tier,
          'teamsPerSeason',
          await teamCount(tx, seasonId),
          user.id === tournament.ownerId,
        );
        const logo = await claimImage(tx, user.id, 'logoId', logoId, null);
        await tx.insert(teams).values({ id, seasonId, ...body, ...logoColumns(logo) });
      });
      return reply.status(201).send(await teamView(deps.db, id));
    },
  });

  app.route({
    ...endpointRoute(teamEndpoints.copyTeams),
    ...addTeams.options,
    handler: async (req, reply) => {
      const { seasonId } = req.params;
      const { fromSeasonId, withPlayers } = req.body;
      const { tournament, user } = addTeams.of(req);
      const [source] = await deps.db
        .select({ id: seasons.id })
        .from(seasons)
        .where(and(eq(seasons.id, fromSeasonId), eq(seasons.tournamentId, tournament.id)));
      if (!source || fromSeasonId === seasonId) {
        const message = msg('field.otherSeason');
        throw new HttpError(400, errorCodes.validation, message, { fromSeasonId: message });
      }
      const tier = await ownerTier(deps, tournament.ownerId);
      const created: string[] = [];
      await deps.db.transaction(async (tx) => {
        const sourceTeams = await tx.select().from(teams).where(eq(teams.seasonId, fromSeasonId));
        if (sourceTeams.length === 0) {
          const message = msg('field.noTeamsToCopy');
          throw new HttpError(400, errorCodes.validation, message, { fromSeasonId: message });
        }
        const current = await teamCount(tx, seasonId);
        enforceLimit(
          tier,
          'teamsPerSeason',
          current,
          user.id === tournament.ownerId,
          sourceTeams.length,
        );
        const sourcePlayers = withPlayers
          ? await tx
              .select()
              .from(players)
              .where(
                inArray(
                  players.teamId,
                  sourceTeams.map((t) => t.id),
                ),
              )
          : [];
        for (const team of sourceTeams) {
          const id = newId();
          created.push(id);
          await tx.insert(teams).values({
            id,
            seasonId,
            name: team.name,
            shortName: team.shortName,
            primaryColor: team.primaryColor,
            secondaryColor: team.secondaryColor,
            // The copy shows the same image at an address of its own.
            logoId: team.logoId,
            logoToken: team.logoId ? newImageToken() : null,
            coachName: team.coachName,
            groupName: team.groupName,
          });
          const roster = sourcePlayers.filter((p) => p.teamId === team.id);
          if (roster.length > 0) {
            await tx.insert(players).values(
              roster.map((p) => ({
                id: newId(),
                teamId: id,
                firstName: p.firstName,
                lastName: p.lastName,
                jersey: p.jersey,
                position: p.position,
                heightCm: p.heightCm,
                birthDate: p.birthDate,
                photoId: p.photoId,
                photoToken: p.photoId ? newImageToken() : null,
                active: p.active,
              })),
            );
          }
        }
      });
      return reply
        .status(201)
        .send({ teams: await teamViews(deps.db, inArray(teams.id, created)) });
    },
  });

  app.route({
    ...endpointRoute(teamEndpoints.getTeam),
    ...teamMember.options,
    handler: async (req) => {
      return teamView(deps.db, req.params.teamId);
    },
  });

  app.route({
    ...endpointRoute(teamEndpoints.updateTeam),
    ...changeTeams.options,
    handler: async (req) => {
      const { teamId } = req.params;
      const { user } = changeTeams.of(req);
      const { logoId, ...body } = req.body;
      if (Object.keys(req.body).length > 0) {
        await deps.db.transaction(async (tx) => {
          const [current] = await tx
            .select({ logoId: teams.logoId })
            .from(teams)
            .where(eq(teams.id, teamId));
          const logo = await claimImage(tx, user.id, 'logoId', logoId, current?.logoId ?? null);
          const changes = { ...body, ...logoColumns(logo) };
          if (Object.keys(changes).length > 0) {
            await tx.update(teams).set(changes).where(eq(teams.id, teamId));
          }
        });
        publishGameSetupChanged(req, { teamId });
      }
      return teamView(deps.db, teamId);
    },
  });

  app.route({
    ...endpointRoute(teamEndpoints.deleteTeam),
    ...deleteTeams.options,
    handler: async (req, reply) => {
      const { teamId } = req.params;
      return deleteWithConfirmation(reply, req.query.confirm, {
        preview: async () => {
          const [[g], [p]] = await Promise.all([
            deps.db
              .select({ n: count() })
              .from(games)
              .where(or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId))),
            deps.db.select({ n: count() }).from(players).where(eq(players.teamId, teamId)),
          ]);
          const counts = { games: g?.n ?? 0, players: p?.n ?? 0 };
          // An empty team goes at once; one with games says how many it plays in first.
          if (counts.games === 0 && counts.players === 0) return null;
          const involve =
            counts.games > 0
              ? msg('error.delete.gamesInvolveTeam', { count: counts.games })
              : undefined;
          return deletePreview(msg('error.delete.what.team'), counts, involve);
        },
        remove: async () => {
          await deps.db.delete(teams).where(eq(teams.id, teamId));
          publishGameSetupChanged(req, { teamId });
        },
      });
    },
  });
};
