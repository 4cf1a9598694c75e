import type { Auth } from './auth/auth.ts';
import type { PasswordStrength } from './auth/password-strength.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ServerI18n } from './i18n/server-i18n.ts';
import type { PubSub } from './live/pubsub.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every route and service may use. Built once in main.ts (or per test file). */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  /** How hard a new password is to guess, estimated off the server's thread. */
  passwordStrength: PasswordStrength;
  pubsub: PubSub;
  /** The message catalogues: what a person reads comes from them, in their language. */
  i18n: ServerI18n;
  /** The clock: tests move it to check expiry without waiting. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
