// Run by createPgliteDataDir in a process of its own: creates an embedded database in the folder
// given as the only argument and applies every migration. Creating a database (initdb) takes
// several hundred MB of WebAssembly memory that a process never gives back, so it must not
// happen in the server that then runs for months.
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder.ts';
import { openPglite } from './open-pglite.ts';

// The server that started this process is gone (killed, say): stop, rather than finish a
// database nobody will move into place.
const orphaned = () => process.exit(1);
process.on('disconnect', orphaned);

const dir = process.argv[2];
if (!dir) throw new Error('usage: create-pglite-cli <folder>');
const client = await openPglite(dir);
await migrate(drizzle(client), { migrationsFolder });
await client.close();
process.off('disconnect', orphaned);
