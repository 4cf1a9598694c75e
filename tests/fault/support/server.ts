// Real server processes from source (`node --import tsx src/server/main.ts`, no build needed) on a
// storage the test chooses: embedded PGlite in a data directory, or a fresh database on the
// PostgreSQL server of TEST_DATABASE_URL. The fault tests kill, restart and duplicate them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../bench/server-process.ts';

export interface SourceServer {
  url: string;
  /** Where it writes mail (no SMTP_URL): DATA_DIR/outbox. */
  outboxDir: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output: string[];
  /** SIGKILL: no shutdown hook runs, nothing is flushed. Resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM and the exit code. */
  stop(): Promise<number | null>;
}

export async function startSourceServer(
  env: Record<string, string>,
  port?: number,
): Promise<SourceServer> {
  const usedPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${usedPort}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(usedPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ANALYTICS: 'off',
      // Many sign-ups from one address in a few seconds is the test, not an attack.
      AUTH_RATE_LIMIT_MAX: '1000',
      MAIL_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await untilHealthy(url, child, { name: 'server', seconds: 60, printed: () => output.join('') });
  return {
    url,
    outboxDir: path.join(env.DATA_DIR ?? 'data', 'outbox'),
    port: usedPort,
    child,
    output,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Waits until `url` answers /api/health with 200 (directly, or through a proxy in front). Fails
 * with what the process printed when it exits first or takes longer than `seconds`.
 */
export async function untilHealthy(
  url: string,
  child: ChildProcess,
  { name, seconds, printed }: { name: string; seconds: number; printed: () => string },
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited early:\n${printed()}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} not healthy within ${seconds} s:\n${printed()}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Storage {
  /** PGlite or PostgreSQL, for test names and messages. */
  kind: 'pglite' | 'postgres';
  /** Environment of every server on this storage. */
  env: Record<string, string>;
  /** A data directory of its own for each instance (uploads, mail outbox). */
  dataDir(): string;
  /** Only on PostgreSQL: the database's name and a client on its server. */
  databaseName: string | null;
  remove(): Promise<void>;
}

/**
 * Storage for one test file: a fresh database on TEST_DATABASE_URL's server when it is set (and
 * `engine` allows it), else embedded PGlite whose data lives in the first data directory.
 */
export async function freshStorage(engine: 'auto' | 'postgres' = 'auto'): Promise<Storage> {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-fault-'));
    dirs.push(dir);
    return dir;
  };
  const removeDirs = () => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  // Sessions signed by one instance must be valid on the other and after a restart.
  const secret = randomBytes(32).toString('hex');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (engine === 'postgres') throw new Error('TEST_DATABASE_URL is needed for this test');
    const dir = dataDir();
    return {
      kind: 'pglite',
      env: { DATA_DIR: dir, DATABASE_URL: '', BETTER_AUTH_SECRET: secret },
      dataDir: () => dir,
      databaseName: null,
      remove: async () => removeDirs(),
    };
  }
  const name = `tempo_fault_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: secret },
    dataDir,
    databaseName: name,
    async remove() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDirs();
    },
  };
}

/** A query on TEST_DATABASE_URL's server, as its administrator. */
export async function adminQuery(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}
