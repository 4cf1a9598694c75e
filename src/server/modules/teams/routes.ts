// Teams of a season (docs/product/league-data.md): created and changed by the owner and admins, within the
// owner's plan (teams per season); a season's teams can be copied from an earlier season.
import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managementPaths } from '../../../contract/api-paths.ts';
import { apiErrorSchema, errorCodes } from '../../../contract/errors.ts';
import { copyTeamsSchema } from '../../../contract/seasons.ts';
import { createTeamSchema, teamSchema, updateTeamSchema } from '../../../contract/teams.ts';
import { confirmQuerySchema } from '../../../contract/tournaments.ts';
import type { Db } from '../../db/client.ts';
import { games, players, seasons, teams } from '../../db/tournament-schema.ts';
import { HttpError } from '../../http/errors.ts';
import { publishGameSetupChanged } from '../../live/setup-events.ts';
import {
  confirmedDeleteResponses,
  deletePreview,
  deleteWithConfirmation,
} from '../common/delete-confirmation.ts';
import { newId } from '../common/ids.ts';
import { assertUploadsExist } from '../common/images.ts';
import { enforceLimit, ownerTier } from '../common/plan-limits.ts';
import { managementErrors as errors, seasonParams, teamParams } from '../common/route-schemas.ts';
import { routeAccess } from '../common/route-access.ts';
import { teamView, teamViews } from './team-view.ts';

const seasonMember = routeAccess('seasonId', { role: 'viewer', intent: 'read' });
const addTeams = routeAccess('seasonId', { role: 'admin', intent: 'write', action: 'add teams' });
const teamMember = routeAccess('teamId', { role: 'viewer', intent: 'read' });
const changeTeams = routeAccess('teamId', {
  role: 'admin',
  intent: 'write',
  action: 'change teams',
});
const deleteTeams = routeAccess('teamId', {
  role: 'admin',
  intent: 'write',
  action: 'delete teams',
});

const tags = ['teams'];
const teamList = z.object({ teams: z.array(teamSchema) });

async function teamCount(db: Db, seasonId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teams).where(eq(teams.seasonId, seasonId));
  return row?.n ?? 0;
}

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    managementPaths.seasonTeams,
    {
      ...seasonMember.options,
      schema: {
        tags,
        summary: 'Teams of a season (any member)',
        params: seasonParams,
        response: { 200: teamList, ...errors },
      },
    },
    async (req) => {
      const { seasonId } = req.params;
      return { teams: await teamViews(deps.db, eq(teams.seasonId, seasonId)) };
    },
  );

  app.post(
    managementPaths.seasonTeams,
    {
      ...addTeams.options,
      schema: {
        tags,
        summary: 'Add a team to a season (owner and admins; plan limit applies)',
        params: seasonParams,
        body: createTeamSchema,
        response: { 201: teamSchema, 402: apiErrorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { seasonId } = req.params;
      const { tournament, user } = addTeams.of(req);
      await assertUploadsExist(deps.db, { logoId: req.body.logoId });
      const tier = await ownerTier(deps, tournament.ownerId);
      const id = newId();
      await deps.db.transaction(async (tx) => {
        enforceLimit(
          tier,
          'teamsPerSeason',
          await teamCount(tx, seasonId),
          user.id === tournament.ownerId,
        );
        await tx.insert(teams).values({
          id,
          seasonId,
          ...req.body,
          logoId: req.body.logoId ?? null,
        });
      });
      return reply.status(201).send(await teamView(deps.db, id));
    },
  );

  app.post(
    managementPaths.seasonTeamsCopy,
    {
      ...addTeams.options,
      schema: {
        tags,
        summary: 'Copy the teams (and rosters) of another season of the same tournament',
        params: seasonParams,
        body: copyTeamsSchema,
        response: { 201: teamList, 402: apiErrorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { seasonId } = req.params;
      const { fromSeasonId, withPlayers } = req.body;
      const { tournament, user } = addTeams.of(req);
      const [source] = await deps.db
        .select({ id: seasons.id })
        .from(seasons)
        .where(and(eq(seasons.id, fromSeasonId), eq(seasons.tournamentId, tournament.id)));
      if (!source || fromSeasonId === seasonId) {
        const message = 'Choose another season of this tournament';
        throw new HttpError(400, errorCodes.validation, message, { fromSeasonId: message });
      }
      const tier = await ownerTier(deps, tournament.ownerId);
      const created: string[] = [];
      await deps.db.transaction(async (tx) => {
        const sourceTeams = await tx.select().from(teams).where(eq(teams.seasonId, fromSeasonId));
        if (sourceTeams.length === 0) {
          const message = 'That season has no teams to copy';
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
            logoId: team.logoId,
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
  );

  app.get(
    managementPaths.team,
    {
      ...teamMember.options,
      schema: {
        tags,
        summary: 'One team (any member)',
        params: teamParams,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (req) => {
      return teamView(deps.db, req.params.teamId);
    },
  );

  app.patch(
    managementPaths.team,
    {
      ...changeTeams.options,
      schema: {
        tags,
        summary: 'Change a team (owner and admins)',
        params: teamParams,
        body: updateTeamSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (req) => {
      const { teamId } = req.params;
      await assertUploadsExist(deps.db, { logoId: req.body.logoId });
      if (Object.keys(req.body).length > 0) {
        await deps.db.update(teams).set(req.body).where(eq(teams.id, teamId));
        publishGameSetupChanged(req, { teamId });
      }
      return teamView(deps.db, teamId);
    },
  );

  app.delete(
    managementPaths.team,
    {
      ...deleteTeams.options,
      schema: {
        tags,
        summary: 'Delete a team with its roster and its games (owner and admins)',
        description:
          'A team with players or games needs ?confirm=true; without it the answer is 409 with the counts.',
        params: teamParams,
        querystring: confirmQuerySchema,
        response: confirmedDeleteResponses,
      },
    },
    async (req, reply) => {
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
              ? `${counts.games} ${counts.games === 1 ? 'game involves' : 'games involve'} this team. `
              : '';
          return deletePreview('it', counts, involve);
        },
        remove: async () => {
          await deps.db.delete(teams).where(eq(teams.id, teamId));
          publishGameSetupChanged(req, { teamId });
        },
      });
    },
  );
};
