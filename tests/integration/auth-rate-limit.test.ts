// Repeated sign-ins, sign-ups and reset requests are limited per client address (PRODUCT §6):
// AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_SECONDS, then 429 with Retry-After.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, newAccount, registerAccount } from '../support/auth-requests.ts';
import { rawRequest } from '../support/raw-http.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

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
    for (let i = 1; i <= 10; i += 1) {
      const res = await authPost(
        t.app,
        '/sign-in/email',
        { email: user.email, password: `wrong-guess-${i}-xyz` },
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

describe('with AUTH_RATE_LIMIT_MAX=2 and a 1 s window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2', AUTH_RATE_LIMIT_WINDOW_SECONDS: '1' });
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
      expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      await new Promise((r) => setTimeout(r, 1100));
      const later = await authPost(t.app, path, body(), { ip });
      expect(later.statusCode).not.toBe(429);
    },
  );
});
