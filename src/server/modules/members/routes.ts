// Members and invites of a tournament (docs/product/league-data.md). Members and invites are managed by the
// owner and admins; anyone may leave (except the owner). The public preview and the join are
// rate-limited per client address, since codes could otherwise be guessed by brute force.
import { and, asc, desc, eq, gt, isNull, lt, or, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberEndpoints from '../../../contract/endpoints/members.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorCodes } from '../../../contract/errors.ts';
import {
  formatInviteCode,
  tournamentRoles,
  type Invite,
  type Member,
} from '../../../contract/tournaments.ts';
import { publishAccessChanged } from '../../auth/access-events.ts';
import { getSessionUser, requireUser } from '../../auth/guards.ts';
import { users } from '../../db/schema.ts';
import { invites, memberships, tournaments } from '../../db/tournament-schema.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { rateLimitConfig, registerRateLimit } from '../../http/rate-limit.ts';
import { isUniqueViolation } from '../common/db-errors.ts';
import { newId } from '../common/ids.ts';
import { routeAccess } from '../common/route-access.ts';
import {
  generateInviteCode,
  inviteState,
  unknownInviteMessage,
  unusableCodes,
  unusableMessages,
} from './invite-code.ts';

const seeMembers = routeAccess('tournamentId', {
  role: 'admin',
  intent: 'read',
  action: 'seeMembers',
});
const manageMembers = routeAccess('tournamentId', {
  role: 'admin',
  intent: 'write',
  action: 'manageMembers',
});
const seeInvites = routeAccess('tournamentId', {
  role: 'admin',
  intent: 'read',
  action: 'manageInvites',
});
const manageInvites = routeAccess('tournamentId', {
  role: 'admin',
  intent: 'write',
  action: 'manageInvites',
});

/** Removing someone is for the owner and admins; leaving (your own id) is for any member. */
const removeMember = routeAccess('tournamentId', async (req) => {
  const { userId } = req.params as { userId: string };
  const leaving = (await requireUser(req)).id === userId;
  return leaving
    ? { role: 'viewer', intent: 'read', action: 'manageMembers' }
    : { role: 'admin', intent: 'write', action: 'manageMembers' };
});

const DAY_MS = 24 * 60 * 60 * 1000;

type InviteRow = typeof invites.$inferSelect;

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await registerRateLimit(app, msg('error.rateLimited.invites'));
  const inviteRateLimit = rateLimitConfig(deps.config.inviteRateLimit);

  const toInvite = (row: InviteRow): Invite => ({
    id: row.id,
    code: formatInviteCode(row.code),
    role: row.role,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state: inviteState(row, deps.now()),
    createdAt: row.createdAt.toISOString(),
  });

  async function listMembers(tournamentId: string): Promise<Member[]> {
    const rows = await deps.db
      .select({ m: memberships, name: users.name, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(memberships.userId, users.id))
      .where(eq(memberships.tournamentId, tournamentId))
      .orderBy(asc(users.name), asc(users.id));
    return rows
      .map(({ m, name, email }) => ({
        userId: m.userId,
        name,
        email,
        role: m.role,
        joinedAt: m.createdAt.toISOString(),
      }))
      .sort((a, b) => tournamentRoles.indexOf(a.role) - tournamentRoles.indexOf(b.role));
  }

  app.route({
    ...endpointRoute(memberEndpoints.listMembers),
    ...seeMembers.options,
    handler: async (req) => {
      const { tournamentId } = req.params;
      return { members: await listMembers(tournamentId) };
    },
  });

  app.route({
    ...endpointRoute(memberEndpoints.updateMember),
    ...manageMembers.options,
    handler: async (req) => {
      const { tournamentId, userId } = req.params;
      const target = await membershipOf(tournamentId, userId);
      if (target.role === 'owner') {
        throw new HttpError(403, errorCodes.forbidden, msg('error.members.ownerRole'));
      }
      await deps.db
        .update(memberships)
        .set({ role: req.body.role })
        .where(and(eq(memberships.tournamentId, tournamentId), eq(memberships.userId, userId)));
      const member = (await listMembers(tournamentId)).find((m) => m.userId === userId);
      if (!member) throw new HttpError(404, errorCodes.notFound, msg('error.notFound.member'));
      return member;
    },
  });

  app.route({
    ...endpointRoute(memberEndpoints.removeMember),
    ...removeMember.options,
    handler: async (req, reply) => {
      const { tournamentId, userId } = req.params;
      const me = await requireUser(req);
      const leaving = me.id === userId;
      const target = await membershipOf(tournamentId, userId);
      if (target.role === 'owner') {
        throw new HttpError(
          403,
          errorCodes.forbidden,
          leaving ? msg('error.members.ownerLeave') : msg('error.members.ownerRemove'),
        );
      }
      await deps.db
        .delete(memberships)
        .where(and(eq(memberships.tournamentId, tournamentId), eq(memberships.userId, userId)));
      // Their open game streams of this tournament end now, on every instance.
      await publishAccessChanged(deps, userId);
      return reply.status(204).send(null);
    },
  });

  async function membershipOf(tournamentId: string, userId: string) {
    const [row] = await deps.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.tournamentId, tournamentId), eq(memberships.userId, userId)));
    if (!row) throw new HttpError(404, errorCodes.notFound, msg('error.notFound.member'));
    return row;
  }

  app.route({
    ...endpointRoute(memberEndpoints.listInvites),
    ...seeInvites.options,
    handler: async (req) => {
      const { tournamentId } = req.params;
      const rows = await deps.db
        .select()
        .from(invites)
        .where(eq(invites.tournamentId, tournamentId))
        .orderBy(desc(invites.createdAt), desc(invites.id));
      return { invites: rows.map(toInvite) };
    },
  });

  app.route({
    ...endpointRoute(memberEndpoints.createInvite),
    ...manageInvites.options,
    handler: async (req, reply) => {
      const { tournamentId } = req.params;
      const { user } = manageInvites.of(req);
      const { role, maxUses, expiresInDays } = req.body;
      const expiresAt =
        expiresInDays === null ? null : new Date(deps.now().getTime() + expiresInDays * DAY_MS);
      // A collision among 32^8 codes is rare; retrying a few times makes it a non-event.
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          const [row] = await deps.db
            .insert(invites)
            .values({
              id: newId(),
              tournamentId,
              code: generateInviteCode(),
              role,
              maxUses,
              expiresAt,
              createdBy: user.id,
            })
            .returning();
          return reply.status(201).send(toInvite(row!));
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
        }
      }
      throw new Error('could not find a free invite code in 5 attempts');
    },
  });

  app.route({
    ...endpointRoute(memberEndpoints.revokeInvite),
    ...manageInvites.options,
    handler: async (req) => {
      const { tournamentId, inviteId } = req.params;
      const match = and(eq(invites.id, inviteId), eq(invites.tournamentId, tournamentId));
      await deps.db
        .update(invites)
        .set({ revokedAt: deps.now() })
        .where(and(match, isNull(invites.revokedAt)));
      const [row] = await deps.db.select().from(invites).where(match);
      if (!row) throw new HttpError(404, errorCodes.notFound, msg('error.notFound.invite'));
      return toInvite(row);
    },
  });

  /** The invite of a code, if it can be used now; a 404 or 410 with the reason otherwise. */
  async function usableInvite(code: string) {
    const [row] = await deps.db
      .select({ invite: invites, tournamentName: tournaments.name })
      .from(invites)
      .innerJoin(tournaments, eq(invites.tournamentId, tournaments.id))
      .where(eq(invites.code, code));
    if (!row) throw new HttpError(404, errorCodes.notFound, unknownInviteMessage);
    const state = inviteState(row.invite, deps.now());
    if (state !== 'active') {
      throw new HttpError(410, unusableCodes[state], unusableMessages[state]);
    }
    return row;
  }

  async function roleIn(tournamentId: string, userId: string) {
    const [row] = await deps.db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.tournamentId, tournamentId), eq(memberships.userId, userId)));
    return row?.role ?? null;
  }

  app.route({
    ...endpointRoute(memberEndpoints.getInvitePreview),
    config: inviteRateLimit,
    handler: async (req) => {
      const { invite, tournamentName } = await usableInvite(req.params.code);
      const user = await getSessionUser(req);
      return {
        code: formatInviteCode(invite.code),
        tournamentId: invite.tournamentId,
        tournamentName,
        role: invite.role,
        currentRole: user ? await roleIn(invite.tournamentId, user.id) : null,
      };
    },
  });

  app.route({
    ...endpointRoute(memberEndpoints.joinInvite),
    config: inviteRateLimit,
    handler: async (req) => {
      const user = await requireUser(req);
      const { invite } = await usableInvite(req.params.code);
      const tournamentId = invite.tournamentId;
      const existing = await roleIn(tournamentId, user.id);
      if (existing) return { tournamentId, role: existing, joined: false };

      const now = deps.now();
      const outcome = await deps.db
        .transaction(async (tx) => {
          // Counted only while still usable, so two people cannot both take the last use.
          const counted = await tx
            .update(invites)
            .set({ uses: sql`${invites.uses} + 1` })
            .where(
              and(
                eq(invites.id, invite.id),
                isNull(invites.revokedAt),
                or(isNull(invites.maxUses), lt(invites.uses, invites.maxUses)),
                or(isNull(invites.expiresAt), gt(invites.expiresAt, now)),
              ),
            )
            .returning({ id: invites.id });
          if (counted.length === 0) return 'gone' as const;
          const added = await tx
            .insert(memberships)
            .values({ tournamentId, userId: user.id, role: invite.role })
            .onConflictDoNothing()
            .returning({ userId: memberships.userId });
          if (added.length === 0) tx.rollback();
          return 'joined' as const;
        })
        .catch((err: unknown) => {
          // Rolled back: the same person joined at the same moment from another tab.
          if (err instanceof TransactionRollbackError) return 'raced' as const;
          throw err;
        });
      if (outcome === 'gone') await usableInvite(req.params.code);
      if (outcome !== 'joined') {
        const role = await roleIn(tournamentId, user.id);
        if (role) return { tournamentId, role, joined: false };
        throw new HttpError(410, unusableCodes['used-up'], unusableMessages['used-up']);
      }
      return { tournamentId, role: invite.role, joined: true };
    },
  });
};
