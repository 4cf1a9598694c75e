// Sign-up, sign-in, sessions and cookies through Better Auth's real endpoints (docs/product/accounts.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../../src/server/db/schema.ts';
import {
  authGet,
  authPost,
  confirmEmail,
  newAccount,
  registerAccount,
  sessionCookie,
  sessionSetCookie,
  setCookies,
} from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Many sign-ins from one address here; the limiter has its own test file.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const sessionNotFound = {
  code: 'NOT_FOUND',
  message: 'That session was not found. It may have ended already.',
};

function attributes(setCookie: string) {
  return setCookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
}

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Lax and not Secure on http://localhost', async () => {
    const user = await registerAccount(t.app);
    const res = await authPost(t.app, '/sign-in/email', user);
    expect(res.statusCode).toBe(200);
    const cookie = sessionSetCookie(res);
    expect(cookie).toBeDefined();
    const attrs = attributes(cookie!);
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(attrs).not.toContain('secure');
    // Every cookie Better Auth sets follows the same rules.
    for (const c of setCookies(res)) expect(attributes(c)).toContain('httponly');
  });

  it('are Secure (and __Secure- prefixed) when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://tempo.example.com' });
    try {
      const origin = 'https://tempo.example.com';
      const user = await registerAccount(https.app, newAccount(), { origin });
      const res = await authPost(https.app, '/sign-in/email', user, { origin });
      expect(res.statusCode).toBe(200);
      const cookie = sessionSetCookie(res)!;
      expect(cookie).toMatch(/^__Secure-/);
      const attrs = attributes(cookie);
      expect(attrs).toContain('secure');
      expect(attrs).toContain('httponly');
      expect(attrs).toContain('samesite=lax');
    } finally {
      await https.close();
    }
  });
});

