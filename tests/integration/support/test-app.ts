// One fresh, migrated database per test file: in-memory PGlite by default, or a new database on
// the PostgreSQL server named by TEST_DATABASE_URL (dropped again afterwards).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { closeDeps, createDeps } from '../../../src/server/bootstrap.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { openDatabase } from '../../../src/server/db/client.ts';
import { loadServerI18n } from '../../../src/server/i18n/server-i18n.ts';
import { createScratchDatabase } from '../../support/scratch-database.ts';
import { templateFile } from '../setup/pglite-template.ts';
import type { AppDeps } from '../../../src/server/deps.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Moves the server's clock; `clock.set(date)` and `clock.reset()`. */
  clock: { set(d: Date): void; advance(ms: number): void; reset(): void };
  dataDir: string;
  /** The lines a server without SMTP_URL printed on its terminal (its mails' links), in order. */
  terminal: string[];
  close(): Promise<void>;
}

const silentLog = { info() {}, error() {} };

export async function createTestApp(
  env: Record<string, string> = {},
  /** Catalogues from another folder than src/i18n/locales (a language dropped in). */
  options: { localesDir?: string } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://localhost:3000',
    // Every test signs its accounts up from inject()'s one address; the limit on the mails an
    // address may cause has its own tests (auth-mail-limits.test.ts).
    MAIL_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  let offset = 0;
  const clock = {
    set: (d: Date) => void (offset = d.getTime() - Date.now()),
    advance: (ms: number) => void (offset += ms),
    reset: () => void (offset = 0),
  };
  const testDb = await createTestDatabase();
  const database = await openDatabase({
    databaseUrl: testDb.url,
    dataDir: null,
    template: testDb.url ? undefined : pgliteTemplate(),
    // DROP DATABASE … WITH (FORCE) at the end may cut a connection that is still closing.
    onIdleError: (err) => {
      if ((err as { code?: string }).code !== '57P01') throw err;
    },
  });
  const terminal: string[] = [];
  const deps = await createDeps(config, silentLog, {
    database,
    printLine: (line) => void terminal.push(line),
    now: () => new Date(Date.now() + offset),
    ...(options.localesDir ? { i18n: loadServerI18n(options.localesDir) } : {}),
  });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    clock,
    dataDir,
    terminal,
    async close() {
      await app.close();
      await closeDeps(deps);
      await testDb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createTestDatabase(): Promise<{ url: string | null; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: null, drop: async () => {} };
  return createScratchDatabase(serverUrl, 'tempo_test');
}

/** The migrated database dumped by global setup, when there is one. */
function pgliteTemplate(): Blob | undefined {
  if (!fs.existsSync(templateFile)) return undefined;
  return new Blob([fs.readFileSync(templateFile)]);
}
