// Who may call a management route is declared once, in the route's options: the path parameter
// that names what it acts on, the weakest role allowed, whether it writes, and the premium feature
// it needs, if any. The rule is resolved before the handler (a preHandler, so after the request was
// validated, as the checks inside handlers were before) and the handler reads the result typed for
// that rule: a team's route gets a `teamId` that is a string, never one to assert.
//
//   const changeTeam = routeAccess('teamId', { role: 'admin', intent: 'write', action: 'changeTeams' });
//   app.patch(path, { schema, ...changeTeam.options }, async (req) => {
//     const { tournament, teamId } = changeTeam.of(req);
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TournamentRole } from '../../../contract/tournaments.ts';
import type { PremiumFeature } from '../../../domain/plans/plans.ts';
import { requireFeature } from '../../billing/plan-gates.ts';
import type { AccessAction } from './access-actions.ts';
import { ownerTier } from './plan-limits.ts';
import {
  requireTournamentRole,
  type Intent,
  type Scope,
  type TournamentAccess,
} from './tournament-access.ts';

/** The path parameter that names what a route acts on. */
export type ScopeParam = 'tournamentId' | 'seasonId' | 'teamId' | 'playerId' | 'gameId';

export interface AccessRule {
  role: TournamentRole;
  intent: Intent;
  /** Named in a 403, e.g. "Only the owner or an admin can change teams". */
  action?: AccessAction;
  /** A premium feature of the tournament's owner (402 otherwise). */
  feature?: PremiumFeature;
}

/** What a rule's scope tells of where the target sits. */
export type AccessIn<P extends ScopeParam> = P extends 'tournamentId'
  ? TournamentAccess
  : P extends 'seasonId' | 'gameId'
    ? TournamentAccess & { seasonId: string }
    : TournamentAccess & { seasonId: string; teamId: string };

export interface RouteAccess<P extends ScopeParam> {
  readonly param: P;
  /** Spread into the route's options. */
  readonly options: { preHandler: preHandlerAsyncHookHandler };
  /** The access resolved for this request by the route's preHandler. */
  of(req: FastifyRequest): AccessIn<P>;
}

const resolved = new WeakMap<FastifyRequest, TournamentAccess>();

export function routeAccess<P extends ScopeParam>(
  param: P,
  rule: AccessRule | ((req: FastifyRequest) => AccessRule | Promise<AccessRule>),
): RouteAccess<P> {
  const preHandler: preHandlerAsyncHookHandler = async (req) => {
    const id = (req.params as Record<string, unknown>)[param];
    // Every route that declares a rule has the parameter in its path; the schema made it a string.
    if (typeof id !== 'string') throw new TypeError(`route has no :${param} for its access rule`);
    const { role, intent, action, feature } = typeof rule === 'function' ? await rule(req) : rule;
    const access = await requireTournamentRole(req, { [param]: id } as Scope, role, intent, action);
    if (feature)
      requireFeature(await ownerTier(req.server.deps, access.tournament.ownerId), feature);
    resolved.set(req, access);
  };
  return {
    param,
    options: { preHandler },
    of(req) {
      const access = resolved.get(req);
      if (!access) throw new TypeError(`no access was resolved for this request (:${param})`);
      return access as AccessIn<P>;
    },
  };
}
