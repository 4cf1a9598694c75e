// The one permission check of the management API. Every route names what it acts on (a
// tournament, or a season, team, player or game inside one) and the weakest role allowed; one
// query resolves the tournament and the caller's membership. A non-member gets the same 404 as a
// missing tournament, so ids of other people's tournaments reveal nothing.
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errorCodes } from '../../../contract/errors.ts';
import { roleAtLeast, type TournamentRole } from '../../../contract/tournaments.ts';
import { requireUser, type SessionUser } from '../../auth/guards.ts';
import {
  games,
  memberships,
  players,
  seasons,
  teams,
  tournaments,
} from '../../db/tournament-schema.ts';
import { HttpError, msg, type ServerMessage } from '../../http/errors.ts';
import type { AccessAction } from './access-actions.ts';

export type TournamentRow = typeof tournaments.$inferSelect;

/** What a route acts on; the ids below the tournament are resolved to it by joins. */
export type Scope =
  | { tournamentId: string }
  | { seasonId: string }
  | { teamId: string }
  | { playerId: string }
  | { gameId: string };

/**
 * 'read' works on archived tournaments; 'write' does not (archived = read-only);
 * 'write-archived' is for the few writes an archived tournament accepts (un-archive, delete).
 */
export type Intent = 'read' | 'write' | 'write-archived';

export interface TournamentAccess {
  user: SessionUser;
  tournament: TournamentRow;
  role: TournamentRole;
  /** Filled when the scope was a season or something in one. */
  seasonId: string | null;
  teamId: string | null;
}

const notFoundMessage = (scope: Scope): ServerMessage => {
  if ('tournamentId' in scope) return msg('error.notFound.tournament');
  if ('seasonId' in scope) return msg('error.notFound.season');
  if ('teamId' in scope) return msg('error.notFound.team');
  if ('playerId' in scope) return msg('error.notFound.player');
  return msg('error.notFound.game');
};

/**
 * 401 anonymous, 403 deactivated, 404 missing or not a member, 403 role too weak (with
 * `action` named in the message, e.g. "manage members"), 409 a write to an archived tournament.
 */
export async function requireTournamentRole(
  req: FastifyRequest,
  scope: Scope,
  minimum: TournamentRole,
  intent: Intent,
  action: AccessAction = 'doThis',
): Promise<TournamentAccess> {
  const user = await requireUser(req);
  const found = await resolve(req, scope, user.id);
  if (!found || !found.role) {
    throw new HttpError(404, errorCodes.notFound, notFoundMessage(scope));
  }
  const role = found.role;
  if (!roleAtLeast(role, minimum)) {
    const message = msg('error.access.roleTooWeak', {
      role: minimum,
      action: msg(`error.action.${action}`),
    });
    throw new HttpError(403, errorCodes.forbidden, message);
  }
  if (found.tournament.archived && intent === 'write') {
    throw new HttpError(409, errorCodes.tournamentArchived, msg('error.tournamentArchived'));
  }
  return {
    user,
    tournament: found.tournament,
    role,
    seasonId: found.seasonId,
    teamId: found.teamId,
  };
}

interface Resolved {
  tournament: TournamentRow;
  role: TournamentRole | null;
  seasonId: string | null;
  teamId: string | null;
}

async function resolve(
  req: FastifyRequest,
  scope: Scope,
  userId: string,
): Promise<Resolved | null> {
  const { db } = req.server.deps;
  const member = and(eq(memberships.tournamentId, tournaments.id), eq(memberships.userId, userId));
  const base = { tournament: tournaments, role: memberships.role };

  if ('tournamentId' in scope) {
    const [row] = await db
      .select(base)
      .from(tournaments)
      .leftJoin(memberships, member)
      .where(eq(tournaments.id, scope.tournamentId));
    return row ? { ...row, seasonId: null, teamId: null } : null;
  }
  if ('seasonId' in scope) {
    const [row] = await db
      .select({ ...base, seasonId: seasons.id })
      .from(seasons)
      .innerJoin(tournaments, eq(seasons.tournamentId, tournaments.id))
      .leftJoin(memberships, member)
      .where(eq(seasons.id, scope.seasonId));
    return row ? { ...row, teamId: null } : null;
  }
  if ('teamId' in scope) return byTeam(eq(teams.id, scope.teamId));
  if ('playerId' in scope) {
    const [row] = await db
      .select({ ...base, seasonId: seasons.id, teamId: teams.id })
      .from(players)
      .innerJoin(teams, eq(players.teamId, teams.id))
      .innerJoin(seasons, eq(teams.seasonId, seasons.id))
      .innerJoin(tournaments, eq(seasons.tournamentId, tournaments.id))
      .leftJoin(memberships, member)
      .where(eq(players.id, scope.playerId));
    return row ?? null;
  }
  const [row] = await db
    .select({ ...base, seasonId: seasons.id })
    .from(games)
    .innerJoin(seasons, eq(games.seasonId, seasons.id))
    .innerJoin(tournaments, eq(seasons.tournamentId, tournaments.id))
    .leftJoin(memberships, member)
    .where(eq(games.id, scope.gameId));
  return row ? { ...row, teamId: null } : null;

  async function byTeam(where: SQL) {
    const [row] = await db
      .select({ ...base, seasonId: seasons.id, teamId: teams.id })
      .from(teams)
      .innerJoin(seasons, eq(teams.seasonId, seasons.id))
      .innerJoin(tournaments, eq(seasons.tournamentId, tournaments.id))
      .leftJoin(memberships, member)
      .where(where);
    return row ?? null;
  }
}
