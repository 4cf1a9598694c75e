// What a console's first visit loads besides the page's own scripts, named in a `Link` header on
// its HTML so the browser fetches it while main.js downloads, instead of after main.js has run and
// the router has found the console's route: on a phone's connection that is a round trip and a
// few hundred milliseconds less before the clock shows. Every console's route is in one file of
// the web build, `console` (decision 0023); the build's manifest (`.vite/manifest.json`) says what
// that file imports: the files shared with other pages, zod, and their styles.
import fs from 'node:fs';
import path from 'node:path';

/** Keep in step with `consolePath` in src/web/router.tsx (the server cannot import web code). */
export const consolePathPattern = /\/games\/[^/]+\/console\/[^/]+\/?$/;

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Every file `key` loads before it runs: its own, its styles and its static imports'. */
function filesOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
}

const cache = new Map<string, string | null>();

/**
 * The `Link` header value for a console's HTML, or null without a build (or a manifest without
 * consoles). Read once per web directory.
 */
export function consolePreloadHeader(webDir: string): string | null {
  const known = cache.get(webDir);
  if (known !== undefined) return known;
  let header: string | null = null;
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (fs.existsSync(file)) {
    header = preloadHeader(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
  }
  cache.set(webDir, header);
  return header;
}

export function preloadHeader(manifest: Manifest): string | null {
  // A file the build made of several modules has a key of its own, `_<file name>`; a catalogue
  // of the same name (`console.json`) is keyed by its source.
  const consoles = Object.keys(manifest).find(
    (key) => key.startsWith('_') && manifest[key]!.name === 'console' && key.endsWith('.js'),
  );
  if (!consoles) return null;
  // What the page itself loads (index.html and its imports) is already in its head.
  const page = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) filesOf(manifest, key, page);
  }
  const files = [...filesOf(manifest, consoles)].filter((f) => !page.has(f));
  return files
    .map((f) =>
      f.endsWith('.css') ? `</${f}>; rel=preload; as=style` : `</${f}>; rel=modulepreload`,
    )
    .join(', ');
}
