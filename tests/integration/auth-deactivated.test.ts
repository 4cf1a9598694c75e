// A deactivated account (docs/product/accounts.md) may sign in and sign out, and nothing else under /api/auth:
// every endpoint that acts on the session answers 403 ACCOUNT_DEACTIVATED.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { authGet, authPost, registerAccount, sessionCookie } from '../support/auth-requests.ts';
import { rawRequest } from '../support/raw-http.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

async function deactivatedUser() {
  const user = await registerAccount(t.app);
  await t.deps.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
  return user;
}

const deactivated = {
  code: 'ACCOUNT_DEACTIVATED',
  message: 'This account is deactivated. Reactivate it to continue.',
};

describe('a deactivated account', () => {
  it.each([
    ['GET', '/get-session', undefined],
    ['GET', '/list-sessions', undefined],
    ['GET', '/list-accounts', undefined],
    ['POST', '/update-user', { name: 'New name' }],
    [
      'POST',
      '/change-password',
      { currentPassword: 'corner-three-swish-81', newPassword: 'post-up-hook-shot-5' },
    ],
    ['POST', '/revoke-other-sessions', {}],
    ['POST', '/revoke-sessions', {}],
    ['POST', '/revoke-session', { id: 'whatever' }],
  ] as const)('gets 403 from %s %s', async (method, path, body) => {
    const user = await deactivatedUser();
    const res =
      method === 'GET'
        ? await authGet(t.app, path, { cookie: user.cookie })
        : await authPost(t.app, path, body, { cookie: user.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(deactivated);
  });

  it('keeps its password and sessions: the refused change changed nothing', async () => {
    const user = await deactivatedUser();
    await authPost(
      t.app,
      '/change-password',
      { currentPassword: user.password, newPassword: 'post-up-hook-shot-5' },
      { cookie: user.cookie },
    );
    await t.deps.db.update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    const session = await authGet(t.app, '/get-session', { cookie: user.cookie });
    expect(session.json()).toMatchObject({ user: { email: user.email } });
    expect((await authPost(t.app, '/sign-in/email', user)).statusCode).toBe(200);
  });

  it('may still sign in (the web then shows the reactivation page) and sign out', async () => {
    const user = await deactivatedUser();
    const signIn = await authPost(t.app, '/sign-in/email', user);
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionCookie(signIn);
    expect((await authGet(t.app, '/get-session', { cookie })).statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ status: 'deactivated' });

    const out = await authPost(t.app, '/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('may ask for a password reset', async () => {
    const user = await deactivatedUser();
    const res = await authPost(
      t.app,
      '/request-password-reset',
      { email: user.email, redirectTo: '/reset-password' },
      { cookie: user.cookie },
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('paths with dot segments', () => {
  it('are refused rather than resolved past the checks', async () => {
    const user = await deactivatedUser();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const path of [
      '/api/auth/sign-in/../list-sessions',
      '/api/auth/sign-out/%2e%2e/list-sessions',
    ]) {
      const res = await rawRequest(port, 'GET', path, { cookie: user.cookie });
      expect(res.status, path).toBe(404);
    }
    const plain = await rawRequest(port, 'GET', '/api/auth/list-sessions', { cookie: user.cookie });
    expect(plain.status).toBe(403);
  });
});

describe('an active account', () => {
  it('uses the same endpoints normally', async () => {
    const user = await registerAccount(t.app);
    expect((await authGet(t.app, '/list-sessions', { cookie: user.cookie })).statusCode).toBe(200);
    expect((await authGet(t.app, '/get-session', { cookie: user.cookie })).statusCode).toBe(200);
  });

  it('without a session gets Better Auth’s own answer, not 403', async () => {
    expect((await authGet(t.app, '/list-sessions')).statusCode).toBe(401);
    const session = await authGet(t.app, '/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toBeNull();
  });
});
