// Mounts Better Auth's own endpoints under /api/auth/* by handing each request to its
// fetch-style handler and copying the answer back, cookies and redirects included. Around it:
// the rate limit on sign-in, sign-up and password reset, the deactivated-account gate, and the
// removal of session tokens from JSON bodies (the browser holds its session in an HttpOnly
// cookie only).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.ts';
import { requestOrigin } from '../http/origin-check.ts';
import { rateLimitConfig, registerRateLimit } from '../http/rate-limit.ts';
import { getSessionUser, requireUser, toHeaders } from './guards.ts';

const prefix = '/api/auth';

/** Requests a password guesser or a mail bomber repeats: limited per client address. */
export const rateLimitedAuthPaths = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
] as const;

/**
 * Endpoints that do not act on the current session: a deactivated account may still sign in
 * (and then sees the reactivation page), sign out, or reset its password. Every other endpoint
 * answers 403 ACCOUNT_DEACTIVATED to a deactivated account.
 */
const openToDeactivated = [
  /^\/sign-in\//,
  /^\/sign-up\//,
  /^\/sign-out$/,
  /^\/callback\//,
  /^\/request-password-reset$/,
  /^\/reset-password(\/|$)/,
  /^\/error$/,
  /^\/ok$/,
];

/** Headers that describe one hop or one body encoding; Fastify and fetch set their own. */
const hopHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'upgrade',
]);

export async function authRoutes(app: FastifyInstance) {
  // Better Auth parses bodies itself (JSON, and form posts for sign-in and the OAuth callback),
  // so this plugin hands it the raw bytes of any content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  await registerRateLimit(app, 'Too many attempts. Please wait a moment and try again.');

  app.addHook('preHandler', async (req) => {
    const rawPath = req.url.split('?')[0] ?? '';
    const path = new URL(req.url, app.deps.config.publicUrl).pathname;
    // fetch's URL resolves `..` and `%2e%2e`: `/sign-in/../list-sessions` would pass the checks
    // below as a sign-in and reach Better Auth as list-sessions, and a sign-in spelt that way
    // would miss the rate-limited route. Browsers never send such paths; refuse them.
    if (path !== rawPath) throw notFound();
    const endpoint = path.slice(prefix.length);
    if (openToDeactivated.some((re) => re.test(endpoint))) return;
    // Anonymous requests go on to Better Auth, which answers 401 where a session is needed.
    if (await getSessionUser(req)) await requireUser(req);
  });

  const handler = (req: FastifyRequest, reply: FastifyReply) => forwardToAuth(app, req, reply);
  for (const path of rateLimitedAuthPaths) {
    app.post(`${prefix}${path}`, {
      schema: { hide: true },
      config: rateLimitConfig(app.deps.config.authRateLimit),
      handler,
    });
  }
  app.route({ method: ['GET', 'POST'], url: `${prefix}/*`, schema: { hide: true }, handler });
}

async function forwardToAuth(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  // Addressed to the origin the request was (TRUST_PROXY honoured): auth.ts trusts the origin of
  // the URL it is handed, which makes Better Auth's origin checks the same as ours.
  const url = new URL(req.url, requestOrigin(req) ?? app.deps.config.publicUrl);
  const headers = toHeaders(req);
  for (const name of hopHeaders) headers.delete(name);
  // Better Auth records the client address on each session; give it the one Fastify trusts
  // (the socket, or the proxy's header when TRUST_PROXY is on), never a client-sent header.
  headers.set('x-forwarded-for', req.ip);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body);
  const request = new Request(url, {
    method: req.method,
    headers,
    // A copy typed as a plain ArrayBuffer view, which is what fetch's BodyInit accepts.
    body: hasBody ? Uint8Array.from(req.body as Buffer) : undefined,
  });
  const response = await app.deps.auth.handler(request);
  if (response.status >= 500) {
    req.log.error({ status: response.status, body: await response.clone().text() }, 'auth error');
  }

  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && !hopHeaders.has(key)) void reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);

  if (!response.body) return reply.send();
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > 0 && response.headers.get('content-type')?.includes('application/json')) {
    const json: unknown = JSON.parse(bytes.toString('utf8'));
    return reply.send(JSON.stringify(withoutTokens(json)));
  }
  return reply.send(bytes);
}

/**
 * Better Auth puts the session token in the JSON of sign-up, sign-in, get-session and
 * list-sessions. The web app uses the HttpOnly cookie only, and a token in a body is one a
 * script could read, so every `token` field goes before the body leaves the server.
 */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, v]) => [key, withoutTokens(v)]),
  );
}
