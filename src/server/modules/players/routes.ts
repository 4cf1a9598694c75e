// Players (docs/product/league-data.md): rosters are kept by scorekeepers and up; a jersey is unique within a
// team, answered 409 with whose number it is. CSV import previews every row's problems and
// commits all rows or none.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as playerEndpoints from '../../../contract/endpoints/players.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorCodes } from '../../../contract/errors.ts';
import { type Player } from '../../../contract/teams.ts';
import type { Db } from '../../db/client.ts';
import { players, seasons, teams } from '../../db/tournament-schema.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { publishGameSetupChanged } from '../../live/setup-events.ts';
import { isUniqueViolation } from '../common/db-errors.ts';
import { newId } from '../common/ids.ts';
import { claimImage, imageUrl, photoColumns } from '../common/images.ts';
import { routeAccess } from '../common/route-access.ts';
import { checkRosterCsv } from './roster-import.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { positionWords, type PositionWords } from './position-words.ts';

const teamMember = routeAccess('teamId', { role: 'viewer', intent: 'read' });
const editRoster = routeAccess('teamId', {
  role: 'scorekeeper',
  intent: 'write',
  action: 'editRosters',
});
const playerMember = routeAccess('playerId', { role: 'viewer', intent: 'read' });
const editPlayer = routeAccess('playerId', {
  role: 'scorekeeper',
  intent: 'write',
  action: 'editRosters',
});

async function playerViews(db: Db, where: ReturnType<typeof eq>): Promise<Player[]> {
  const rows = await db
    .select({ p: players, seasonId: teams.seasonId, tournamentId: seasons.tournamentId })
    .from(players)
    .innerJoin(teams, eq(players.teamId, teams.id))
    .innerJoin(seasons, eq(teams.seasonId, seasons.id))
    .where(where)
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
  return rows.map(({ p, seasonId, tournamentId }) => ({
    id: p.id,
    teamId: p.teamId,
    seasonId,
    tournamentId,
    firstName: p.firstName,
    lastName: p.lastName,
    jersey: p.jersey,
    position: p.position,
    heightCm: p.heightCm,
    birthDate: p.birthDate,
    photoId: p.photoId,
    photoUrl: imageUrl(p.photoId, p.photoToken),
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }));
}

async function playerView(db: Db, playerId: string): Promise<Player> {
  const [view] = await playerViews(db, eq(players.id, playerId));
  if (!view) throw new Error(`player ${playerId} vanished while answering`);
  return view;
}

/** 409 for `jersey`, naming its holder when known (null: someone saved it at the same time). */
function jerseyTaken(jersey: string, holder: { firstName: string; lastName: string } | null) {
  const message = holder
    ? msg('field.jerseyTaken', { jersey, name: `${holder.firstName} ${holder.lastName}` })
    : msg('field.jerseyTakenByAnother', { jersey });
  return new HttpError(409, errorCodes.conflict, message, { jersey: message });
}

