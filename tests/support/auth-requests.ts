// Requests to Better Auth's endpoints through app.inject(), sent as the web app's fetch sends
// them: JSON, with the page's Origin (Better Auth refuses a cookie-carrying POST without it).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** PUBLIC_URL of createTestApp(). */
export const testOrigin = 'http://localhost:3000';

export interface AuthRequestOptions {
  /** A Cookie header, e.g. from sessionCookie(). */
  cookie?: string;
  /** The client address (the rate limiter counts per address). */
  ip?: string;
  origin?: string;
  headers?: Record<string, string>;
}

export function authPost(
  app: FastifyInstance,
  path: string,
  body: object = {},
  opts: AuthRequestOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    payload: body,
    remoteAddress: opts.ip,
    headers: requestHeaders(opts),
  });
}

export function authGet(
  app: FastifyInstance,
  path: string,
  opts: AuthRequestOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/auth${path}`,
    remoteAddress: opts.ip,
    headers: requestHeaders(opts),
  });
}

function requestHeaders(opts: AuthRequestOptions): Record<string, string> {
  return {
    origin: opts.origin ?? testOrigin,
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...opts.headers,
  };
}

export function setCookies(res: LightMyRequestResponse): string[] {
  const h = res.headers['set-cookie'];
  return Array.isArray(h) ? h : h ? [h] : [];
}

/** The Set-Cookie line of the session token, or undefined. */
export function sessionSetCookie(res: LightMyRequestResponse): string | undefined {
  return setCookies(res).find((c) => /^(__Secure-)?[\w.-]*session_token=/.test(c));
}

/** A Cookie header carrying the session this response set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const line = sessionSetCookie(res);
  if (!line) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return line.split(';')[0]!;
}

let counter = 0;

/** A fresh, acceptable set of account details. */
export function newAccount(prefix = 'player') {
  counter += 1;
  return {
    name: `${prefix} ${counter}`,
    email: `${prefix}-${counter}-${Date.now()}@example.com`,
    password: 'corner-three-swish-81',
  };
}

/** Registers an account; returns its details and the session cookie of the sign-up. */
export async function registerAccount(
  app: FastifyInstance,
  account = newAccount(),
  opts: AuthRequestOptions = {},
) {
  const res = await authPost(app, '/sign-up/email', account, opts);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ user: { id: string } }>();
  return { ...account, id: body.user.id, cookie: sessionCookie(res) };
}
