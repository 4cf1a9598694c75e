// Serves the built web app. Hashed assets are cached for a year; every other file is revalidated
// (ETag, Last-Modified: a revisit gets 304). Every path that is not an API call or a file gets
// index.html (history fallback), so deep links and the 404 page are the router's — except a game's
// output paths, which get output.html: the outputs are their own small page (src/web/outputs) so
// a public scoreboard does not load the whole app. The build holds Brotli and gzip siblings of the
// compressible files (scripts/precompress.ts); @fastify/static's preCompressed sends the one the
// request's Accept-Encoding prefers (q-values respected), else the file itself, with
// `Vary: Accept-Encoding` either way, the fallback pages included. A console's address gets its
// files named in a `Link` header, to be fetched beside the page's own (console-preloads.ts).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { msg, notFound } from './errors.ts';
import { unusedOnImmutableFiles } from './built-assets.ts';
import { consolePathPattern, consolePreloadsOf } from './console-preloads.ts';
import { normalisedPath } from './normalised-path.ts';

/** Keep in step with src/web/outputs/output-path.ts (the server cannot import web code). */
const outputPathPattern = /^\/tournaments\/[^/]+\/seasons\/[^/]+\/games\/[^/]+\/output\/[^/]+\/?$/;

export async function registerWeb(app: FastifyInstance, webDir: string) {
  const hasBuild = fs.existsSync(path.join(webDir, 'index.html'));
  const hasOutputPage = fs.existsSync(path.join(webDir, 'output.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The siblings are other encodings of their file, not paths of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (immutable) for (const name of unusedOnImmutableFiles) res.removeHeader(name);
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    // As the API's headers were chosen (data-answers.ts): `/%61pi/x` is an unknown endpoint too.
    const pathname = normalisedPath(req.url);
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (pathname.startsWith('/api/') || pathname === '/api' || !read || !hasBuild) {
      const asked = req.url.split('?')[0] ?? '';
      throw notFound(msg('error.noSuchEndpoint', { method: req.method, path: asked }));
    }
    if (path.extname(pathname) !== '') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const page = hasOutputPage && outputPathPattern.test(pathname) ? 'output.html' : 'index.html';
    const preloads = consolePathPattern.test(pathname) ? consolePreloadsOf(webDir) : null;
    if (preloads) {
      // The words preloaded are those of the language the browser asks for.
      reply.header('link', preloads.header(pathname, req.headers['accept-language']));
      reply.header('vary', 'accept-language');
    }
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}
