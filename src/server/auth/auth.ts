// Accounts are Better Auth's: we configure it, we do not hand-roll password storage or sessions.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { AppDeps } from '../deps.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';

export function createAuth(deps: AppDeps, secret: string) {
  const { config, db } = deps;
  return betterAuth({
    appName: 'Tempo',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    user: {
      additionalFields: {
        // Profile fields of SEED-SPEC §3; none may be set by the person through sign-up.
        status: { type: 'string', required: false, defaultValue: 'active', input: false },
        planTier: { type: 'string', required: false, defaultValue: 'free', input: false },
        premiumExpiresAt: { type: 'date', required: false, input: false },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