describe('sign-in', () => {
  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = await registerAccount(t.app);
    const wrongPassword = await authPost(t.app, '/sign-in/email', {
      email: user.email,
      password: 'not-the-right-one-99',
    });
    const unknownEmail = await authPost(t.app, '/sign-in/email', {
      email: `nobody-${Date.now()}@example.com`,
      password: user.password,
    });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      });
      expect(sessionSetCookie(res)).toBeUndefined();
    }
    expect(wrongPassword.body).toBe(unknownEmail.body);
  });

  it('signs in with the right password, in any letter case of the email', async () => {
    const user = await registerAccount(t.app);
    const res = await authPost(t.app, '/sign-in/email', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const session = await authGet(t.app, '/get-session', { cookie: sessionCookie(res) });
    expect(session.json()).toMatchObject({ user: { email: user.email } });
  });

  it('accepts a classic HTML form post (application/x-www-form-urlencoded)', async () => {
    const user = await registerAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
      },
      payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(sessionSetCookie(res)).toBeDefined();
  });

  it('refuses a callbackURL on another origin (no open redirect)', async () => {
    const user = await registerAccount(t.app);
    const res = await authPost(t.app, '/sign-in/email', {
      email: user.email,
      password: user.password,
      callbackURL: 'https://evil.example.net/steal',
    });
    expect(res.statusCode).toBe(403);
    expect(sessionSetCookie(res)).toBeUndefined();
  });

  it('refuses a signed-in POST from a foreign origin (CSRF)', async () => {
    const user = await registerAccount(t.app);
    const res = await authPost(
      t.app,
      '/update-user',
      { name: 'Hijacked' },
      { cookie: user.cookie, origin: 'https://evil.example.net' },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('what the auth endpoints return', () => {
  it('never puts a session token or a password hash in a response body', async () => {
    const account = newAccount();
    const bodies: string[] = [];
    const signUp = await authPost(t.app, '/sign-up/email', account);
    expect(signUp.statusCode).toBe(200);
    bodies.push(signUp.body);
    await confirmEmail(t.app, account.email);
    const signIn = await authPost(t.app, '/sign-in/email', account);
    expect(signIn.statusCode).toBe(200);
    bodies.push(signIn.body);
    const cookie = sessionCookie(signIn);
    for (const path of ['/get-session', '/list-sessions', '/list-accounts']) {
      const res = await authGet(t.app, path, { cookie });
      expect(res.statusCode, path).toBe(200);
      bodies.push(res.body);
    }
    const update = await authPost(t.app, '/update-user', { name: 'Renamed' }, { cookie });
    expect(update.statusCode).toBe(200);
    bodies.push(update.body);
    const change = await authPost(
      t.app,
      '/change-password',
      {
        currentPassword: account.password,
        newPassword: 'full-court-press-2027',
        revokeOtherSessions: true,
      },
      { cookie },
    );
    expect(change.statusCode).toBe(200);
    bodies.push(change.body);

    const userId = signIn.json<{ user: { id: string } }>().user.id;
    const [credential] = await t.deps.db.select().from(accounts).where(eq(accounts.userId, userId));
    const hash = credential?.password;
    expect(hash).toMatch(/\$|:/);
    const tokens = (await t.deps.db.select().from(sessions).where(eq(sessions.userId, userId))).map(
      (s) => s.token,
    );
    // The session of sign-in was replaced by change-password's; include both.
    tokens.push(...[signIn, change].map((r) => decodeURIComponent(sessionCookie(r))));
    for (const body of bodies) {
      expect(body).not.toContain(hash);
      expect(body).not.toMatch(/"token"\s*:/);
      for (const token of tokens) {
        const raw = token.includes('=') ? token.split('=')[1]!.split('.')[0]! : token;
        expect(body).not.toContain(raw);
      }
    }
  });

  it('lists sessions with ids, and revokes another session by its id', async () => {
    const user = await registerAccount(t.app);
    const other = await authPost(t.app, '/sign-in/email', user);
    const otherCookie = sessionCookie(other);
    const list = await authGet(t.app, '/list-sessions', { cookie: user.cookie });
    const items = list.json<{ id: string }[]>();
    expect(items).toHaveLength(2);
    const current = await authGet(t.app, '/get-session', { cookie: user.cookie });
    const currentId = current.json<{ session: { id: string } }>().session.id;
    const otherId = items.find((s) => s.id !== currentId)!.id;

    const revoke = await authPost(
      t.app,
      '/revoke-session',
      { id: otherId },
      { cookie: user.cookie },
    );
    expect(revoke.statusCode).toBe(200);
    const gone = await authGet(t.app, '/get-session', { cookie: otherCookie });
    expect(gone.json()).toBeNull();
    const still = await authGet(t.app, '/get-session', { cookie: user.cookie });
    expect(still.json()).toMatchObject({ session: { id: currentId } });
  });

  it('does not let one user revoke another user’s session by id', async () => {
    const alice = await registerAccount(t.app);
    const bob = await registerAccount(t.app);
    const bobSession = await authGet(t.app, '/get-session', { cookie: bob.cookie });
    const bobSessionId = bobSession.json<{ session: { id: string } }>().session.id;
    const revoke = await authPost(
      t.app,
      '/revoke-session',
      { id: bobSessionId },
      { cookie: alice.cookie },
    );
    // The same answer as for an id that does not exist: nothing tells Alice it is a session.
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json()).toEqual(sessionNotFound);
    const unknown = await authPost(
      t.app,
      '/revoke-session',
      { id: 'no-such-session' },
      { cookie: alice.cookie },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(sessionNotFound);
    const still = await authGet(t.app, '/get-session', { cookie: bob.cookie });
    expect(still.json()).toMatchObject({ session: { id: bobSessionId } });
    const own = await authGet(t.app, '/get-session', { cookie: alice.cookie });
    expect(own.json()).toMatchObject({ user: { id: alice.id } });
  });

  it('answers 401 to revoking a session without being signed in', async () => {
    const res = await authPost(t.app, '/revoke-session', { id: 'whatever-session' });
    expect(res.statusCode).toBe(401);
  });

  it('ends the session on sign-out', async () => {
    const user = await registerAccount(t.app);
    const out = await authPost(t.app, '/sign-out', {}, { cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    const after = await authGet(t.app, '/get-session', { cookie: user.cookie });
    expect(after.json()).toBeNull();
  });
});