/** 409 when a teammate (other than `except`) wears `jersey`. */
async function assertJerseyFree(db: Db, teamId: string, jersey: string, except?: string) {
  const [holder] = await db
    .select({ firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(
      and(
        eq(players.teamId, teamId),
        eq(players.jersey, jersey),
        except ? ne(players.id, except) : undefined,
      ),
    );
  if (holder) throw jerseyTaken(jersey, holder);
}

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  /** Every language's position words, read from the catalogues at the first import. */
  let positions: PositionWords | undefined;
  const importPositions = () =>
    (positions ??= positionWords(deps.i18n.locales.map((l) => deps.i18n.t(l.code, 'common'))));

  /** Two people saving the same number at once: the unique index decides; answer like the check. */
  async function writeOrConflict(
    teamId: string,
    jersey: string | undefined,
    write: () => Promise<unknown>,
  ) {
    try {
      await write();
    } catch (err) {
      if (jersey !== undefined && isUniqueViolation(err)) {
        await assertJerseyFree(deps.db, teamId, jersey);
        throw jerseyTaken(jersey, null);
      }
      // An import raced with someone adding a player: nothing was written (one transaction).
      if (isUniqueViolation(err)) {
        throw new HttpError(409, errorCodes.conflict, msg('error.players.importRace'));
      }
      throw err;
    }
  }

  app.route({
    ...endpointRoute(playerEndpoints.listPlayers),
    ...teamMember.options,
    handler: async (req) => {
      const { teamId } = req.params;
      return { players: await playerViews(deps.db, eq(players.teamId, teamId)) };
    },
  });

  app.route({
    ...endpointRoute(playerEndpoints.createPlayer),
    ...editRoster.options,
    handler: async (req, reply) => {
      const { teamId } = req.params;
      const { user } = editRoster.of(req);
      const { photoId, ...body } = req.body;
      await assertJerseyFree(deps.db, teamId, body.jersey);
      const id = newId();
      await writeOrConflict(teamId, body.jersey, () =>
        deps.db.transaction(async (tx) => {
          const photo = await claimImage(tx, user.id, 'photoId', photoId, null);
          await tx.insert(players).values({ id, teamId, ...body, ...photoColumns(photo) });
        }),
      );
      publishGameSetupChanged(req, { teamId });
      return reply.status(201).send(await playerView(deps.db, id));
    },
  });

  app.route({
    ...endpointRoute(playerEndpoints.importPlayers),
    ...editRoster.options,
    handler: async (req, reply) => {
      const { teamId } = req.params;
      const roster = new Map(
        (
          await deps.db
            .select({
              jersey: players.jersey,
              firstName: players.firstName,
              lastName: players.lastName,
            })
            .from(players)
            .where(eq(players.teamId, teamId))
        ).map((p) => [p.jersey, `${p.firstName} ${p.lastName}`]),
      );
      // The problems in the words of the person importing (roster-import.ts).
      const locale = await requestLocale(req, { mayLoadUser: true });
      const t = deps.i18n.t(locale, 'server');
      const checked = checkRosterCsv(req.body.csv, roster, {
        t,
        manage: deps.i18n.t(locale, 'manage'),
        common: deps.i18n.t(locale, 'common'),
        positions: importPositions(),
      });
      if (!req.body.commit) return checked.result;
      if (checked.hasErrors) {
        // The first problem in words; the rows that come with it list every one.
        const [first] = checked.result.rows.flatMap((r) => Object.values(r.errors));
        const message =
          checked.result.fileErrors[0] ??
          t('error.players.nothingImported', { problem: first ?? '' });
        return reply.status(400).send({ code: errorCodes.validation, message, ...checked.result });
      }
      await writeOrConflict(teamId, undefined, () =>
        deps.db.transaction(async (tx) => {
          await tx
            .insert(players)
            .values(checked.players.map((p) => ({ id: newId(), teamId, ...p, photoId: null })));
        }),
      );
      publishGameSetupChanged(req, { teamId });
      return { ...checked.result, created: checked.players.length };
    },
  });

  app.route({
    ...endpointRoute(playerEndpoints.getPlayer),
    ...playerMember.options,
    handler: async (req) => {
      return playerView(deps.db, req.params.playerId);
    },
  });

  app.route({
    ...endpointRoute(playerEndpoints.updatePlayer),
    ...editPlayer.options,
    handler: async (req) => {
      const { playerId } = req.params;
      const { teamId, user } = editPlayer.of(req);
      const { photoId, ...body } = req.body;
      if (body.jersey !== undefined) await assertJerseyFree(deps.db, teamId, body.jersey, playerId);
      if (Object.keys(req.body).length > 0) {
        await writeOrConflict(teamId, body.jersey, () =>
          deps.db.transaction(async (tx) => {
            const [current] = await tx
              .select({ photoId: players.photoId })
              .from(players)
              .where(eq(players.id, playerId));
            const photo = await claimImage(
              tx,
              user.id,
              'photoId',
              photoId,
              current?.photoId ?? null,
            );
            const changes = { ...body, ...photoColumns(photo) };
            if (Object.keys(changes).length > 0) {
              await tx.update(players).set(changes).where(eq(players.id, playerId));
            }
          }),
        );
        publishGameSetupChanged(req, { teamId: teamId });
      }
      return playerView(deps.db, playerId);
    },
  });

  app.route({
    ...endpointRoute(playerEndpoints.deletePlayer),
    ...editPlayer.options,
    handler: async (req, reply) => {
      const { playerId } = req.params;
      const { teamId } = editPlayer.of(req);
      await deps.db.delete(players).where(eq(players.id, playerId));
      publishGameSetupChanged(req, { teamId: teamId });
      return reply.status(204).send(null);
    },
  });
};
