// GET/POST/DELETE /api/seasons/:seasonId/bracket: any member reads the bracket; the
// owner or an admin draws it (premium, docs/product/plans.md) or removes it while none of its games has
// started. Also wires the live ingest's result changes to the bracket sync.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as bracketEndpoints from '../../../contract/endpoints/playoffs.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorCodes } from '../../../contract/errors.ts';
import { allowsThirdPlaceGame } from '../../../domain/bracket/bracket.ts';
import { brackets } from '../../db/season-stats-schema.ts';
import { games, teams } from '../../db/tournament-schema.ts';
import { HttpError, notFound, msg } from '../../http/errors.ts';
import { isUniqueViolation } from '../common/db-errors.ts';
import { newId } from '../common/ids.ts';
import { routeAccess } from '../common/route-access.ts';
import { hasStarted } from './bracket-plan.ts';
import { BracketSyncer, loadBracketGames, lockBracket, syncBracket } from './bracket-sync.ts';
import { bracketView, renderBracket } from './bracket-view.ts';

const seasonMember = routeAccess('seasonId', { role: 'viewer', intent: 'read' });
const drawBracket = routeAccess('seasonId', {
  role: 'admin',
  intent: 'write',
  action: 'drawBracket',
  feature: 'playoffs',
});
const deleteBracket = routeAccess('seasonId', {
  role: 'admin',
  intent: 'write',
  action: 'deleteBracket',
});

const alreadyExists = () => new HttpError(409, errorCodes.conflict, msg('error.playoffs.exists'));

export const playoffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const syncer = new BracketSyncer(deps, app.log);

  // A playoff game's result moved in a console: advance (or take back) the bracket after the
  // answer. Only bracket games cost anything beyond this check.
  const off = app.live.onResultChanged((game) => {
    void deps.db
      .select({ slot: games.bracketSlot })
      .from(games)
      .where(eq(games.id, game.id))
      .then(([row]) => {
        if (row?.slot) syncer.runLater(game.seasonId);
      })
      .catch((err: unknown) => {
        app.log.error({ err, gameId: game.id }, 'could not check for a playoff bracket');
      });
  });
  app.addHook('onClose', async () => off());

  app.route({
    ...endpointRoute(bracketEndpoints.getBracket),
    ...seasonMember.options,
    handler: async (req) => {
      const { seasonId } = req.params;
      return { bracket: await bracketView(deps.db, syncer, seasonId) };
    },
  });

  app.route({
    ...endpointRoute(bracketEndpoints.createBracket),
    ...drawBracket.options,
    handler: async (req, reply) => {
      const { seasonId } = req.params;
      const b = req.body;
      const thirdPlaceGame = b.format === 'single' && (b.thirdPlaceGame ?? false);
      const resetGame = b.format === 'double' && (b.resetGame ?? false);
      if (thirdPlaceGame && !allowsThirdPlaceGame(b.teamIds.length)) {
        const message = msg('field.thirdPlaceTeams');
        throw new HttpError(400, errorCodes.validation, message, { thirdPlaceGame: message });
      }
      const found = await deps.db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.seasonId, seasonId), inArray(teams.id, b.teamIds)));
      const ours = new Set(found.map((t) => t.id));
      const stranger = b.teamIds.findIndex((id) => !ours.has(id));
      if (stranger >= 0) {
        const message = msg('field.seedStranger', { seed: stranger + 1 });
        throw new HttpError(400, errorCodes.validation, message, { teamIds: message });
      }
      const report = await deps.db
        .transaction(async (tx) => {
          await tx.insert(brackets).values({
            id: newId(),
            seasonId,
            format: b.format,
            thirdPlaceGame,
            resetGame,
            seeds: b.teamIds,
          });
          return syncBracket(tx, seasonId, deps.i18n);
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw alreadyExists();
          throw err;
        });
      syncer.announce(report.changedGameIds);
      // Drawn and settled in the transaction above: render that, without reading it all again.
      const bracket = await renderBracket(deps.db, deps.i18n, report.row!, report.plan!);
      return reply.status(201).send({ bracket });
    },
  });

  app.route({
    ...endpointRoute(bracketEndpoints.deleteBracket),
    ...deleteBracket.options,
    handler: async (req, reply) => {
      const { seasonId } = req.params;
      const removed = await deps.db.transaction(async (tx) => {
        const row = await lockBracket(tx, seasonId);
        if (!row) throw notFound(msg('error.playoffs.none'));
        const bracketGames = await loadBracketGames(tx, seasonId);
        const started = bracketGames.filter(hasStarted);
        if (started.length > 0) {
          const names = started.map((g) => g.round || g.bracketSlot).join(', ');
          throw new HttpError(
            409,
            errorCodes.conflict,
            msg('error.playoffs.started', { games: names, count: started.length }),
          );
        }
        if (bracketGames.length > 0) {
          await tx.delete(games).where(
            inArray(
              games.id,
              bracketGames.map((g) => g.id),
            ),
          );
        }
        await tx.delete(brackets).where(eq(brackets.id, row.id));
        return bracketGames.map((g) => g.id);
      });
      syncer.announce(removed);
      return reply.status(204).send(null);
    },
  });
};
