// Tempo at whatever address it is reached by: a page may act from the origin its requests are
// addressed to (localhost, a LAN address, a host name), from PUBLIC_URL's or from TRUSTED_ORIGINS;
// anything else is refused in words that say what to set. Reset links follow the address the
// person used only when it is one of this machine's.
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../src/contract/errors.ts';
import { authPost, newAccount, registerAccount, sessionCookie } from '../support/auth-requests.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A venue laptop's LAN address, as a tablet would type it. */
const lan = { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' };
const foreign = 'https://x.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

/** Headers of a browser page at `origin` whose requests are addressed to `host`. */
const from = (host: string, origin: string) => ({ host, origin });

function post(app: FastifyInstance, url: string, payload: object, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url, payload, headers });
}

/** Registers and creates a tournament from a page with these headers; both must succeed. */
async function signUpAndAct(app: FastifyInstance, headers: Record<string, string>) {
  const account = await registerAccount(app, newAccount('venue'), { headers });
  const { cookie } = account;
  const res = await post(app, '/api/tournaments', { name: 'Gym Night' }, { ...headers, cookie });
  expect(res.statusCode, res.body).toBe(201);
  return account;
}

function expectRefused(res: { statusCode: number; json(): unknown }, origin: string | null) {
  expect(res.statusCode).toBe(403);
  const body = res.json() as { code: string; message: string };
  expect(body.code).toBe(errorCodes.originNotTrusted);
  expect(body.message).toContain(origin ?? 'another site');
  expect(body.message).toContain('does not trust');
  expect(body.message).toContain('TRUSTED_ORIGINS');
}

