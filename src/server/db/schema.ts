// The database tables. Accounts follow the shape Better Auth expects (user, session, account,
// verification), with the profile fields of docs/product/accounts.md on the user row.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  status: text('status', { enum: ['active', 'deactivated'] })
    .notNull()
    .default('active'),
  planTier: text('plan_tier', { enum: ['free', 'tempo-premium'] })
    .notNull()
    .default('free'),
  premiumExpiresAt: timestamp('premium_expires_at', { withTimezone: true }),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  /** The language chosen in settings (a catalogue folder's name); null: the browser's. */
  locale: text('locale'),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** First-party analytics: page views and key actions, batched from the browser by sendBeacon. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    path: text('path'),
    props: jsonb('props').$type<Record<string, string | number | boolean>>(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Random per-tab id, not a cookie: lets a visit be followed without tracking the person. */
    visitId: text('visit_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('analytics_events_name_idx').on(t.name, t.occurredAt),
    // The per-visit cap counts a visit's rows; the retention job deletes by age.
    index('analytics_events_visit_idx').on(t.visitId),
    index('analytics_events_received_idx').on(t.receivedAt),
  ],
);

/**
 * The counters of every rate limit (requests per client address and route, failed sign-ins per
 * account), in the database so that every instance counts the same requests.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the count starts again from nothing. */
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
    /** Refused until then (the backoff after repeated failed sign-ins). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);
