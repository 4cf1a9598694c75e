// Tournaments (docs/product/league-data.md, league-pages.md): my list, create (the creator owns it; plan limit), read,
// change (archive and un-archive: owner only), delete (owner only, after confirmation).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as tournamentEndpoints from '../../../contract/endpoints/tournaments.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorCodes } from '../../../contract/errors.ts';
import { publishGameSetupChanged } from '../../live/setup-events.ts';
import type { Db } from '../../db/client.ts';
import {
  games,
  memberships,
  players,
  seasons,
  teams,
  tournaments,
} from '../../db/tournament-schema.ts';
import { requireUser } from '../../auth/guards.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { deletePreview, deleteWithConfirmation } from '../common/delete-confirmation.ts';
import { newId } from '../common/ids.ts';
import { claimImage, logoColumns } from '../common/images.ts';
import { enforceLimit, limitOf, ownerTier } from '../common/plan-limits.ts';
import { routeAccess } from '../common/route-access.ts';
import { supportedLanguage } from '../common/supported-language.ts';
import { tournamentView, tournamentViews } from './tournament-view.ts';

const tournamentMember = routeAccess('tournamentId', { role: 'viewer', intent: 'read' });
const deleteTournament = routeAccess('tournamentId', {
  role: 'owner',
  intent: 'write-archived',
  action: 'deleteTournament',
});

/** Archiving and un-archiving are the owner's; an archived tournament accepts only un-archiving. */
const changeTournament = routeAccess('tournamentId', (req) => {
  const { archived } = req.body as { archived?: boolean };
  const changesArchive = archived !== undefined;
  return {
    role: changesArchive ? 'owner' : 'admin',
    intent: archived === false ? 'write-archived' : 'write',
    action: changesArchive ? 'archiveTournament' : 'changeTournament',
  };
});

async function ownedOpenCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tournaments)
    .where(and(eq(tournaments.ownerId, userId), eq(tournaments.archived, false)));
  return row?.n ?? 0;
}

/** How many seasons, teams, players and games a tournament holds (for the delete preview). */
async function tournamentContents(db: Db, tournamentId: string) {
  const seasonIds = db
    .select({ id: seasons.id })
    .from(seasons)
    .where(eq(seasons.tournamentId, tournamentId));
  const teamIds = db.select({ id: teams.id }).from(teams).where(inArray(teams.seasonId, seasonIds));
  const [[s], [t], [p], [g]] = await Promise.all([
    db.select({ n: count() }).from(seasons).where(eq(seasons.tournamentId, tournamentId)),
    db.select({ n: count() }).from(teams).where(inArray(teams.seasonId, seasonIds)),
    db.select({ n: count() }).from(players).where(inArray(players.teamId, teamIds)),
    db.select({ n: count() }).from(games).where(inArray(games.seasonId, seasonIds)),
  ]);
  return { seasons: s?.n ?? 0, teams: t?.n ?? 0, players: p?.n ?? 0, games: g?.n ?? 0 };
}

export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...endpointRoute(tournamentEndpoints.listTournaments),
    handler: async (req) => {
      const user = await requireUser(req);
      const withArchived = req.query.archived === 'true';
      const list = await tournamentViews(
        deps,
        user.id,
        withArchived ? undefined : eq(tournaments.archived, false),
      );
      return {
        tournaments: list,
        owned: {
          count: await ownedOpenCount(deps.db, user.id),
          limit: limitOf(user.effectiveTier, 'tournamentsOwned'),
        },
      };
    },
  });

  app.route({
    ...endpointRoute(tournamentEndpoints.createTournament),
    handler: async (req, reply) => {
      const user = await requireUser(req);
      const language = req.body.language
        ? supportedLanguage(deps.i18n, req.body.language, 'language')
        : deps.i18n.pick([user.locale], req.headers['accept-language']);
      const id = newId();
      await deps.db.transaction(async (tx) => {
        enforceLimit(
          user.effectiveTier,
          'tournamentsOwned',
          await ownedOpenCount(tx, user.id),
          true,
        );
        const logo = await claimImage(tx, user.id, 'logoId', req.body.logoId, null);
        await tx.insert(tournaments).values({
          id,
          name: req.body.name,
          description: req.body.description,
          ...logoColumns(logo),
          publicOutputs: req.body.publicOutputs,
          language,
          ownerId: user.id,
        });
        await tx.insert(memberships).values({ tournamentId: id, userId: user.id, role: 'owner' });
      });
      return reply.status(201).send(await tournamentView(deps, user.id, id));
    },
  });

  app.route({
    ...endpointRoute(tournamentEndpoints.getTournament),
    ...tournamentMember.options,
    handler: async (req) => {
      const { user } = tournamentMember.of(req);
      return tournamentView(deps, user.id, req.params.tournamentId);
    },
  });

  app.route({
    ...endpointRoute(tournamentEndpoints.updateTournament),
    ...changeTournament.options,
    handler: async (req) => {
      const { tournamentId } = req.params;
      const { logoId, ...fields } = req.body;
      const body = {
        ...fields,
        ...(req.body.language
          ? { language: supportedLanguage(deps.i18n, req.body.language, 'language') }
          : {}),
      };
      const access = changeTournament.of(req);
      const tier = await ownerTier(deps, access.tournament.ownerId);
      await deps.db.transaction(async (tx) => {
        if (access.tournament.archived && body.archived === false) {
          enforceLimit(
            tier,
            'tournamentsOwned',
            await ownedOpenCount(tx, access.tournament.ownerId),
            true,
          );
        }
        const logo = await claimImage(
          tx,
          access.user.id,
          'logoId',
          logoId,
          access.tournament.logoId,
        );
        const changes = { ...body, ...logoColumns(logo) };
        if (Object.keys(changes).length > 0) {
          await tx.update(tournaments).set(changes).where(eq(tournaments.id, tournamentId));
        }
      });
      // Open outputs follow the change (name, public switch: public streams close when it is off).
      publishGameSetupChanged(req, { tournamentId });
      return tournamentView(deps, access.user.id, tournamentId);
    },
  });

  app.route({
    ...endpointRoute(tournamentEndpoints.deleteTournament),
    ...deleteTournament.options,
    handler: async (req, reply) => {
      const { tournamentId } = req.params;
      const { tournament } = deleteTournament.of(req);
      return deleteWithConfirmation(reply, req.query.confirm, {
        preview: async () =>
          deletePreview(
            msg('error.delete.what.tournament', { name: tournament.name }),
            await tournamentContents(deps.db, tournamentId),
          ),
        remove: () =>
          deps.db.transaction(async (tx) => {
            const deleted = await tx
              .delete(tournaments)
              .where(eq(tournaments.id, tournamentId))
              .returning({ id: tournaments.id });
            if (deleted.length === 0) {
              throw new HttpError(404, errorCodes.notFound, msg('error.notFound.tournament'));
            }
          }),
      });
    },
  });
};