describe('opened by an address other than PUBLIC_URL (http://localhost:3000)', () => {
  it('signs up, acts, signs in, changes the password and signs out at a LAN address', async () => {
    const headers = from(lan.host, lan.origin);
    const account = await signUpAndAct(t.app, headers);
    const signIn = await authPost(t.app, '/sign-in/email', account, { headers });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = sessionCookie(signIn);

    const newPassword = 'backdoor-cut-2026';
    const change = await authPost(
      t.app,
      '/change-password',
      { currentPassword: account.password, newPassword },
      { cookie, headers },
    );
    expect(change.statusCode, change.body).toBe(200);

    const signOut = await authPost(t.app, '/sign-out', {}, { cookie, headers });
    expect(signOut.statusCode, signOut.body).toBe(200);
    const again = await authPost(
      t.app,
      '/sign-in/email',
      { ...account, password: newPassword },
      { headers },
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('works the same at 127.0.0.1, an IPv6 loopback and a host name pointing at the server', async () => {
    for (const [host, origin] of [
      ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
      ['[::1]:3000', 'http://[::1]:3000'],
      ['scores.gym.example', 'http://scores.gym.example'],
    ] as const) {
      const res = await authPost(t.app, '/sign-up/email', newAccount('host'), {
        headers: from(host, origin),
      });
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
    }
  });

  it('keeps callback URLs on the address in use or PUBLIC_URL (no open redirect)', async () => {
    const headers = from(lan.host, lan.origin);
    const account = await registerAccount(t.app, newAccount('callback'), { headers });
    for (const callbackURL of [`${lan.origin}/dashboard`, 'http://localhost:3000/dashboard']) {
      const res = await authPost(t.app, '/sign-in/email', { ...account, callbackURL }, { headers });
      expect(res.statusCode, `${callbackURL}: ${res.body}`).toBe(200);
    }
    for (const callbackURL of [`${foreign}/steal`, 'http://192.168.1.21:3000/dashboard']) {
      const res = await authPost(t.app, '/sign-in/email', { ...account, callbackURL }, { headers });
      expect(res.statusCode, callbackURL).toBe(403);
    }
  });
});

describe('security headers at a LAN address', () => {
  it('leave out Cross-Origin-Opener-Policy where browsers ignore it (plain http, not loopback)', async () => {
    const at = (host: string, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/login', headers: { host, ...extra } });
    const lanPage = await at(lan.host);
    expect(lanPage.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(lanPage.headers['content-security-policy']).toBeDefined();
    expect((await at('localhost:3000')).headers['cross-origin-opener-policy']).toBe('same-origin');
    expect((await at('127.0.0.1:3000')).headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('a page on a foreign origin', () => {
  it('is refused on an auth route, with a message naming the origin and the setting', async () => {
    const res = await authPost(t.app, '/sign-up/email', newAccount('foreign'), {
      headers: from(lan.host, foreign),
    });
    expectRefused(res, foreign);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual({
      code: 'ORIGIN_NOT_TRUSTED',
      message:
        'This request came from https://x.example, which this Tempo server does not trust. If ' +
        'people reach Tempo through that address (a proxy or another host name), add it to ' +
        'TRUSTED_ORIGINS.',
    });
  });

  it('is refused on a management POST even with a valid session, and nothing is created', async () => {
    const { cookie } = await registerAccount(t.app, newAccount('owner'));
    for (const origin of [
      foreign,
      'http://192.168.1.20:5173',
      'https://192.168.1.20:3000',
      'null',
    ]) {
      const res = await post(
        t.app,
        '/api/tournaments',
        { name: 'Hijacked' },
        {
          ...from(lan.host, origin),
          cookie,
        },
      );
      expectRefused(res, origin === 'null' ? null : origin);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/tournaments',
      headers: { cookie },
    });
    expect(list.body).not.toContain('Hijacked');
  });

  it('is refused on the analytics beacon and on uploads too', async () => {
    const { cookie } = await registerAccount(t.app, newAccount('uploader'));
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#1e40af' },
    })
      .png()
      .toBuffer();
    const batch = {
      visitId: 'visit-origin-1',
      events: [{ name: 'page_view', path: '/dashboard', occurredAt: new Date().toISOString() }],
    };
    const beacon = (origin: string) =>
      post(t.app, '/api/analytics/events', batch, from(lan.host, origin));
    const upload = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...from(lan.host, origin), cookie, 'content-type': 'image/png' },
        payload: png,
      });

    expect((await beacon(lan.origin)).statusCode).toBe(204);
    expectRefused(await beacon(foreign), foreign);
    expect((await upload(lan.origin)).statusCode).toBe(201);
    expectRefused(await upload(foreign), foreign);
  });
});

describe('an empty text/plain POST from another site (no preflight, cookies sent)', () => {
  it('deactivates nothing, joins nothing, and a page on another port of this host is another site', async () => {
    const account = await signUpAndAct(t.app, from('localhost:3000', 'http://localhost:3000'));
    const signIn = await authPost(t.app, '/sign-in/email', account, {
      headers: from('localhost:3000', 'http://localhost:3000'),
    });
    const cookie = sessionCookie(signIn);
    for (const origin of [foreign, 'http://localhost:4000']) {
      for (const url of ['/api/me/deactivate', '/api/invites/ABCD-EFGH/join']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { host: 'localhost:3000', origin, cookie, 'content-type': 'text/plain' },
          payload: '',
        });
        expectRefused(res, origin);
      }
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { host: 'localhost:3000', cookie },
    });
    expect(me.json<{ status: string }>().status).toBe('active');
  });
});

describe('a request without an Origin', () => {
  it('is refused when the browser says it is cross-site, and goes through otherwise', async () => {
    const tournament = async (headers: Record<string, string>) => {
      // A free account may own one tournament: one account per request.
      const { cookie } = await registerAccount(t.app, newAccount('script'));
      return t.app.inject({
        method: 'POST',
        url: '/api/tournaments',
        headers: { cookie, ...headers },
        payload: { name: 'Without origin' },
      });
    };
    expectRefused(await tournament({ 'sec-fetch-site': 'cross-site' }), null);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      payload: { email: 'x@example.com', password: 'whatever-it-is-1' },
    });
    expectRefused(signIn, null);

    // Neither header: curl or another server (the Stripe webhook). Or a browser's own word that
    // the request is same-origin.
    for (const headers of [{}, { 'sec-fetch-site': 'same-origin' }] as Record<string, string>[]) {
      const res = await tournament(headers);
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

describe('TRUSTED_ORIGINS', () => {
  it('lets another front end act, and still refuses the rest', async () => {
    const proxied = await createTestApp({
      TRUSTED_ORIGINS: 'https://scores.example.org, http://10.0.0.5:8080',
    });
    try {
      await signUpAndAct(proxied.app, from('127.0.0.1:3000', 'https://scores.example.org'));
      const other = await authPost(proxied.app, '/sign-up/email', newAccount('other'), {
        headers: from('127.0.0.1:3000', 'https://other.example.org'),
      });
      expectRefused(other, 'https://other.example.org');
    } finally {
      await proxied.close();
    }
  });
});

describe('behind a reverse proxy', () => {
  const proxyHeaders = {
    host: '127.0.0.1:3000',
    origin: 'https://tempo.example.com',
    'x-forwarded-host': 'tempo.example.com',
    'x-forwarded-proto': 'https',
  };

  it('with TRUST_PROXY=on, takes the forwarded host and scheme as the request’s own', async () => {
    const behind = await createTestApp({ TRUST_PROXY: 'on' });
    try {
      await signUpAndAct(behind.app, proxyHeaders);
    } finally {
      await behind.close();
    }
  });

  it('without TRUST_PROXY, ignores the forwarded headers a client could send itself', async () => {
    const res = await authPost(t.app, '/sign-up/email', newAccount('spoof'), {
      headers: proxyHeaders,
    });
    expectRefused(res, 'https://tempo.example.com');
  });
});

describe('the password reset link', () => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp.stop());

  /** An address of this machine a tablet could use (loopback when there is no network). */
  const machineAddress =
    Object.values(os.networkInterfaces())
      .flatMap((list) => list ?? [])
      .find((i) => i.family === 'IPv4' && !i.internal)?.address ?? '127.0.0.1';

  async function resetLinkFor(app: TestApp, host: string) {
    const account = newAccount('reset');
    const headers = from(host, `http://${host}`);
    expect((await authPost(app.app, '/sign-up/email', account, { headers })).statusCode).toBe(200);
    const res = await authPost(
      app.app,
      '/request-password-reset',
      { email: account.email, redirectTo: '/reset-password' },
      { headers },
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to === account.email && m.subject === 'Reset your Tempo password',
    );
    return new URL(mail.links[0]!);
  }

  it('without PUBLIC_URL, points at the machine address the person used, and lands there', async () => {
    const app = await createTestApp({ PUBLIC_URL: '', SMTP_URL: smtp.url });
    try {
      const host = `${machineAddress}:3000`;
      const link = await resetLinkFor(app, host);
      expect(link.origin).toBe(`http://${host}`);
      const followed = await app.app.inject({
        method: 'GET',
        url: `${link.pathname}${link.search}`,
        headers: { host },
      });
      expect(followed.statusCode).toBe(302);
      const landing = new URL(String(followed.headers.location));
      expect(landing.origin).toBe(`http://${host}`);
      expect(landing.pathname).toBe('/reset-password');
      expect(landing.searchParams.get('token')).toBe(link.pathname.split('/').at(-1));
    } finally {
      await app.close();
    }
  });

  it('without PUBLIC_URL, never points at a Host that is not this machine', async () => {
    const app = await createTestApp({ PUBLIC_URL: '', SMTP_URL: smtp.url });
    try {
      const link = await resetLinkFor(app, 'evil.example:3000');
      expect(link.origin).toBe('http://localhost:3000');
      expect(link.searchParams.get('callbackURL')).toBe('http://localhost:3000/reset-password');
    } finally {
      await app.close();
    }
  });

  it('with PUBLIC_URL, always points at PUBLIC_URL', async () => {
    const app = await createTestApp({
      PUBLIC_URL: 'https://tempo.example.com',
      SMTP_URL: smtp.url,
    });
    try {
      const link = await resetLinkFor(app, `${machineAddress}:3000`);
      expect(link.origin).toBe('https://tempo.example.com');
    } finally {
      await app.close();
    }
  });
});
