// Repeated sign-ins, sign-ups and reset requests are limited per client address (docs/product/accounts.md):
// AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_SECONDS, then 429 with Retry-After. Sign-ins are
// limited per account too: after 5 failures the next waits 30 s, then twice as long after each
// further failure, whatever address they come from. Every instance counts in the database.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { waitInWords } from '../../src/server/auth/sign-in-throttle.ts';
import { verifications } from '../../src/server/db/schema.ts';
import { translateMessage } from '../../src/server/http/errors.ts';
import { loadServerI18n } from '../../src/server/i18n/server-i18n.ts';
import { authPost, newAccount, registerAccount } from '../support/auth-requests.ts';
import { rawRequest } from '../support/raw-http.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const english = loadServerI18n().t('en', 'server');

const rateLimited = {
  code: 'RATE_LIMITED',
  message: 'Too many attempts. Please wait a moment and try again.',
};

describe('with the default limit (10 per 60 s)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the 11th sign-in attempt from one address with 429 and Retry-After', async () => {
    const user = await registerAccount(t.app, newAccount(), { ip: '203.0.113.1' });
    const ip = '203.0.113.7';
    // Ten accounts, so that the per-account backoff below stays out of it.
    for (let i = 1; i <= 10; i += 1) {
      const res = await authPost(
        t.app,
        '/sign-in/email',
        { email: `guess-${i}-${user.email}`, password: `wrong-guess-${i}-xyz` },
        { ip },
      );
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    // Even the right password waits now: the limit is on attempts, not on failures.
    const eleventh = await authPost(t.app, '/sign-in/email', user, { ip });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(rateLimited);
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(eleventh.headers['set-cookie']).toBeUndefined();

    // Another address is not affected.
    const elsewhere = await authPost(t.app, '/sign-in/email', user, { ip: '203.0.113.8' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('cannot be dodged by spelling the path another way', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ email: 'someone@example.com', password: 'guess-number-1' });
    const headers = { 'content-type': 'application/json' };
    for (let i = 0; i < 10; i += 1) {
      await rawRequest(port, 'POST', '/api/auth/sign-in/email', headers, body);
    }
    expect((await rawRequest(port, 'POST', '/api/auth/sign-in/email', headers, body)).status).toBe(
      429,
    );
    for (const path of [
      '/api/auth/sign-in/../sign-in/email',
      '/api/auth/sign-in/%2e%2e/sign-in/email',
      '/api/auth/x/../sign-in/email',
      '/api/auth/SIGN-IN/EMAIL',
      '/api/auth/sign-in/email/',
      '/api/auth//sign-in/email',
    ]) {
      const res = await rawRequest(port, 'POST', path, headers, body);
      expect(res.status, path).toBe(404);
    }
  });

  it('leaves other auth endpoints alone', async () => {
    const ip = '203.0.113.20';
    const user = await registerAccount(t.app, newAccount(), { ip });
    for (let i = 0; i < 15; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        remoteAddress: ip,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('with AUTH_RATE_LIMIT_MAX=2 and a 30 s window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2', AUTH_RATE_LIMIT_WINDOW_SECONDS: '30' });
  });
  afterAll(() => t.close());

  const limited = [
    ['/sign-up/email', () => newAccount()],
    ['/sign-in/email', () => ({ email: 'someone@example.com', password: 'whatever-it-is-1' })],
    ['/request-password-reset', () => ({ email: 'someone@example.com' })],
    ['/reset-password', () => ({ token: 'no-such-token', newPassword: 'fadeaway-jumper-9' })],
  ] as const;

  it.each(limited)(
    'limits %s, and lets the address in again after the window',
    async (path, body) => {
      const ip = `198.51.100.${limited.findIndex(([p]) => p === path) + 1}`;
      for (let i = 0; i < 2; i += 1) {
        const res = await authPost(t.app, path, body(), { ip });
        expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
      }
      const third = await authPost(t.app, path, body(), { ip });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual(rateLimited);
      const retryAfter = Number(third.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(25);
      expect(retryAfter).toBeLessThanOrEqual(30);

      // The server's clock, which the limits count by, moves on past the window.
      t.clock.advance(30_000);
      const later = await authPost(t.app, path, body(), { ip });
      expect(later.statusCode).not.toBe(429);
    },
  );
});

describe('failed sign-ins to one account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-address limit is high here: these attempts come from many addresses anyway.
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  let address = 0;
  /** Each attempt from a new address, as a spread-out guesser sends them. */
  const attempt = (email: string, password: string, app = t.app) =>
    authPost(app, '/sign-in/email', { email, password }, { ip: `192.0.2.${(address += 1) % 250}` });
  const wrong = (email: string, app = t.app) => attempt(email, 'not-the-password-77', app);

  /** Refused with a wait of `seconds` (counted from the last failure, so maybe a second less). */
  function expectWait(res: LightMyRequestResponse, seconds: number) {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(seconds - 1);
    expect(retryAfter).toBeLessThanOrEqual(seconds);
    const wait = translateMessage(english, waitInWords(retryAfter * 1000));
    expect(res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: `Too many failed sign-ins to this account. Try again in ${wait}, or reset your password.`,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  }

  it('makes the 6th attempt wait 30 s, then doubles the wait after each failure', async () => {
    const user = await registerAccount(t.app, newAccount());
    for (let i = 1; i <= 5; i += 1) expect((await wrong(user.email)).statusCode, `${i}`).toBe(401);
    // Even the right password waits: otherwise the wait would tell a guess was right.
    expectWait(await attempt(user.email, user.password), 30);
    // Other accounts are not held up.
    const other = await registerAccount(t.app, newAccount());
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);

    t.clock.advance(30_000);
    expect((await wrong(user.email)).statusCode).toBe(401);
    expectWait(await attempt(user.email, user.password), 60);
    t.clock.advance(60_000);
    expect((await wrong(user.email)).statusCode).toBe(401);
    const longer = await wrong(user.email);
    expectWait(longer, 120);
    expect(longer.json<{ message: string }>().message).toContain('Try again in 2 minutes');

    // A success starts the count again.
    t.clock.advance(120_000);
    expect((await attempt(user.email, user.password)).statusCode).toBe(200);
    for (let i = 1; i <= 5; i += 1) expect((await wrong(user.email)).statusCode, `${i}`).toBe(401);
    expectWait(await wrong(user.email), 30);
    t.clock.advance(30_000);
  });

  it('treats an email without an account the same way, so the wait reveals nobody', async () => {
    const nobody = `nobody-${Date.now()}@example.com`;
    const user = await registerAccount(t.app, newAccount());
    for (const email of [nobody, user.email]) {
      for (let i = 1; i <= 5; i += 1) expect((await wrong(email)).statusCode).toBe(401);
      expectWait(await wrong(email.toUpperCase()), 30);
    }
  });

  it('counts guesses sent all at once as they arrive', async () => {
    const user = await registerAccount(t.app, newAccount());
    const answers = await Promise.all(Array.from({ length: 12 }, () => wrong(user.email)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('lets the owner in at once after a password reset', async () => {
    const user = await registerAccount(t.app, newAccount());
    for (let i = 1; i <= 5; i += 1) await wrong(user.email);
    expectWait(await attempt(user.email, user.password), 30);
    expect(
      (await authPost(t.app, '/request-password-reset', { email: user.email })).statusCode,
    ).toBe(200);
    const [row] = await t.deps.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(eq(verifications.value, user.id));
    const token = row!.identifier.replace('reset-password:', '');
    const newPassword = 'skip-pass-to-the-wing-5';
    expect((await authPost(t.app, '/reset-password', { token, newPassword })).statusCode).toBe(200);
    expect((await attempt(user.email, newPassword)).statusCode).toBe(200);
  });

  it('is counted by every instance on the database together', async () => {
    const other = await buildApp(t.deps);
    try {
      const user = await registerAccount(t.app, newAccount());
      for (let i = 1; i <= 5; i += 1) {
        expect((await wrong(user.email, i % 2 ? t.app : other)).statusCode).toBe(401);
      }
      expectWait(await attempt(user.email, user.password, other), 30);
      expectWait(await attempt(user.email, user.password, t.app), 30);
    } finally {
      await other.close();
    }
  });
});

describe('the per-address limit with two instances', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '4' });
    other = await buildApp(t.deps);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('counts the requests of one address on either instance together', async () => {
    const ip = '198.51.100.77';
    const reset = (app: FastifyInstance) =>
      authPost(app, '/request-password-reset', { email: 'someone@example.com' }, { ip });
    for (const app of [t.app, other, t.app, other]) expect((await reset(app)).statusCode).toBe(200);
    expect((await reset(t.app)).statusCode).toBe(429);
    expect((await reset(other)).statusCode).toBe(429);
  });
});
