// Sign-up tells nobody which emails have accounts: a registered email is answered exactly as a
// new one, and either way the next step comes by mail (here the outbox, as on a machine without
// SMTP: the link is written there and printed in the log). A new address is confirmed by its
// link, which lands on the sign-in page without signing anyone in; a registered one is told how
// to get into the account it has. Signing in before confirming sends the link again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import {
  authPost,
  confirmEmail,
  confirmationLink,
  newAccount,
  outboxOf,
  registerAccount,
  sessionSetCookie,
} from '../support/auth-requests.ts';
import {
  confirmSubject,
  outboxMails,
  waitForOutboxMail,
  type OutboxMail,
} from '../support/mail-outbox.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { joinVenueWifi, lan } from './support/venue-wifi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', ADMIN_EMAILS: 'chief@example.com' });
});
afterAll(() => t.close());

const alreadySubject = 'You already have a Tempo account';

const mailTo = (email: string, subject: string): Promise<OutboxMail> =>
  waitForOutboxMail(t.deps.config.mail.outboxDir, (m) => m.to === email && m.subject === subject);

describe('signing up', () => {
  it('tells the pages that mail stays in the outbox here (no SMTP_URL)', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(config.json()).toMatchObject({ sendsMail: false });
  });

  it('answers a registered email exactly as a new one, without a session either way', async () => {
    const registered = await registerAccount(t.app, newAccount('taken'));
    const fresh = newAccount('fresh');
    const again = await authPost(t.app, '/sign-up/email', { ...fresh, email: registered.email });
    const first = await authPost(t.app, '/sign-up/email', fresh);
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(sessionSetCookie(res)).toBeUndefined();
    }
    expect(first.json()).toEqual({ user: { name: fresh.name, email: fresh.email } });
    expect(again.body).toBe(first.body.replace(fresh.email, registered.email));
  });

  it('does not tell a registered site administrator’s email from a new one', async () => {
    const account = { ...newAccount('chief'), email: 'chief@example.com' };
    const first = await authPost(t.app, '/sign-up/email', account);
    const second = await authPost(t.app, '/sign-up/email', account);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    await confirmEmail(t.app, account.email);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.role).toBe('admin');
  });

  it('mails a new address its confirmation link, on the address the person used', async () => {
    const account = newAccount('mailed');
    expect((await authPost(t.app, '/sign-up/email', account)).statusCode).toBe(200);
    const mail = await mailTo(account.email, confirmSubject);
    expect(mail.text).toContain(`Hello ${account.name},`);
    expect(mail.text).toMatch(/works for 24 hours/);
    const link = new URL(mail.links[0]!);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe(
      `http://localhost:3000/login?confirmed=1&email=${encodeURIComponent(account.email)}`,
    );
  });

  it('mails a registered address how to sign in or reset the password instead', async () => {
    const registered = await registerAccount(t.app, newAccount('owner'));
    const res = await authPost(t.app, '/sign-up/email', {
      ...newAccount('someone'),
      email: registered.email,
    });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(registered.email, alreadySubject);
    expect(mail.links).toEqual([
      'http://localhost:3000/login',
      'http://localhost:3000/forgot-password-request',
    ]);
    // The account is as it was: the password typed in the second sign-up does nothing.
    const signIn = await authPost(t.app, '/sign-in/email', registered);
    expect(signIn.statusCode).toBe(200);
  });
});

