// Where `npm run build` writes (default `dist`). TEMPO_BUILD_DIR lets two checkouts' test runs,
// or two runs in one checkout, build side by side without overwriting each other's output.
import path from 'node:path';

export const buildDir = path.resolve(process.env.TEMPO_BUILD_DIR ?? 'dist');
