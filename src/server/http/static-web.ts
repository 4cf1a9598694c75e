// Serves the built web app. Hashed assets are cached for a year; every other path that is not an
// API call or a file gets index.html (history fallback), so deep links and the 404 page are the router's.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';

export async function registerWeb(app: FastifyInstance, webDir: string) {
  const hasBuild = fs.existsSync(path.join(webDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || req.method !== 'GET' || !hasBuild) {
      return reply.status(404).send({
        code: errorCodes.notFound,
        message: `No such endpoint: ${req.method} ${pathname}`,
      });
    }
    if (path.extname(pathname) !== '') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
