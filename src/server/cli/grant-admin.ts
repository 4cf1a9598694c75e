// `npm run admin:grant -- someone@example.com`: makes an existing account a site administrator.
// (New accounts whose email is in ADMIN_EMAILS are administrators from the start.)
// Reads the same environment as the server. With the embedded database (no DATABASE_URL), stop
// the server first: only one process may open the data directory at a time.
import { grantSiteAdmin } from '../auth/site-admin.ts';
import { publishProfileChanged } from '../auth/profile-events.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { postgresPubSub } from '../live/pubsub.ts';

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3) {
  console.error('Usage: npm run admin:grant -- someone@example.com');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  await database.migrate();
  const result = await grantSiteAdmin(database.db, email);
  if (result.outcome === 'no-such-user') {
    console.error(`No account uses ${email}. The person must register first, then run this again.`);
    exitCode = 1;
  } else if (result.outcome === 'already-admin') {
    console.log(`${result.email} is already a site administrator.`);
  } else {
    if (database.pool) {
      // Open tabs of a running server learn of the new role at once (PostgreSQL only: the
      // embedded database is not shared with a running server).
      const pubsub = await postgresPubSub(database.pool, () => {});
      await publishProfileChanged({ pubsub }, result.userId);
      await pubsub.close();
    }
    console.log(`${result.email} is now a site administrator.`);
  }
} finally {
  await database.close();
}
process.exit(exitCode);
