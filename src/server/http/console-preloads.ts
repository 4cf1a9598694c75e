// What a console's first visit loads besides the page's own scripts, named in a `Link` header on
// its HTML so the browser fetches it while main.js downloads, instead of after main.js has run and
// the router has found the console's route: on a phone's connection each such wait is a round trip
// and a few hundred milliseconds more before the clock shows. Named:
// - the consoles' file (every console's route is in one, `console`: decision 0023) and what it
//   imports (the files shared with other pages, zod, their styles), from the build's manifest
//   (`.vite/manifest.json`);
// - the profile's schema, which the session's answer is checked with;
// - the words of the language the browser asks for (`common`, `app`, `console`), the language the
//   app starts in unless the person's profile says otherwise;
// - the session (/api/me) and the game's state, which the app asks for with the same URL and
//   credentials, so the browser answers it from the preload.
import fs from 'node:fs';
import path from 'node:path';
import { apiPath, apiPaths, liveGamePaths } from '../../contract/api-paths.ts';
import { parseAcceptLanguage, pickLocale } from '../../i18n/negotiate.ts';

/** Keep in step with `consolePath` in src/web/router.tsx (the server cannot import web code). */
export const consolePathPattern = /\/games\/([^/]+)\/console\/[^/]+\/?$/;

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
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

const linkOf = (file: string) =>
  file.endsWith('.css') ? `</${file}>; rel=preload; as=style` : `</${file}>; rel=modulepreload`;

/** The namespaces of words a console shows: every page's two and its own. */
const consoleNamespaces = ['common', 'app', 'console'];
const catalogueKey = /\/i18n\/locales\/([^/]+)\/([^/]+)\.json$/;

export interface ConsolePreloads {
  /** The `Link` header of a console's HTML at `pathname`, for a browser asking in `acceptLanguage`. */
  header(pathname: string, acceptLanguage: string | undefined): string;
}

/**
 * A console's preloads from the web build's manifest, or null when the build has no consoles' file.
 */
export function consolePreloads(manifest: Manifest): ConsolePreloads | null {
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
  // The profile's schema is a file the page imports when it first checks a session.
  const pageImports = Object.values(manifest).flatMap((chunk) =>
    chunk.isEntry ? (chunk.dynamicImports ?? []) : [],
  );
  const profile = pageImports.find(
    (key) => key.startsWith('_') && manifest[key]?.name === 'profile',
  );
  const files = filesOf(manifest, consoles);
  if (profile) filesOf(manifest, profile, files);
  const code = [...files].filter((f) => !page.has(f)).map(linkOf);

  const catalogues = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const [, locale, namespace] = catalogueKey.exec(key) ?? [];
    if (!locale || !namespace || !consoleNamespaces.includes(namespace)) continue;
    catalogues.set(locale, [...(catalogues.get(locale) ?? []), linkOf(chunk.file)]);
  }
  const locales = [...catalogues.keys()];
  const fetched = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

  return {
    header(pathname, acceptLanguage) {
      const locale = pickLocale(parseAcceptLanguage(acceptLanguage), locales);
      const links = [...code, ...(catalogues.get(locale) ?? []), fetched(apiPaths.me)];
      // Ids are UUIDs; anything else the app would not ask for as it stands.
      const gameId = consolePathPattern.exec(pathname)?.[1];
      if (gameId && /^[\w-]+$/.test(gameId)) {
        links.push(fetched(apiPath(liveGamePaths.state, { gameId })));
      }
      return links.join(', ');
    },
  };
}

const cache = new Map<string, ConsolePreloads | null>();

/** The console's preloads of the build in `webDir`, or null without one. Read once per directory. */
export function consolePreloadsOf(webDir: string): ConsolePreloads | null {
  const known = cache.get(webDir);
  if (known !== undefined) return known;
  const file = path.join(webDir, '.vite', 'manifest.json');
  const preloads = fs.existsSync(file)
    ? consolePreloads(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest)
    : null;
  cache.set(webDir, preloads);
  return preloads;
}
