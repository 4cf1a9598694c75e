// Output paths (src/web/outputs) get output.html in development and preview too, as the server
// does in production.
import type { Connect, Plugin } from 'vite';
import { outputPathPattern } from '../src/web/outputs/output-path.ts';

/** Serves output.html for a GET of an output path; anything else passes through unchanged. */
export const rewriteOutputPaths: Connect.NextHandleFunction = (req, _res, next) => {
  const pathname = (req.url ?? '').split('?')[0] ?? '';
  if (req.method === 'GET' && outputPathPattern.test(pathname)) req.url = '/output.html';
  next();
};

export function outputPages(): Plugin {
  return {
    name: 'tempo-output-pages',
    configureServer(server) {
      server.middlewares.use(rewriteOutputPaths);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewriteOutputPaths);
    },
  };
}
