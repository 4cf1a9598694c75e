import path from 'node:path';

/** The built server that end-to-end tests and benchmarks start (TEMPO_BUILD_DIR, default dist). */
export const serverEntry = path.resolve(
  process.env.TEMPO_BUILD_DIR ?? 'dist',
  'app/server/main.js',
);
