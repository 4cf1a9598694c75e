// The web app's build: Vite with its root in src/web, output in dist/web (served by the Fastify
// server), and in development a proxy of /api (JSON and Server-Sent Events) to the API server.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const apiOrigin = process.env.TEMPO_API_ORIGIN ?? 'http://localhost:3000';

// Mantine's breakpoints, for `$mantine-breakpoint-*` in CSS modules.
const mantineBreakpoints = {
  'mantine-breakpoint-xs': '36em',
  'mantine-breakpoint-sm': '48em',
  'mantine-breakpoint-md': '62em',
  'mantine-breakpoint-lg': '75em',
  'mantine-breakpoint-xl': '88em',
};

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react()],
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
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false, ws: false },
    },
  },
  preview: { port: 4173 },
});
