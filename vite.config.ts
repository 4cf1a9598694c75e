// The web app's build: Vite with its root in src/web, output in dist/web (served by the Fastify
// server), and in development a proxy of /api (JSON and Server-Sent Events) to the API server.
// Two pages: index.html (the app) and output.html (the small output pages, src/web/outputs), an
// app-shell service worker (sw.js) that lists every built file, and Brotli and gzip siblings of
// every compressible file, the pages and sw.js among them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';
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

/** What React's modules are in the built pages (decisions 0017 and 0021). */
const preactCompat: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
};

/**
 * Both builds use Preact in React's place: the same components, hooks and libraries, in a
 * fraction of React DOM's bytes for a phone on venue Wi-Fi. The dev server keeps React.
 */
function preactInBuilds(): Plugin {
  return {
    name: 'tempo-preact-in-builds',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const target = preactCompat[source];
      if (!target) return null;
      const resolved = await this.resolve(target, importer, { ...options, skipSelf: true });
      // Never fall back to React quietly: the pages' budgets depend on this swap.
      if (!resolved) throw new Error(`${target} is not installed: run npm install`);
      return resolved;
    },
  };
}

// TEMPO_BUILD_DIR: see scripts/build-dir.mjs.
const outDir = fromRoot(`./${process.env.TEMPO_BUILD_DIR ?? 'dist'}/web`);

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir,
  plugins: [react(), preactInBuilds(), mantineStylesWhereUsed(), outputPages()],
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
  // Two builds into one directory, both with Preact: the app (index.html), then the output pages
  // (output.html, src/web/outputs). The dev server serves both pages with React.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          input: { main: fromRoot('./src/web/index.html') },
          // The large libraries, one chunk each under its own name; without this they land in
          // chunks named after whichever module of ours came first.
          output: {
            codeSplitting: {
              groups: [
                { name: 'preact', test: /node_modules[\\/]preact[\\/]/ },
                { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/ },
              ],
            },
          },
        },
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
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.output!);
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
    },
  },
  preview: { port: 4173 },
});
