// Games of a season (docs/product/league-data.md): scheduled, edited and scored by scorekeepers and up; both
// teams must belong to the season and differ; a final game has two unequal scores, checked on
// the merged game at every change. Lists filter by season, status and team.
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as gameEndpoints from '../../../contract/endpoints/games.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorCodes } from '../../../contract/errors.ts';
import { type GameListQuery } from '../../../contract/games.ts';
import { isTimeZone } from '../../../domain/time/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { games, seasons, teams } from '../../db/tournament-schema.ts';
import { HttpError, msg, type ServerMessage } from '../../http/errors.ts';
import { publishGameSetupChanged } from '../../live/setup-events.ts';
import { newId } from '../common/ids.ts';
import { lockBracket, syncLockedBracket } from '../playoffs/bracket-sync.ts';
import { routeAccess } from '../common/route-access.ts';
import { gameView, gameViews } from './game-view.ts';

const tournamentMember = routeAccess('tournamentId', { role: 'viewer', intent: 'read' });
const seasonMember = routeAccess('seasonId', { role: 'viewer', intent: 'read' });
const addGames = routeAccess('seasonId', {
  role: 'scorekeeper',
  intent: 'write',
  action: 'editGames',
});
const gameMember = routeAccess('gameId', { role: 'viewer', intent: 'read' });
const editGame = routeAccess('gameId', {
  role: 'scorekeeper',
  intent: 'write',
  action: 'editGames',
});
const deleteGames = routeAccess('gameId', {
  role: 'admin',
  intent: 'write',
  action: 'deleteGames',
});

type GameRow = typeof games.$inferSelect;

/** Open screens of the game, and of the bracket games its change created, moved or removed. */
function publishChanged(req: FastifyRequest, gameId: string, bracketGameIds: readonly string[]) {
  for (const id of [gameId, ...bracketGameIds]) publishGameSetupChanged(req, { gameId: id });
}

function fieldError(field: string, message: ServerMessage): HttpError {
  return new HttpError(400, errorCodes.validation, message, { [field]: message });
}

function filters(q: GameListQuery): SQL[] {
  const list: SQL[] = [];
  if (q.seasonId) list.push(eq(games.seasonId, q.seasonId));
  if (q.status) list.push(eq(games.status, q.status));
  if (q.teamId) list.push(or(eq(games.homeTeamId, q.teamId), eq(games.awayTeamId, q.teamId))!);
  return list;
}

/** The checks zod cannot make alone: teams of this season, a real time zone, a whole game. */
async function checkGame(
  db: Db,
  seasonId: string,
  g: Pick<
    GameRow,
    'homeTeamId' | 'awayTeamId' | 'status' | 'homeScore' | 'awayScore' | 'forfeitedBy' | 'timezone'
  >,
) {
  if (g.homeTeamId === g.awayTeamId) throw fieldError('awayTeamId', msg('field.sameTeam'));
  if (!isTimeZone(g.timezone)) throw fieldError('timezone', msg('field.timeZoneLike'));
  const found = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.seasonId, seasonId), inArray(teams.id, [g.homeTeamId, g.awayTeamId])));
  const ids = new Set(found.map((t) => t.id));
  if (!ids.has(g.homeTeamId)) throw fieldError('homeTeamId', msg('field.teamOfSeason'));
  if (!ids.has(g.awayTeamId)) throw fieldError('awayTeamId', msg('field.teamOfSeason'));
  if (
    g.status === 'final' &&
    (g.homeScore === null || g.awayScore === null || g.homeScore === g.awayScore)
  ) {
    throw fieldError('homeScore', msg('field.finalScores'));
  }
  if (g.status === 'forfeit' && !g.forfeitedBy) {
    throw fieldError('forfeitedBy', msg('field.forfeitedBy'));
  }
}

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...endpointRoute(gameEndpoints.listTournamentGames),
    ...tournamentMember.options,
    handler: async (req) => {
      const { tournamentId } = req.params;
      const where = and(eq(seasons.tournamentId, tournamentId), ...filters(req.query));
      return { games: await gameViews(deps.db, where) };
    },
  });

  app.route({
    ...endpointRoute(gameEndpoints.listSeasonGames),
    ...seasonMember.options,
    handler: async (req) => {
      const { seasonId } = req.params;
      const where = and(eq(games.seasonId, seasonId), ...filters(req.query));
      return { games: await gameViews(deps.db, where) };
    },
  });

  app.route({
    ...endpointRoute(gameEndpoints.createGame),
    ...addGames.options,
    handler: async (req, reply) => {
      const { seasonId } = req.params;
      const b = req.body;
      const row = {
        homeTeamId: b.homeTeamId,
        awayTeamId: b.awayTeamId,
        status: b.status ?? 'scheduled',
        homeScore: b.homeScore ?? null,
        awayScore: b.awayScore ?? null,
        forfeitedBy: b.forfeitedBy ?? null,
        timezone: b.timezone ?? 'UTC',
      };
      await checkGame(deps.db, seasonId, row);
      const id = newId();
      await deps.db.insert(games).values({
        ...b,
        ...row,
        id,
        seasonId,
        scheduledAt: b.scheduledAt ? new Date(b.scheduledAt) : null,
      });
      return reply.status(201).send(await gameView(deps.db, id));
    },
  });

  app.route({
    ...endpointRoute(gameEndpoints.getGame),
    ...gameMember.options,
    handler: async (req) => {
      return gameView(deps.db, req.params.gameId);
    },
  });

  app.route({
    ...endpointRoute(gameEndpoints.updateGame),
    ...editGame.options,
    handler: async (req) => {
      const { gameId } = req.params;
      const { seasonId } = editGame.of(req);
      const b = req.body;
      const [current] = await deps.db.select().from(games).where(eq(games.id, gameId));
      if (!current) throw new HttpError(404, errorCodes.notFound, msg('error.notFound.game'));
      const { scheduledAt, ...rest } = b;
      const merged = { ...current, ...rest };
      await checkGame(deps.db, seasonId, merged);
      const changes = {
        ...rest,
        ...(scheduledAt !== undefined
          ? { scheduledAt: scheduledAt === null ? null : new Date(scheduledAt) }
          : {}),
      };
      if (Object.keys(changes).length > 0) {
        // A playoff game's result moves its bracket on (or back) in the same transaction.
        const bracketChanges = await deps.db.transaction(async (tx) => {
          const bracket = current.bracketSlot ? await lockBracket(tx, seasonId) : null;
          await tx.update(games).set(changes).where(eq(games.id, gameId));
          return bracket ? (await syncLockedBracket(tx, bracket, deps.i18n)).changedGameIds : [];
        });
        publishChanged(req, gameId, bracketChanges);
      }
      return gameView(deps.db, gameId);
    },
  });

  app.route({
    ...endpointRoute(gameEndpoints.deleteGame),
    ...deleteGames.options,
    handler: async (req, reply) => {
      const { gameId } = req.params;
      const { seasonId } = deleteGames.of(req);
      // Deleting a bracket game resets it: the sync draws it again, fresh, if its teams are known.
      const bracketChanges = await deps.db.transaction(async (tx) => {
        const bracket = await lockBracket(tx, seasonId);
        const [gone] = await tx
          .delete(games)
          .where(eq(games.id, gameId))
          .returning({ slot: games.bracketSlot });
        return bracket && gone?.slot
          ? (await syncLockedBracket(tx, bracket, deps.i18n)).changedGameIds
          : [];
      });
      publishChanged(req, gameId, bracketChanges);
      return reply.status(204).send(null);
    },
  });
};
