// Requests to Better Auth's endpoints through app.inject(), sent as the web app's fetch sends
// them: JSON, with the page's Origin (Better Auth refuses a cookie-carrying POST without it).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { confirmSubject, waitForOutboxMail } from './mail-outbox.ts';

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

/** Where a test reads an app's mail: its outbox (no SMTP_URL), or the SMTP catcher it set up. */
export interface Mailbox {
  waitFor(match: (mail: { to: string; subject: string }) => boolean): Promise<{ links: string[] }>;
}

export function outboxOf(app: FastifyInstance): Mailbox {
  const { mail } = app.deps.config;
  if (mail.smtpUrl) throw new Error('this app sends mail over SMTP: pass the catcher as mailbox');
  return { waitFor: (match) => waitForOutboxMail(mail.outboxDir, match) };
}

/** The link of a confirmation mail to `email` (each works until it expires). */
export async function confirmationLink(mailbox: Mailbox, email: string): Promise<URL> {
  const mail = await mailbox.waitFor(
    (m) => m.to === email.toLowerCase() && m.subject === confirmSubject,
  );
  const link = mail.links[0];
  if (!link) throw new Error(`no link in the confirmation mail to ${email}`);
  return new URL(link);
}

/** Follows the confirmation link as the browser would: it confirms and redirects to a page. */
export async function confirmEmail(app: FastifyInstance, email: string, mailbox = outboxOf(app)) {
  const link = await confirmationLink(mailbox, email);
  // At the address the link names, which is the one the person signed up at.
  const res = await app.inject({
    method: 'GET',
    url: `${link.pathname}${link.search}`,
    headers: { host: link.host },
  });
  if (res.statusCode !== 302) throw new Error(`confirmation failed: ${res.statusCode} ${res.body}`);
  return new URL(String(res.headers.location));
}

/**
 * Registers an account as a person does: signs up, opens the link of the confirmation mail, signs
 * in. Returns its details and the session cookie of that sign-in.
 */
export async function registerAccount(
  app: FastifyInstance,
  account = newAccount(),
  opts: AuthRequestOptions & { mailbox?: Mailbox } = {},
) {
  const res = await authPost(app, '/sign-up/email', account, opts);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  await confirmEmail(app, account.email, opts.mailbox);
  const signIn = await authPost(
    app,
    '/sign-in/email',
    { email: account.email, password: account.password },
    opts,
  );
  if (signIn.statusCode !== 200) {
    throw new Error(`sign-in after sign-up failed: ${signIn.statusCode} ${signIn.body}`);
  }
  const body = signIn.json<{ user: { id: string } }>();
  return { ...account, id: body.user.id, cookie: sessionCookie(signIn) };
}
