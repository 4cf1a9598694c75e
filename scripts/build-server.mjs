// Compiles the server into <build dir>/app (see build-dir.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildDir } from './build-dir.mjs';

const tsc = path.resolve('node_modules/typescript/bin/tsc');
const result = spawnSync(
  process.execPath,
  [tsc, '-p', 'tsconfig.server.json', '--outDir', path.join(buildDir, 'app')],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
