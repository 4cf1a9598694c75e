// Payments for premium passes and the site administrators' audit log (docs/product/plans.md).
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, users } from './schema.ts';
import { adminActions } from '../../contract/admin.ts';

/**
 * One row per order. The state only moves forward (pending → paid | failed | cancelled, and a
 * late success may still turn failed into paid); `paid` is final, which is what makes a
 * repeated webhook fulfil nothing the second time.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passId: text('pass_id', { enum: ['premium-1m', 'premium-12m'] }).notNull(),
    /** Integer minor units, copied from the plans module when the order was made. */
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['usd'] }).notNull(),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    /** Null only between the insert and the provider's answer. */
    providerSessionId: text('provider_session_id').unique(),
    state: text('state', { enum: ['pending', 'paid', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('payments_user_id_idx').on(t.userId, t.createdAt)],
);

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: adminActions }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_at_idx').on(t.at)],
);
