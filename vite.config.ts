// The web app's build: Vite with its root in src/web, output in dist/web (served by the Fastify
// server), and in development a proxy of /api (JSON and Server-Sent Events) to the API server.
// Three pages: index.html (the app), output.html (the small output pages, src/web/outputs) and
// public-site.html (the script and styles of the server-rendered league pages), an
// app-shell service worker (sw.js) that lists every built file, and Brotli and gzip siblings of
// every compressible file, the pages and sw.js among them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig, type Connect, type Plugin, type Rolldown } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { precompileMessages } from './src/i18n/precompile.ts';
import { outputPathPattern } from './src/web/outputs/output-path.ts';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const apiOrigin = process.env.TEMPO_API_ORIGIN ?? 'http://localhost:3000';
const publicDir = fromRoot('./src/web/public');

// Mantine's breakpoints, for `$mantine-breakpoint-*` in CSS modules.
const mantineBreakpoints = {
  'mantine-breakpoint-xs': '36em',
  'mantine-breakpoint-sm': '48em',
  'mantine-breakpoint-md': '62em',
  'mantine-breakpoint-lg': '75em',
  'mantine-breakpoint-xl': '88em',
};

// Mantine's class maps: `components/<Name>/<Name>.module.css.mjs` in @mantine/core, one per file
// of `@mantine/core/styles/`, and the one of @mantine/notifications.
const mantineClassMap =
  /[\\/]@mantine[\\/](core|notifications)[\\/]esm[\\/](?:.*[\\/])?(\w+)\.module\.css\.mjs$/;

/**
 * Mantine's styles come with the components that use them: each class map Mantine's components
 * import is made to import its stylesheet, so a page's chunks carry the CSS of exactly the
 * components in them (Vite splits CSS by chunk) instead of every page loading all of Mantine's.
 * The dev server pre-bundles Mantine, out of reach of this transform: there the app imports the
 * whole stylesheet.
 */
function mantineStylesWhereUsed(): Plugin {
  let serving = false;
  const entry = fromRoot('./src/web/main.tsx');
  return {
    name: 'tempo-mantine-styles-where-used',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (serving) {
        if (id !== entry) return null;
        return `import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';\n${code}`;
      }
      const match = mantineClassMap.exec(id);
      if (!match) return null;
      const [, pkg, name] = match;
      const sheet =
        pkg === 'notifications'
          ? '@mantine/notifications/styles.css'
          : `@mantine/core/styles/${name}.css`;
      // A class map is one line of data: nothing in it to map back to.
      return { code: `import '${sheet}';\n${code}`, map: { mappings: '' } };
    },
  };
}

/** Output paths get output.html in development too, as the server does in production. */
function outputPages(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    if (req.method === 'GET' && outputPathPattern.test(pathname)) req.url = '/output.html';
    next();
  };
  return {
    name: 'tempo-output-pages',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}

/**
 * The pages carry their icon inline, as a data: URL of public/favicon.svg: a first visit makes one
 * request fewer, about 1 KB with its headers on a phone's connection for a 284-byte picture.
 */
function inlineIcon(): Plugin {
  const icon = () => {
    const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();
    // The fewest escapes a data: URL inside a double-quoted attribute needs.
    return `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%]/g, encodeURIComponent)}`;
  };
  return {
    name: 'tempo-inline-icon',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('href="/favicon.svg"', `href="${icon()}"`),
  };
}

function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return [`/${path.relative(base, full).split(path.sep).join('/')}`];
  });
}

/**
 * Writes sw.js from src/web/pwa/service-worker.js with the list of every built and public file in
 * outDir, and a version that changes whenever any of them does (hashed names, plus the two pages).
 * Runs once both builds are written, so the list holds the app's files and the outputs'.
 */
