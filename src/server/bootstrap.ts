// Wires the dependencies together. Shared by main.ts and the integration tests, so tests run the
// same wiring as production with only the database location and the clock changed.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createAuth } from './auth/auth.ts';
import { createPasswordStrength } from './auth/password-strength.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { loadServerI18n, type ServerI18n } from './i18n/server-i18n.ts';
import { memoryPubSub, postgresPubSub } from './live/pubsub.ts';
import { createMailer } from './mail/mailer.ts';

export interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export async function createDeps(
  config: Config,
  log: Log,
  opts: {
    database?: Database;
    now?: () => Date;
    i18n?: ServerI18n;
    /** Where the outbox's terminal lines go (mailer.ts); the terminal by default. */
    printLine?: (line: string) => void;
  } = {},
): Promise<AppDeps> {
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (err) => log.error({ err }, 'database connection lost; the pool reconnects'),
    }));
  await database.migrate();
  const pubsub = database.pool
    ? await postgresPubSub(database.pool, (err) => log.error({ err }, 'pubsub error'))
    : memoryPubSub();
  const mailer = createMailer(config.mail, log, opts.printLine);
  const db = database.db;
  const i18n = opts.i18n ?? loadServerI18n();
  const now = opts.now ?? (() => new Date());
  const passwordStrength = createPasswordStrength();
  return {
    config,
    database,
    db,
    pubsub,
    mailer,
    passwordStrength,
    i18n,
    now,
    auth: createAuth(
      { config, db, i18n, mailer, passwordStrength, pubsub, now },
      authSecret(config),
      log,
    ),
  };
}

export async function closeDeps(deps: AppDeps) {
  await deps.pubsub.close();
  deps.mailer.close();
  deps.passwordStrength.close();
  await deps.database.close();
}

/**
 * The secret comes from BETTER_AUTH_SECRET. A fresh machine has none, so one is made on first
 * start and kept (owner-readable only) in DATA_DIR, never in the repository.
 */
function authSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
