// The web app's build: Vite with its root in src/web, output in dist/web (served by the Fastify
// server), and in development a proxy of /api (JSON and Server-Sent Events) to the API server.
// Three pages, each an environment built into the same directory: index.html (the app),
// output.html (the small output pages, src/web/outputs) and public-site.html (the script and
// styles of the server-rendered league pages). Then an app-shell service worker (sw.js) that lists
// every built file, and Brotli and gzip siblings of every compressible file, sw.js among them.
// The plugins are in build/, each with its reasons.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';
import { writeAppShellWorker } from './build/app-shell-worker.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { inlineIcon } from './build/inline-icon.ts';
import { mantineStylesWhereUsed } from './build/mantine-styles-where-used.ts';
import { outputPages } from './build/output-pages.ts';
import { precompiledCatalogues } from './build/precompiled-catalogues.ts';
import { reactCompilerPlugin } from './build/react-compiler.ts';
import { precompress } from './scripts/precompress.ts';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const apiOrigin = process.env.TEMPO_API_ORIGIN ?? 'http://localhost:3000';
const publicDir = fromRoot('./src/web/public');
// TEMPO_BUILD_DIR: see scripts/build-dir.mjs.
const outDir = fromRoot(`./${process.env.TEMPO_BUILD_DIR ?? 'dist'}/web`);

// Mantine's breakpoints, for `$mantine-breakpoint-*` in CSS modules.
const mantineBreakpoints = {
  'mantine-breakpoint-xs': '36em',
  'mantine-breakpoint-sm': '48em',
  'mantine-breakpoint-md': '62em',
  'mantine-breakpoint-lg': '75em',
  'mantine-breakpoint-xl': '88em',
};

/** Another page of the same build directory, after the app's. */
const page = (name: string, html: string) => ({
  consumer: 'client' as const,
  build: {
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: { input: { [name]: fromRoot(html) } },
  },
});

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir,
  plugins: [
    reactCompilerPlugin(),
    react(),
    precompiledCatalogues(),
    mantineStylesWhereUsed(fromRoot('./src/web/main.tsx')),
    outputPages(),
    inlineIcon(publicDir),
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
  environments: {
    client: {
      build: {
        rolldownOptions: {
          input: { main: fromRoot('./src/web/index.html') },
          // A few large files by path for the pages people open first (build/chunk-groups.ts).
          output: { codeSplitting: { groups: chunkGroups } },
        },
        // Which files each route loads, for the server's preload of a console's files
        // (src/server/http/console-preloads.ts).
        manifest: true,
      },
    },
    output: page('output', './src/web/output.html'),
    // The public league pages' script and styles (decision 0028): the server renders the pages
    // and reads this page's head for the tags to load them with.
    publicSite: page('public-site', './src/web/public-site.html'),
  },
  builder: {
    async buildApp(builder) {
      // The app first: it empties the directory the other two pages add to.
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.output!);
      await builder.build(builder.environments.publicSite!);
      writeAppShellWorker(outDir, fromRoot('./src/web/pwa/service-worker.js'));
      // Last, so sw.js and the pages are compressed too.
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