function writeAppShellWorker(outDir: string) {
  const template = fromRoot('./src/web/pwa/service-worker.js');
  const files = listFiles(outDir)
    .filter((file) => !file.endsWith('.map') && !file.startsWith('/.'))
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

/** A namespace file of a catalogue folder (meta.json is the language's name, not messages). */
const catalogueFile =
  /[\\/]src[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/](?!meta\.json$)[^\\/]+\.json$/;

/**
 * Catalogues parsed at build time (src/i18n/precompile.ts) and ICU's parser left out of every
 * page: each message reaches the browser parsed, so nothing there parses, and a phone's first
 * visit carries about 7 KB less. Before Vite's JSON plugin, which turns the result into a module.
 * The dev server and the tests keep the parser and read the catalogues as written.
 */
function precompiledCatalogues(): Plugin {
  const parser = '@formatjs/icu-messageformat-parser';
  return {
    name: 'tempo-precompiled-catalogues',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (source !== parser) return null;
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      const match = catalogueFile.exec(id);
      if (!match) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(precompileMessages(match[1]!, messages)), map: null };
    },
  };
}

/** The route modules of the pages people open first, by the file of code they load. */
const pageFamilies = {
  // Signed out: what a visitor opens first, from a link or a mail. They load no zod until a form
  // is sent (decision 0023); the join page reads an invitation with its schema, so it is not one.
  'sign-in':
    /[\\/]src[\\/]web[\\/]routes[\\/](?:login|register|forgot-password|reset-password)\.tsx$/,
  // The consoles and their guard: a scorer opens one straight from a link, offline too.
  console: /[\\/]src[\\/]web[\\/]routes[\\/]console-[\w-]+\.tsx$/,
};
type Family = keyof typeof pageFamilies | 'other';

function familyOf(moduleId: string | null): Family {
  for (const [family, route] of Object.entries(pageFamilies)) {
    if (moduleId && route.test(moduleId)) return family as Family;
  }
  return 'other';
}

/**
 * Few, large files for the pages people open first (decision 0023). Left to itself, Rolldown makes
 * one chunk per set of lazy routes sharing a module: 230 files, so the sign-in page loaded 60 of
 * them and a console 120, most under 1 KB, each with its own request and response headers on a
 * phone's connection. Instead the app is built twice (buildApp below): the first build finds out
 * which lazy routes load each module once tree-shaking is done, and the second puts the modules
 * in files by the families of routes that load them:
 * - `main`: everything the entry imports (the libraries, the router, the app shell);
 * - `common`: what the sign-in pages and the consoles both use (Mantine's inputs …);
 * - `sign-in`: the rest the sign-in pages use, their own code with it;
 * - `console`: what only the consoles use; `console-shared`: what they share with other pages
 *   (the game reducer, the live feed), so those pages do not load the consoles' own code.
 * Every other module stays in Rolldown's own chunks; a page that needs a module of one of these
 * files loads that file. Vite loads this file once per environment, so the plugin keeps what it
 * found to itself and sets the groups on its own build's output.
 */
