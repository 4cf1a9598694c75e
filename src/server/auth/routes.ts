// Mounts Better Auth's own endpoints under /api/auth/* by handing each request to its
// fetch-style handler and copying the answer back, cookies and redirects included. Around it:
// the rate limit on sign-in, sign-up and password reset (per address, and for sign-in per account
// too), the limits on requests that send mail (per address and per mailbox, mail-limits.ts), the
// deactivated-account gate, and the removal of session tokens from JSON bodies (the browser holds
// its session in an HttpOnly cookie only).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';
import { errorTranslate, HttpError, msg, notFound } from '../http/errors.ts';
import { fieldWords, type FieldWords } from '../http/field-messages.ts';
import { requestOrigin } from '../http/origin-check.ts';
import { rateLimitConfig, registerRateLimit } from '../http/rate-limit.ts';
import { basePath } from './auth.ts';
import { getSessionUser, requireUser, toHeaders } from './guards.ts';
import { authErrorInWords } from './auth-messages.ts';
import { isRecord } from './is-record.ts';
import { countMail, mailRequestPaths, uncountMail } from './mail-limits.ts';
import { beginSignIn, forgetFailedSignIns, signInFailed, waitInWords } from './sign-in-throttle.ts';

const prefix = basePath;

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

  await registerRateLimit(app, msg('error.rateLimited'));

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

  const handler = async (req: FastifyRequest, reply: FastifyReply) =>
    relay(req, reply, await askAuth(app, req));

  /** Sign-in is also limited per account (sign-in-throttle.ts), after the per-address limit. */
  const signIn = async (req: FastifyRequest, reply: FastifyReply) => {
    const email = typedEmail(req);
    if (email) {
      const wait = await beginSignIn(app.deps, email);
      if (wait !== null) {
        void reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new HttpError(
          429,
          errorCodes.rateLimited,
          msg('error.auth.signInThrottled', { wait: waitInWords(wait) }),
        );
      }
    }
    const response = await askAuth(app, req);
    if (email && (await provesPassword(response))) await forgetFailedSignIns(app.deps, email);
    else if (email && response.status === 401) await signInFailed(app.deps, email);
    return relay(req, reply, response);
  };

  /**
   * A request that may send a mail is counted before Better Auth sees it, so a burst sent at once
   * is counted as it arrives, and given back if Better Auth refused it (nothing was sent). Better
   * Auth answers these the same for an address with or without an account.
   */
  const mailRequest = async (req: FastifyRequest, reply: FastifyReply) => {
    const count = await countMail(app.deps, { address: req.ip, recipient: typedEmail(req) });
    if (!count.allowed) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil(count.waitMs / 1000))));
      throw new HttpError(429, errorCodes.rateLimited, count.message);
    }
    const response = await askAuth(app, req);
    if (!response.ok) await uncountMail(app.deps, count.keys);
    return relay(req, reply, response);
  };

  const limited: ReadonlySet<string> = new Set(rateLimitedAuthPaths);
  const mailing: ReadonlySet<string> = new Set(mailRequestPaths);
  for (const path of new Set([...rateLimitedAuthPaths, ...mailRequestPaths])) {
    app.post(`${prefix}${path}`, {
      schema: { hide: true },
      config: limited.has(path) ? rateLimitConfig(app.deps.config.authRateLimit) : {},
      handler: path === '/sign-in/email' ? signIn : mailing.has(path) ? mailRequest : handler,
    });
  }
  app.route({ method: ['GET', 'POST'], url: `${prefix}/*`, schema: { hide: true }, handler });
}

/** The email of a sign-in or a mail request, from the JSON the web app sends or a form post. */
function typedEmail(req: FastifyRequest): string | null {
  if (!Buffer.isBuffer(req.body)) return null;
  const text = req.body.toString('utf8');
  const type = req.headers['content-type'] ?? '';
  try {
    const body: unknown = type.includes('application/x-www-form-urlencoded')
      ? Object.fromEntries(new URLSearchParams(text))
      : JSON.parse(text);
    const email = isRecord(body) ? body.email : null;
    return typeof email === 'string' && email.trim() !== '' ? email : null;
  } catch {
    // Better Auth answers the malformed body.
    return null;
  }
}

/**
 * Whether Better Auth found the password right: it signed in, or refused only because the email
 * is not confirmed yet (checked after the password). Any other refusal proves nothing.
 */
async function provesPassword(response: Response): Promise<boolean> {
  if (response.status === 200) return true;
  if (response.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === errorCodes.emailNotVerified;
}

/** Hands the request to Better Auth's fetch-style handler. */
async function askAuth(app: FastifyInstance, req: FastifyRequest): Promise<Response> {
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
  return response;
}

/** Copies Better Auth's answer to the reply, cookies and redirects included. */
async function relay(req: FastifyRequest, reply: FastifyReply, response: Response) {
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
    const endpoint = (req.url.split('?')[0] ?? '').slice(prefix.length);
    const words =
      response.status >= 400 ? fieldWords(req.server.deps.i18n, await errorTranslate(req)) : null;
    const answer = inOurWords(endpoint, response.status, withoutTokens(json), words);
    return reply.send(JSON.stringify(answer));
  }
  return reply.send(bytes);
}

/**
 * A successful sign-up answers only what the person typed: Better Auth's user record (a real one
 * for a new email, a made-up one for a registered email) differs in small ways, such as the role
 * of an ADMIN_EMAILS address, that would tell the two apart. And the refusal to sign in before the
 * address is confirmed says what to do.
 */
function inOurWords(
  endpoint: string,
  status: number,
  json: unknown,
  words: FieldWords | null,
): unknown {
  if (!isRecord(json)) return json;
  if (endpoint === '/sign-up/email' && status === 200 && isRecord(json.user)) {
    return { user: { name: json.user.name, email: json.user.email } };
  }
  if (!words) return json;
  if (json.code === errorCodes.emailNotVerified) {
    return { code: json.code, message: words.t('error.auth.emailNotVerified') };
  }
  return authErrorInWords(words, json);
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
