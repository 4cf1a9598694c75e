import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder holding package.json. The server runs both from src/ (tests, dev) and from
 * dist/app/ (npm start), so files outside the compiled code are found from here.
 */
export const projectRoot = findRoot(import.meta.dirname);

function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}
