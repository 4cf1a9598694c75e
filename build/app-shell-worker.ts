// The app-shell service worker (decision 0006): sw.js, from src/web/pwa/service-worker.js with the
// list of every built and public file of the web build and a version that changes whenever any of
// them does (hashed names, plus the two pages). Written once every environment's build is in the
// directory, so the list holds the app's files, the outputs' and the public site's.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return [`/${path.relative(base, full).split(path.sep).join('/')}`];
  });
}

/** Writes `outDir`/sw.js from `template`, whose `__TEMPO_SHELL_MANIFEST__;` takes the manifest. */
export function writeAppShellWorker(outDir: string, template: string): void {
  const files = listFiles(outDir)
    // Source maps are never fetched by a page; dot folders hold Vite's manifest; the worker is
    // not a file of the shell it keeps (and one written before must not change the next).
    .filter((file) => !file.endsWith('.map') && !file.startsWith('/.') && file !== '/sw.js')
    .sort();
  const hash = createHash('sha256').update(files.join('\n'));
  for (const page of ['index.html', 'output.html']) {
    const file = path.join(outDir, page);
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  const manifest = { version: hash.digest('hex').slice(0, 16), files };
  const source = fs
    .readFileSync(template, 'utf8')
    .replace('__TEMPO_SHELL_MANIFEST__;', `${JSON.stringify(manifest)};`);
  fs.writeFileSync(path.join(outDir, 'sw.js'), source);
}
