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
 * Writes sw.js from src/web/pwa/service-worker.js with the list of every built and public file,
 * and a version that changes whenever any of them does (hashed names, plus the two pages).
 */
function appShellWorker(): Plugin {
  const template = fromRoot('./src/web/pwa/service-worker.js');
  return {
    name: 'tempo-app-shell-worker',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const built = Object.keys(bundle)
        .filter((file) => !file.endsWith('.map'))
        .map((file) => `/${file}`);
      const files = [...new Set([...built, ...listFiles(publicDir)])].sort();
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
    },
  };
}

/** Compresses the finished build: after every file is written, sw.js and the public files too. */
function precompressedFiles(): Plugin {
  let outDir = '';
  return {
    name: 'tempo-precompressed-files',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const s = await precompress(outDir);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      this.info(
        `compressed ${s.files} files of ${kb(s.bytes)}: ${kb(s.brotliBytes)} Brotli, ${kb(s.gzipBytes)} gzip`,
      );
    },
  };
}

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir,
  plugins: [react(), outputPages(), appShellWorker(), precompressedFiles()],
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
    // TEMPO_BUILD_DIR: see scripts/build-dir.mjs.
    outDir: fromRoot(`./${process.env.TEMPO_BUILD_DIR ?? 'dist'}/web`),
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs this app supports modulepreload; the polyfill would only add bytes
    // to the scoreboard's small budget.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        main: fromRoot('./src/web/index.html'),
        output: fromRoot('./src/web/output.html'),
      },
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
