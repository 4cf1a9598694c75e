// Forgot password, end to end through a real SMTP server (docs/product/accounts.md): the same answer for any
// email, a mailed single-use link that expires within the hour and lands on the web page, and a
// reset that ends the user's other sessions.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../../src/server/db/schema.ts';
import {
  authGet,
  authPost,
  newAccount,
  registerAccount,
  sessionCookie,
  testOrigin,
} from '../support/auth-requests.ts';
import { startSmtpCatcher, type Mail, type SmtpCatcher } from '../support/smtp-catcher.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let smtp: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const newPassword = 'alley-oop-dunk-2026';
const resetSubject = 'Reset your Tempo password';

/** An account registered through the mailed confirmation, which the catcher receives here. */
const register = () => registerAccount(t.app, newAccount(), { mailbox: smtp });

async function requestReset(email: string, redirectTo: string | undefined = '/reset-password') {
  const res = await authPost(t.app, '/request-password-reset', { email, redirectTo });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitFor((m) => m.to === email && m.subject === resetSubject);
  return { res, mail };
}

function resetLink(mail: Mail): URL {
  const link = mail.links[0];
  expect(link).toBeDefined();
  return new URL(link!);
}

/** Follows the mailed link as the browser would, up to the web page it redirects to. */
async function follow(link: URL) {
  const res = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

describe('forgot password', () => {
  it('is a flow whose mail leaves the server, as the public config tells the pages', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(config.json()).toMatchObject({ sendsMail: true });
  });

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const user = await register();
    const unknown = `nobody-${Date.now()}@example.com`;
    const known = await authPost(t.app, '/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    const other = await authPost(t.app, '/request-password-reset', {
      email: unknown,
      redirectTo: '/reset-password',
    });
    expect(known.statusCode).toBe(200);
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.body).toBe(known.body);
    expect(other.headers['set-cookie']).toBeUndefined();
    await smtp.waitFor((m) => m.to === user.email && m.subject === resetSubject);
    // Give a stray mail time to arrive before checking there is none.
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages().filter((m) => m.to === unknown)).toEqual([]);
  });

  it('mails a link in text and HTML that lands on /reset-password?token=…', async () => {
    const user = await register();
    const { mail } = await requestReset(user.email);
    expect(mail.subject).toBe('Reset your Tempo password');
    expect(mail.from).toContain('tempo');
    const link = resetLink(mail);
    expect(link.origin).toBe(testOrigin);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[\w-]+$/);
    expect(mail.html).toContain(link.pathname);
    expect(mail.text).toMatch(/expires in one hour/);

    const landing = await follow(link);
    expect(landing.origin).toBe(testOrigin);
    expect(landing.pathname).toBe('/reset-password');
    expect(landing.searchParams.get('token')).toBe(link.pathname.split('/').at(-1));
  });

  it('lands on /reset-password even when the request named no page', async () => {
    const user = await register();
    const { mail } = await requestReset(user.email, undefined);
    const landing = await follow(resetLink(mail));
    expect(landing.pathname).toBe('/reset-password');
    expect(landing.searchParams.get('token')).toBeTruthy();
  });

  it('refuses a redirect to another site', async () => {
    const user = await register();
    const res = await authPost(t.app, '/request-password-reset', {
      email: user.email,
      redirectTo: 'https://evil.example.net/reset',
    });
    expect(res.statusCode).toBe(403);
  });

  it('resets once: old password out, new one in, other sessions ended, token spent', async () => {
    const user = await register();
    const otherDevice = sessionCookie(await authPost(t.app, '/sign-in/email', user));
    expect((await authGet(t.app, '/get-session', { cookie: otherDevice })).json()).not.toBeNull();

    const { mail } = await requestReset(user.email);
    const token = (await follow(resetLink(mail))).searchParams.get('token')!;

    const common = await authPost(t.app, '/reset-password', { token, newPassword: 'superman' });
    expect(common.statusCode).toBe(400);

    const reset = await authPost(t.app, '/reset-password', { token, newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.body).not.toContain(token);

    const old = await authPost(t.app, '/sign-in/email', user);
    expect(old.statusCode).toBe(401);
    const fresh = await authPost(t.app, '/sign-in/email', {
      email: user.email,
      password: newPassword,
    });
    expect(fresh.statusCode).toBe(200);

    for (const cookie of [otherDevice, user.cookie]) {
      expect((await authGet(t.app, '/get-session', { cookie })).json()).toBeNull();
    }

    const again = await authPost(t.app, '/reset-password', {
      token,
      newPassword: 'another-one-77x',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const spentLink = await follow(resetLink(mail));
    expect(spentLink.searchParams.get('error')).toBe('INVALID_TOKEN');

    // Following the mailed link proved the address; Google sign-in may now link to it.
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);
  });

  it('issues links that expire within an hour, and refuses an expired one', async () => {
    const user = await register();
    const { mail } = await requestReset(user.email);
    const [row] = await t.deps.db
      .select()
      .from(verifications)
      .where(eq(verifications.value, user.id));
    expect(row).toBeDefined();
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);

    // Better Auth reads the real clock, so the row is aged instead of the clock moved.
    await t.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, user.id));
    const landing = await follow(resetLink(mail));
    expect(landing.pathname).toBe('/reset-password');
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN');
    const token = resetLink(mail).pathname.split('/').at(-1)!;
    const res = await authPost(t.app, '/reset-password', { token, newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await authPost(t.app, '/sign-in/email', user)).statusCode).toBe(200);
  });
});

