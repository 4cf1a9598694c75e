// `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database in
// DATA_DIR, without starting the server (the server also does this at every start).
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
