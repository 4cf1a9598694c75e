// `npm start`'s build: `npm run build` only when the sources or dependencies changed since the
// last finished build (build-stamp.mjs), so restarting Tempo unchanged takes seconds, not half a
// minute.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildDir } from './build-dir.mjs';
import { buildIsCurrent, inputsDigest, removeStamp, writeStamp } from './build-stamp.mjs';

const root = process.cwd();
if (buildIsCurrent(root, buildDir)) {
  console.log('Nothing changed since the last build: starting Tempo without building.');
  process.exit(0);
}
const inputs = inputsDigest(root);
if (fs.existsSync(buildDir)) removeStamp(buildDir);
// Under `npm start`, npm names its own script: the build runs with the npm that started Tempo.
const npm = process.env.npm_execpath;
const build = npm
  ? spawnSync(process.execPath, [npm, 'run', 'build'], { stdio: 'inherit' })
  : spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
if (build.status !== 0) process.exit(build.status ?? 1);
writeStamp(buildDir, inputs);