describe('without SMTP_URL', () => {
  it('writes the reset mail, text and HTML, to DATA_DIR/outbox', async () => {
    const local = await createTestApp();
    try {
      const user = await registerAccount(local.app);
      const outbox = path.join(local.dataDir, 'outbox');
      // The confirmation mail of the sign-up is there already.
      const before = fs.readdirSync(outbox);
      const res = await authPost(local.app, '/request-password-reset', {
        email: user.email,
        redirectTo: '/reset-password',
      });
      expect(res.statusCode).toBe(200);
      let files: string[] = [];
      for (let i = 0; i < 50 && files.length === 0; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        files = fs.readdirSync(outbox).filter((f) => !before.includes(f));
      }
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const file = path.join(outbox, files[0]!);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      const mail = await simpleParser(fs.readFileSync(file));
      expect(mail.subject).toBe('Reset your Tempo password');
      expect(mail.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/);
      expect(mail.html).toContain('/api/auth/reset-password/');
    } finally {
      await local.close();
    }
  });
});

describe('the reset mail’s language', () => {
  it('is the browser’s until the person chooses one in their profile', async () => {
    const user = await register();
    const spanish = { headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' } };
    const asked = await authPost(
      t.app,
      '/request-password-reset',
      { email: user.email, redirectTo: '/reset-password' },
      spanish,
    );
    expect(asked.statusCode).toBe(200);
    const inSpanish = await smtp.waitFor(
      (m) => m.to === user.email && m.subject === 'Restablece tu contraseña de Tempo',
    );
    expect(inSpanish.text).toContain('Alguien ha pedido restablecer la contraseña');
    expect(inSpanish.text).toContain('caduca en una hora');
    expect(inSpanish.html).toContain('<html lang="es">');
    expect(inSpanish.html).toContain('O copia esta dirección en tu navegador:');
    expect(resetLink(inSpanish).origin).toBe(testOrigin);

    const chose = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: user.cookie, origin: testOrigin },
      payload: { locale: 'en' },
    });
    expect(chose.statusCode).toBe(200);
    await authPost(
      t.app,
      '/request-password-reset',
      { email: user.email, redirectTo: '/reset-password' },
      spanish,
    );
    // The first reset mail to this person in English.
    const inEnglish = await smtp.waitFor((m) => m.to === user.email && m.subject === resetSubject);
    expect(inEnglish.text).toContain('Someone asked to reset the password of your Tempo account.');
    expect(inEnglish.html).toContain('<html lang="en">');
  });
});
