// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when
// DATABASE_URL is set. Both speak the same dialect, so one schema and one migration set serve both.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createPgliteDataDir } from './create-pglite-data-dir.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { openPglite } from './open-pglite.ts';
import * as accountTables from './schema.ts';
import * as billingTables from './billing-schema.ts';
import * as liveTables from './live-schema.ts';
import * as seasonStatsTables from './season-stats-schema.ts';
import * as tournamentTables from './tournament-schema.ts';

/** Every table, for Drizzle's typed queries. */
const schema = {
  ...accountTables,
  ...tournamentTables,
  ...billingTables,
  ...liveTables,
  ...seasonStatsTables,
};

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** The raw PGlite instance or pg pool, for LISTEN/NOTIFY. */
  pglite: PGlite | null;
  pool: pg.Pool | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `dataDir` null keeps PGlite in memory (tests). `template` starts PGlite from a dump of an
 * already migrated database, which skips its initdb (seconds) for each test file.
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
  template?: Blob;
  /** Told when an idle PostgreSQL connection drops; the default writes to stderr. */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection can end under us (the server restarts, an administrator terminates it).
    // pg reports that on the pool, and an unheard 'error' event would crash the process; the pool
    // simply opens a new connection for the next query.
    const onIdleError =
      opts.onIdleError ?? ((err: Error) => console.error('database connection lost:', err.message));
    pool.on('error', onIdleError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pglite: null,
      pool,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    await createPgliteDataDir(dir);
  }
  const client = await openPglite(dir, opts.template);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    pool: null,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}