function firstPageChunks(): Plugin {
  // Empty until the first build of this environment has been surveyed.
  const families = new Map<string, Set<Family>>();
  let surveyed = false;
  const fileOf = (id: string) => {
    const reached = families.get(id);
    if (!reached) return undefined;
    if (reached.has('sign-in')) return reached.has('console') ? 'common' : 'sign-in';
    if (reached.has('console')) return reached.size === 1 ? 'console' : 'console-shared';
    return undefined;
  };
  // A group takes along the modules its modules import that no group before it took, so the
  // files more families load go first: what a file needs is in it or in a file loaded with it.
  const file = (name: string, priority: number) => ({
    name,
    priority,
    test: (id: string) => fileOf(id) === name,
  });
  const groups = [
    // Its own file, loaded by every page that checks data with a schema, never by the sign-in
    // page, whatever file its first user is in.
    { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 6 },
    { name: 'main', tags: ['$initial' as const], priority: 5 },
    file('common', 4),
    file('console-shared', 3),
    file('sign-in', 2),
    file('console', 1),
  ];
  return {
    name: 'tempo-first-page-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Vite's own plugins have made the page of the survey's build, which is dropped.
    enforce: 'post',
    outputOptions(options) {
      return { ...options, codeSplitting: { groups } };
    },
    generateBundle(_options, bundle) {
      if (surveyed) return;
      surveyed = true;
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      // A lazy part of a family's pages (the consoles' stat dialogs), imported by nothing else,
      // is theirs: what it shares with them stays in their file, what is its own stays lazy.
      const entries = [...chunks.values()].filter((chunk) => chunk.isDynamicEntry);
      const importers = new Map<string, Rolldown.OutputChunk[]>();
      for (const chunk of chunks.values()) {
        for (const file of chunk.dynamicImports)
          importers.set(file, [...(importers.get(file) ?? []), chunk]);
      }
      // Every other lazy module starts as some family's own part and stops being one once
      // anything outside the families imports it, until nothing changes.
      const ownLazyParts = new Set(
        entries.filter((e) => familyOf(e.facadeModuleId) === 'other').map((e) => e.fileName),
      );
      for (let changed = true; changed;) {
        changed = false;
        families.clear();
        for (const entry of entries) {
          if (ownLazyParts.has(entry.fileName)) continue;
          const family = familyOf(entry.facadeModuleId);
          const pending = [entry.fileName];
          const seen = new Set<string>();
          while (pending.length > 0) {
            const chunk = chunks.get(pending.pop()!);
            if (!chunk || seen.has(chunk.fileName)) continue;
            seen.add(chunk.fileName);
            for (const id of chunk.moduleIds) {
              let reached = families.get(id);
              if (!reached) families.set(id, (reached = new Set()));
              reached.add(family);
            }
            pending.push(...chunk.imports);
          }
        }
        const outside = (chunk: Rolldown.OutputChunk) =>
          chunk.isEntry || chunk.moduleIds.some((id) => families.get(id)?.has('other') ?? true);
        for (const file of ownLazyParts) {
          if ((importers.get(file) ?? []).some(outside)) {
            ownLazyParts.delete(file);
            changed = true;
          }
        }
      }
      // The survey's files are not the app's: the second build writes those.
      for (const output of Object.keys(bundle)) delete bundle[output];
    },
  };
}

// TEMPO_BUILD_DIR: see scripts/build-dir.mjs.
const outDir = fromRoot(`./${process.env.TEMPO_BUILD_DIR ?? 'dist'}/web`);

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir,
  plugins: [
    react(),
    precompiledCatalogues(),
    mantineStylesWhereUsed(),
    outputPages(),
    inlineIcon(),
    firstPageChunks(),
  ],
  css: {
    postcss: {
      plugins: [
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- the package ships no types
        postcssPresetMantine(),
        postcssSimpleVars({ variables: mantineBreakpoints }),
      ],
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs this app supports modulepreload; the polyfill would only add bytes
    // to the scoreboard's small budget.
    modulePreload: { polyfill: false },
  },
  // Two builds into one directory: the app (index.html), then the output pages
  // (output.html, src/web/outputs).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Its chunks: see firstPageChunks.
          input: { main: fromRoot('./src/web/index.html') },
        },
        // Which files each route loads, for the server's preload of a console's files
        // (src/server/http/console-preloads.ts).
        manifest: true,
      },
    },
    output: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: { input: { output: fromRoot('./src/web/output.html') } },
      },
    },
    // The public league pages' script and styles (decision 0028): the server renders the pages
    // and reads this page's head for the tags to load them with.
    publicSite: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: { input: { 'public-site': fromRoot('./src/web/public-site.html') } },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      // Twice: the first build tells firstPageChunks which routes load which module.
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.output!);
      await builder.build(builder.environments.publicSite!);
      writeAppShellWorker(outDir);
      // Last, so sw.js and both pages are compressed too.
      const s = await precompress(outDir);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      builder.config.logger.info(
        `compressed ${s.files} files of ${kb(s.bytes)}: ${kb(s.brotliBytes)} Brotli, ${kb(s.gzipBytes)} gzip`,
      );
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false, ws: false },
      // Rendered by the API server (decision 0028); Vite serves the script they load.
      '/leagues': { target: apiOrigin, changeOrigin: false, ws: false },
      '/robots.txt': { target: apiOrigin, changeOrigin: false, ws: false },
    },
  },
  preview: { port: 4173 },
});
