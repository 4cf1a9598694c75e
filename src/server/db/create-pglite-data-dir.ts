// A new embedded database is made in a short-lived process of its own (create-pglite-cli.ts), in
// a folder beside its final place, and moved there once it is complete: the server never holds
// the memory of creating it, and a start that is killed half way leaves no half-made database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../project-root.ts';

/** PGlite, like PostgreSQL, takes a folder with PG_VERSION for a database. */
function holdsDatabase(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/** Creates and migrates a database in `dir` unless one is there. */
export async function createPgliteDataDir(dir: string): Promise<void> {
  if (holdsDatabase(dir)) return;
  const parent = path.dirname(dir);
  const prefix = `${path.basename(dir)}.new-`;
  fs.mkdirSync(parent, { recursive: true });
  // Left by a start that was stopped while it created the database.
  for (const name of fs.readdirSync(parent)) {
    if (name.startsWith(prefix))
      fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  if (fs.existsSync(dir)) {
    if (fs.readdirSync(dir).length > 0) {
      throw new Error(
        `${dir} holds files but no database (no PG_VERSION); move it away to start with a new database`,
      );
    }
    fs.rmdirSync(dir);
  }
  const building = path.join(parent, prefix + randomBytes(4).toString('hex'));
  await runCreator(building);
  fs.renameSync(building, dir);
}

function runCreator(dir: string): Promise<void> {
  // Compiled, this file is .js beside create-pglite-cli.js; from source (tests, `npm run dev`)
  // both are .ts and Node needs tsx to run the other.
  const self = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(self), `create-pglite-cli${path.extname(self)}`);
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, script, dir], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `creating the embedded database in ${dir} failed (${signal ?? `exit code ${code}`})`,
          ),
        );
    });
  });
}
