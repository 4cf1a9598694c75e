// The one way an order becomes premium time. Stripe's webhook and the sandbox's Pay button both
// end here, and however often or in whatever order they arrive, an order is fulfilled once:
// the conditional update `state != 'paid'` lets exactly one caller through, in the same
// transaction that extends the pass.
import { and, eq, ne } from 'drizzle-orm';
import { effectiveTier } from '../../domain/plans/effective-tier.ts';
import { expiryAfterPurchase, passes } from '../../domain/plans/plans.ts';
import { payments } from '../db/billing-schema.ts';
import { users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { ErrorLog } from '../logging/error-log.ts';
import { publishAccountChanged } from '../modules/common/owner-changed.ts';

export type FulfilOutcome =
  | { outcome: 'fulfilled'; userId: string; premiumExpiresAt: Date }
  | { outcome: 'already-paid' }
  | { outcome: 'no-such-order' };

export async function fulfilOrder(
  deps: AppDeps,
  orderId: string,
  log: ErrorLog,
): Promise<FulfilOutcome> {
  const result = await deps.db.transaction(async (tx): Promise<FulfilOutcome> => {
    const now = deps.now();
    const [order] = await tx
      .update(payments)
      .set({ state: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(payments.id, orderId), ne(payments.state, 'paid')))
      .returning();
    if (!order) {
      const [existing] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.id, orderId));
      return existing ? { outcome: 'already-paid' } : { outcome: 'no-such-order' };
    }
    // Locked so two different orders of one person paid at once both count.
    const [user] = await tx.select().from(users).where(eq(users.id, order.userId)).for('update');
    if (!user) throw new Error(`order ${orderId} belongs to a missing user`);
    const premiumExpiresAt = expiryAfterPurchase(
      effectiveTier(user.planTier, user.premiumExpiresAt, now),
      user.premiumExpiresAt,
      now,
      passes[order.passId].months,
    );
    await tx
      .update(users)
      .set({ planTier: 'tempo-premium', premiumExpiresAt })
      .where(eq(users.id, user.id));
    return { outcome: 'fulfilled', userId: user.id, premiumExpiresAt };
  });
  // Answered only once every open screen has been told: the success page says Premium is open.
  if (result.outcome === 'fulfilled') await publishAccountChanged(deps, log, result.userId);
  return result;
}

/**
 * Records that an order will not be paid (Stripe reported a failure or expiry, or the sandbox
 * checkout was cancelled). Only a pending order changes: a paid one stays paid.
 */
export async function closeUnpaidOrder(
  deps: AppDeps,
  orderId: string,
  state: 'failed' | 'cancelled',
): Promise<boolean> {
  const now = deps.now();
  const rows = await deps.db
    .update(payments)
    .set({ state, updatedAt: now })
    .where(and(eq(payments.id, orderId), eq(payments.state, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}
