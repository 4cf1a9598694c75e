// Mounts Better Auth's own endpoints under /api/auth/* by handing each request to its
// fetch-style handler and copying the answer back, cookies included.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toHeaders } from './guards.ts';

export function registerAuthRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: (req, reply) => forwardToAuth(app, req, reply),
  });
}

async function forwardToAuth(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const url = new URL(req.url, app.deps.config.publicUrl);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const request = new Request(url, {
    method: req.method,
    headers: toHeaders(req),
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
  const response = await app.deps.auth.handler(request);
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key.toLowerCase() !== 'set-cookie') void reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
