// Site administration (docs/product/people.md, accounts.md): find users, deactivate or reactivate them, grant,
// extend or revoke premium. Every change is written to admin_audit in the same transaction and
// pushed to the person's open tabs at once.
import { alias } from 'drizzle-orm/pg-core';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminUser } from '../../../contract/admin.ts';
import * as adminEndpoints from '../../../contract/endpoints/admin.ts';
import { errorCodes } from '../../../contract/errors.ts';
import { effectiveTier } from '../../../domain/plans/effective-tier.ts';
import { expiryAfterPurchase } from '../../../domain/plans/plans.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { adminAudit } from '../../db/billing-schema.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError, notFound, msg } from '../../http/errors.ts';
import { publishAccountChanged } from '../common/owner-changed.ts';

const PAGE_SIZE = 20;
type UserRow = typeof users.$inferSelect;
type AuditEntry = Pick<typeof adminAudit.$inferInsert, 'action' | 'details'>;

/** The user's row, locked until the transaction ends so two admins' changes do not interleave. */
async function lockUser(tx: Db, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound(msg('error.admin.noSuchUser'));
  return row;
}

/** Every admin change is one update of the user and its audit line, in the same transaction. */
async function changeUser(
  tx: Db,
  target: { userId: string; adminId: string; at: Date },
  changes: Partial<typeof users.$inferInsert>,
  audit: AuditEntry,
): Promise<UserRow> {
  const [after] = await tx
    .update(users)
    .set(changes)
    .where(eq(users.id, target.userId))
    .returning();
  await tx.insert(adminAudit).values({
    adminId: target.adminId,
    targetUserId: target.userId,
    ...audit,
    at: target.at,
  });
  return after!;
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  function toAdminUser(row: UserRow): AdminUser {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.status,
      role: row.role,
      planTier: row.planTier,
      effectiveTier: effectiveTier(row.planTier, row.premiumExpiresAt, deps.now()),
      premiumExpiresAt: row.premiumExpiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  app.route({
    ...endpointRoute(adminEndpoints.listAdminUsers),
    handler: async (req) => {
      await requireAdmin(req);
      const { q, page } = req.query;
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = q ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined;
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), users.id)
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        deps.db.select({ n: count() }).from(users).where(where),
      ]);
      return { users: rows.map(toAdminUser), total: total?.n ?? 0, page, pageSize: PAGE_SIZE };
    },
  });

  app.route({
    ...endpointRoute(adminEndpoints.setUserStatus),
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const { userId } = req.params;
      const { status } = req.body;
      if (userId === admin.id && status === 'deactivated') {
        throw new HttpError(400, errorCodes.validation, msg('error.admin.deactivateSelf'));
      }
      const updated = await deps.db.transaction(async (tx) => {
        const before = await lockUser(tx, userId);
        const target = { userId, adminId: admin.id, at: deps.now() };
        return changeUser(
          tx,
          target,
          { status },
          {
            action: status === 'deactivated' ? 'deactivate' : 'reactivate',
            details: { previousStatus: before.status, status },
          },
        );
      });
      await publishAccountChanged(deps, req.log, userId);
      req.log.info({ adminId: admin.id, userId, status }, 'account status set by an admin');
      return toAdminUser(updated);
    },
  });

  app.route({
    ...endpointRoute(adminEndpoints.changeUserPremium),
    handler: async (req) => {
      const admin = await requireAdmin(req);
      const { userId } = req.params;
      const change = req.body;
      const updated = await deps.db.transaction(async (tx) => {
        const now = deps.now();
        const before = await lockUser(tx, userId);
        const target = { userId, adminId: admin.id, at: now };
        const previousExpiresAt = before.premiumExpiresAt?.toISOString() ?? null;
        if (change.action === 'grant') {
          const premiumExpiresAt = expiryAfterPurchase(
            effectiveTier(before.planTier, before.premiumExpiresAt, now),
            before.premiumExpiresAt,
            now,
            change.months,
          );
          return changeUser(
            tx,
            target,
            { planTier: 'tempo-premium', premiumExpiresAt },
            {
              action: 'grant-premium',
              details: {
                months: change.months,
                previousExpiresAt,
                premiumExpiresAt: premiumExpiresAt.toISOString(),
              },
            },
          );
        }
        if (change.action === 'set-expiry') {
          const premiumExpiresAt = new Date(change.expiresAt);
          if (premiumExpiresAt.getTime() <= now.getTime()) {
            throw new HttpError(400, errorCodes.validation, msg('error.admin.premiumPast'), {
              expiresAt: msg('field.futureMoment'),
            });
          }
          return changeUser(
            tx,
            target,
            { planTier: 'tempo-premium', premiumExpiresAt },
            {
              action: 'set-premium-expiry',
              details: { previousExpiresAt, premiumExpiresAt: premiumExpiresAt.toISOString() },
            },
          );
        }
        return changeUser(
          tx,
          target,
          { planTier: 'free', premiumExpiresAt: null },
          {
            action: 'revoke-premium',
            details: { previousTier: before.planTier, previousExpiresAt },
          },
        );
      });
      await publishAccountChanged(deps, req.log, userId);
      req.log.info(
        { adminId: admin.id, userId, action: change.action },
        'premium changed by an admin',
      );
      return toAdminUser(updated);
    },
  });

  app.route({
    ...endpointRoute(adminEndpoints.listAdminAudit),
    handler: async (req) => {
      await requireAdmin(req);
      const { page } = req.query;
      const adminUser = alias(users, 'audit_admin');
      const targetUser = alias(users, 'audit_target');
      const [rows, [total]] = await Promise.all([
        deps.db
          .select({
            id: adminAudit.id,
            action: adminAudit.action,
            at: adminAudit.at,
            details: adminAudit.details,
            adminId: adminAudit.adminId,
            adminEmail: adminUser.email,
            targetId: adminAudit.targetUserId,
            targetEmail: targetUser.email,
          })
          .from(adminAudit)
          .leftJoin(adminUser, eq(adminUser.id, adminAudit.adminId))
          .leftJoin(targetUser, eq(targetUser.id, adminAudit.targetUserId))
          .orderBy(desc(adminAudit.at), desc(adminAudit.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        deps.db.select({ n: sql<number>`count(*)::int` }).from(adminAudit),
      ]);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          action: r.action,
          at: r.at.toISOString(),
          admin: { id: r.adminId, email: r.adminEmail },
          target: { id: r.targetId, email: r.targetEmail },
          details: r.details,
        })),
        total: total?.n ?? 0,
        page,
        pageSize: PAGE_SIZE,
      };
    },
  });
};
