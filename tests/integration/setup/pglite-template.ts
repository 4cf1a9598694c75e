// Vitest global setup: migrates one in-memory PGlite and dumps it, so each test file starts its
// own fresh database from the dump in well under a second instead of running initdb (seconds).
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../../src/server/db/client.ts';

export const templateFile = path.resolve('.tmp/integration/pglite-template.tar');

export async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  try {
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir('none');
    fs.mkdirSync(path.dirname(templateFile), { recursive: true });
    fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

export function teardown() {
  fs.rmSync(templateFile, { force: true });
}
