// "Continue with Google" (docs/product/accounts.md) against a real local OpenID provider standing in for Google
// (tests/support/oidc-provider.ts): the authorization request Tempo builds, the whole code flow
// over real HTTP with redirects and cookies, and account linking by verified email.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/server/db/schema.ts';
import { authPost, newAccount, registerAccount } from '../support/auth-requests.ts';
import { CookieJar } from '../support/cookie-jar.ts';
import { startOidcProvider, type OidcProviderHandle } from '../support/oidc-provider.ts';
import { freePort } from '../../bench/server-process.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const client = { clientId: 'tempo-test', clientSecret: 'test-secret-not-real' };

describe('without GOOGLE_* settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no Google provider, and says so in the public config', async () => {
    const res = await authPost(t.app, '/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(res.statusCode).toBe(404);
    const config = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(config.json()).toEqual({
      googleSignIn: false,
      analytics: true,
      sendsMail: false,
      linkOrigin: 'http://localhost:3000',
      linksInTerminal: true,
      https: null,
    });
  });
});

describe('with Google configured', () => {
  let oidc: OidcProviderHandle;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    oidc = await startOidcProvider({
      ...client,
      redirectUris: [`${base}/api/auth/callback/google`],
    });
    t = await createTestApp({
      PUBLIC_URL: base,
      GOOGLE_CLIENT_ID: client.clientId,
      GOOGLE_CLIENT_SECRET: client.clientSecret,
      GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
      ANALYTICS: 'off',
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    await t.app.listen({ port, host: 'localhost' });
  });
  afterAll(async () => {
    await t.close();
    await oidc.stop();
  });

  it('says so in the public config', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(config.json()).toEqual({
      googleSignIn: true,
      analytics: false,
      sendsMail: false,
      linkOrigin: base,
      linksInTerminal: true,
      https: null,
    });
  });

  it('sends the browser to the provider with the account chooser, PKCE and our callback', async () => {
    const res = await authPost(
      t.app,
      '/sign-in/social',
      { provider: 'google', callbackURL: '/' },
      { origin: base },
    );
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    const authorize = new URL(url);
    expect(authorize.origin).toBe(oidc.issuer);
    const q = authorize.searchParams;
    expect(q.get('prompt')).toBe('select_account');
    expect(q.get('client_id')).toBe(client.clientId);
    expect(q.get('redirect_uri')).toBe(`${base}/api/auth/callback/google`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
  });

  it('refuses a callbackURL on another site', async () => {
    const res = await authPost(
      t.app,
      '/sign-in/social',
      { provider: 'google', callbackURL: 'https://evil.example.net/' },
      { origin: base },
    );
    expect(res.statusCode).toBe(403);
  });

  it('takes a form-posted callback (response_mode=form_post) and turns it into the GET', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/google',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=the-code&state=the-state',
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe('/api/auth/callback/google');
    expect(location.searchParams.get('code')).toBe('the-code');
    expect(location.searchParams.get('state')).toBe('the-state');
  });

  /**
   * Runs the browser's part of the code flow with fetch and a cookie jar: start at Tempo, pick
   * an account on the provider's chooser, come back through the callback. Returns where the
   * callback finally sends the browser.
   */
  async function signInWithGoogle(jar: CookieJar, email: string, name?: string) {
    const start = await jar.fetch(`${base}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        provider: 'google',
        callbackURL: '/dashboard',
        errorCallbackURL: '/login',
      }),
    });
    expect(start.status).toBe(200);
    let url = ((await start.json()) as { url: string }).url;

    // To the provider, which sends the browser to its account chooser.
    let res = await jar.fetch(url);
    while (res.status === 303 || res.status === 302) {
      url = new URL(res.headers.get('location')!, url).toString();
      if (url.includes('/interaction/')) break;
      res = await jar.fetch(url);
    }
    expect(url).toContain('/interaction/');
    const chooser = await jar.fetch(url);
    expect(chooser.status).toBe(200);
    const html = await chooser.text();
    expect(html).toContain('Choose an account');
    expect(html).toContain('name="email"');

    // Pick (or enter) the account, then follow redirects until Tempo's callback answers.
    res = await jar.fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, ...(name ? { name } : {}) }).toString(),
    });
    for (let hops = 0; hops < 10; hops += 1) {
      expect([302, 303]).toContain(res.status);
      url = new URL(res.headers.get('location')!, url).toString();
      if (!url.startsWith(oidc.issuer)) break;
      res = await jar.fetch(url);
    }
    expect(url).toMatch(new RegExp(`^${base}/api/auth/callback/google\\?`));
    const callback = await jar.fetch(url);
    expect(callback.status).toBe(302);
    return { landing: new URL(callback.headers.get('location')!, base), chooserHtml: html };
  }

  interface Session {
    user: { id: string; email: string; name: string; emailVerified: boolean };
  }

  async function sessionOf(jar: CookieJar) {
    const res = await jar.fetch(`${base}/api/auth/get-session`);
    expect(res.status).toBe(200);
    return (await res.json()) as Session | null;
  }

  it('signs a new person in through the provider’s chooser and creates their account', async () => {
    const jar = new CookieJar();
    const email = `new-google-${Date.now()}@example.com`;
    const { landing, chooserHtml } = await signInWithGoogle(jar, email, 'Nia Newcomer');
    expect(chooserHtml).toContain('google.player@example.com');
    expect(landing.toString()).toBe(`${base}/dashboard`);
    const session = await sessionOf(jar);
    expect(session?.user).toMatchObject({ email, name: 'Nia Newcomer', emailVerified: true });
    const [link] = await t.deps.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, session!.user.id));
    expect(link).toMatchObject({ providerId: 'google', accountId: oidc.subjectOf(email) });
  });

  it('shows the chooser again on the next sign-in (prompt=select_account)', async () => {
    const jar = new CookieJar();
    await signInWithGoogle(jar, 'google.player@example.com');
    const first = await sessionOf(jar);
    await jar.fetch(`${base}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: '{}',
    });
    expect(await sessionOf(jar)).toBeNull();
    // The provider still has its own session in the jar, and asks which account anyway.
    await signInWithGoogle(jar, 'google.player@example.com');
    expect((await sessionOf(jar))?.user.id).toBe(first?.user.id);
  });

  it('links Google to an existing account whose email is verified', async () => {
    // Confirmed through the mailed link.
    const user = await registerAccount(t.app, newAccount('linked'), { origin: base });
    const jar = new CookieJar();
    const { landing } = await signInWithGoogle(jar, user.email);
    expect(landing.pathname).toBe('/dashboard');
    expect((await sessionOf(jar))?.user.id).toBe(user.id);
    const providers = await t.deps.db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .where(eq(accounts.userId, user.id));
    expect(providers.map((p) => p.providerId).sort()).toEqual(['credential', 'google']);
    // The password keeps working alongside Google.
    expect((await authPost(t.app, '/sign-in/email', user, { origin: base })).statusCode).toBe(200);
  });

  it('does not hand an unverified password account to whoever signs in with Google', async () => {
    // Signed up with a password, never confirmed: anyone could have typed that address.
    const user = newAccount('unverified');
    const signUp = await authPost(t.app, '/sign-up/email', user, { origin: base });
    expect(signUp.statusCode).toBe(200);
    const jar = new CookieJar();
    const { landing } = await signInWithGoogle(jar, user.email);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('account_not_linked');
    expect(await sessionOf(jar)).toBeNull();
  });
});