describe('on a server without SMTP_URL', () => {
  it('prints each link on the terminal as one line, and never in an answer', async () => {
    const account = newAccount('terminal');
    const signUp = await authPost(t.app, '/sign-up/email', account);
    const confirm = await confirmationLink(outboxOf(t.app), account.email);
    await expect.poll(() => t.terminal).toContain(`Confirm ${account.email}: ${confirm}`);
    expect(signUp.body).not.toContain(confirm.searchParams.get('token'));

    await confirmEmail(t.app, account.email);
    const reset = await authPost(t.app, '/request-password-reset', {
      email: account.email,
      redirectTo: '/reset-password',
    });
    expect(reset.statusCode).toBe(200);
    const prefix = `Reset the password of ${account.email}: `;
    await expect.poll(() => t.terminal.some((l) => l.startsWith(prefix))).toBe(true);
    const resetLink = t.terminal.find((l) => l.startsWith(prefix))!.slice(prefix.length);
    const mail = await mailTo(account.email, 'Reset your Tempo password');
    expect(mail.links).toContain(resetLink);
    expect(reset.body).not.toContain(new URL(resetLink).pathname.split('/').at(-1));
  });

  it('tells the pages the link is in the terminal only to someone who can see it', async () => {
    const fresh = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    try {
      const configFrom = async (remoteAddress: string) =>
        (await fresh.app.inject({ method: 'GET', url: '/api/public-config', remoteAddress })).json<{
          linksInTerminal: boolean;
        }>().linksInTerminal;
      // No account yet: whoever registers first is the person setting Tempo up.
      expect(await configFrom('192.168.1.50')).toBe(true);
      await registerAccount(fresh.app, newAccount('first'));
      // Then a phone on the venue's network is told to ask; this machine still reads its terminal.
      expect(await configFrom('192.168.1.50')).toBe(false);
      expect(await configFrom('::ffff:192.168.1.50')).toBe(false);
      expect(await configFrom('127.0.0.1')).toBe(true);
      expect(await configFrom('::1')).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('the confirmation link', () => {
  it('confirms the address, lands on the sign-in page and signs nobody in', async () => {
    const account = newAccount('confirm');
    await authPost(t.app, '/sign-up/email', account);
    const link = await confirmationLink(outboxOf(t.app), account.email);
    const res = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(res.statusCode).toBe(302);
    // The sign-in page fills in the address just confirmed.
    expect(res.headers.location).toBe(
      `http://localhost:3000/login?confirmed=1&email=${encodeURIComponent(account.email)}`,
    );
    expect(sessionSetCookie(res)).toBeUndefined();
    expect((await authPost(t.app, '/sign-in/email', account)).statusCode).toBe(200);
  });

  it('comes back to the page the person signed up from', async () => {
    const account = newAccount('invited');
    const callbackURL = '/login?confirmed=1&redirectTo=%2Fjoin%2FABCD-EFGH';
    expect((await authPost(t.app, '/sign-up/email', { ...account, callbackURL })).statusCode).toBe(
      200,
    );
    const landing = await confirmEmail(t.app, account.email);
    expect(landing.toString()).toBe(
      `http://localhost:3000${callbackURL}&email=${encodeURIComponent(account.email)}`,
    );
  });

  it('lands on the sign-in page with an error when it is not valid', async () => {
    const account = newAccount('tampered');
    await authPost(t.app, '/sign-up/email', account);
    const link = await confirmationLink(outboxOf(t.app), account.email);
    link.searchParams.set('token', `${link.searchParams.get('token')!.slice(0, -4)}AAAA`);
    const res = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(res.statusCode).toBe(302);
    const landing = new URL(String(res.headers.location));
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('confirmed')).toBe('1');
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect((await authPost(t.app, '/sign-in/email', account)).statusCode).toBe(403);
  });
});

describe('signing in before confirming', () => {
  it('is refused in words that say what to do, and sends the link again', async () => {
    const account = newAccount('early');
    await authPost(t.app, '/sign-up/email', account);
    await mailTo(account.email, confirmSubject);
    const res = await authPost(t.app, '/sign-in/email', account);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirm your email address first: open the newest link we sent you, then sign in.',
    });
    expect(sessionSetCookie(res)).toBeUndefined();
    // A second mail, whose link works as the first one does.
    await expect.poll(() => countMails(account.email, confirmSubject)).toBe(2);
    await confirmEmail(t.app, account.email);
    expect((await authPost(t.app, '/sign-in/email', account)).statusCode).toBe(200);
  });

  it('with a wrong password says only that the email or password is wrong', async () => {
    const account = newAccount('early-wrong');
    await authPost(t.app, '/sign-up/email', account);
    const res = await authPost(t.app, '/sign-in/email', { ...account, password: 'nope-nope-42' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });
});

async function countMails(to: string, subject: string): Promise<number> {
  const mails = await outboxMails(t.deps.config.mail.outboxDir);
  return mails.filter((m) => m.to === to && m.subject === subject).length;
}

describe('at the venue, without PUBLIC_URL', () => {
  let venue: TestApp;
  let leaveVenueWifi: () => void;
  beforeAll(async () => {
    leaveVenueWifi = joinVenueWifi();
    venue = await createTestApp({ PUBLIC_URL: '', AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    leaveVenueWifi();
    await venue.close();
  });

  it('sends the confirmation link to the LAN address the tablet signed up at', async () => {
    const account = newAccount('tablet');
    const res = await authPost(venue.app, '/sign-up/email', account, {
      origin: lan.origin,
      headers: { host: lan.host },
    });
    expect(res.statusCode).toBe(200);
    const link = await confirmationLink(outboxOf(venue.app), account.email);
    expect(link.origin).toBe(lan.origin);
    expect(link.searchParams.get('callbackURL')).toBe(
      `${lan.origin}/login?confirmed=1&email=${encodeURIComponent(account.email)}`,
    );
    const landing = await confirmEmail(venue.app, account.email);
    expect(landing.origin).toBe(lan.origin);
  });
});
