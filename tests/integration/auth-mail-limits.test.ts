// Every request that makes Tempo send a mail is limited (docs/product/accounts.md): per client
// address (MAIL_RATE_LIMIT_MAX an hour) and per mailbox it goes to (MAIL_RATE_LIMIT_PER_RECIPIENT
// an hour), counted in the database every instance shares (decision 0015). Past either, 429 with
// Retry-After and a sentence saying how long. The per-mailbox count takes no notice of whether the
// address has an account, so its answers reveal nobody. Mails are counted as delivered, in the
// outbox the server writes them to.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { authPost, newAccount, registerAccount } from '../support/auth-requests.ts';
import { confirmSubject, outboxMails } from '../support/mail-outbox.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const hour = 60 * 60;

/** The mails delivered to `email` so far, once no more are on their way. */
async function delivered(t: TestApp, email: string, atLeast: number): Promise<number> {
  const count = async () =>
    (await outboxMails(t.deps.config.mail.outboxDir)).filter((m) => m.to === email.toLowerCase())
      .length;
  const deadline = Date.now() + 10_000;
  let seen = await count();
  while (seen < atLeast && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    seen = await count();
  }
  // Mails are sent after the answer: give any extra one time to arrive before it is counted.
  await new Promise((r) => setTimeout(r, 500));
  return count();
}

function expectMailLimited(res: LightMyRequestResponse, message: RegExp, windowSeconds = hour) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = res.json<{ code: string; message: string }>();
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toMatch(message);
}

const toRecipient = /^Too many emails were sent to this address lately\. Try again in \d+ minutes?/;
const fromAddress =
  /^Too many emails were asked for from your address\. Try again in \d+ (minutes?|seconds?)/;

let addressCount = 0;
/** A client address of its own, so only the limit under test is reached. */
const freshIp = () => `198.18.${Math.floor((addressCount += 1) / 250)}.${addressCount % 250}`;

describe('with the default limits (5 mails an hour to one mailbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets one address put at most 5 mails into someone else’s inbox', async () => {
    const victim = newAccount('victim');
    const ip = freshIp();
    const answers: LightMyRequestResponse[] = [];
    // Sign up with their address, then ask again and again: a new account's link, the
    // "already registered" notice, and its link sent again.
    answers.push(await authPost(t.app, '/sign-up/email', victim, { ip }));
    for (let i = 0; i < 14; i += 1) {
      answers.push(
        i % 2 === 0
          ? await authPost(t.app, '/send-verification-email', { email: victim.email }, { ip })
          : await authPost(t.app, '/sign-up/email', { ...victim, name: `again ${i}` }, { ip }),
      );
    }
    expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const refused of answers.slice(5)) expectMailLimited(refused, toRecipient);
    expect(await delivered(t, victim.email, 5)).toBe(5);
  });

  it('counts a mailbox however its address is written', async () => {
    const stamp = Date.now();
    const spellings = [
      `tagged-${stamp}@example.com`,
      `Tagged-${stamp}@Example.com`,
      `tagged-${stamp}+1@example.com`,
      `TAGGED-${stamp}+news@EXAMPLE.COM`,
      `tagged-${stamp}+2@example.com`,
    ];
    for (const email of spellings) {
      const res = await authPost(
        t.app,
        '/sign-up/email',
        { ...newAccount(), email },
        { ip: freshIp() },
      );
      expect(res.statusCode, email).toBe(200);
    }
    const sixth = await authPost(
      t.app,
      '/sign-up/email',
      { ...newAccount(), email: `tagged-${stamp}+3@example.com` },
      { ip: freshIp() },
    );
    expectMailLimited(sixth, toRecipient);
  });

  it('answers the same whether or not the address has an account', async () => {
    const registered = await registerAccount(t.app, newAccount('member'), { ip: freshIp() });
    const nobody = `nobody-${Date.now()}@example.com`;
    const statuses = async (email: string) => {
      const out: Array<[number, string]> = [];
      // From a new address each time: only the mailbox is counted against.
      for (let i = 0; i < 7; i += 1) {
        const res = await authPost(t.app, '/request-password-reset', { email }, { ip: freshIp() });
        const body = res.json<{ message?: string }>();
        out.push([res.statusCode, (body.message ?? '').replace(/\d+/g, 'N')]);
      }
      return out;
    };
    // The registered address had its confirmation at sign-up: the other is asked about once first.
    expect((await authPost(t.app, '/request-password-reset', { email: nobody })).statusCode).toBe(
      200,
    );
    const forRegistered = await statuses(registered.email);
    const forNobody = await statuses(nobody);
    expect(forNobody).toEqual(forRegistered);
    expect(forRegistered.map(([status]) => status)).toEqual([200, 200, 200, 200, 429, 429, 429]);
    // The sign-up's confirmation was the first of its five.
    expect(await delivered(t, registered.email, 5)).toBe(5);
    expect(await delivered(t, nobody, 0)).toBe(0);
  });

  it('stops sending the link again at sign-in once the mailbox has had its share', async () => {
    const unconfirmed = newAccount('unconfirmed');
    expect(
      (await authPost(t.app, '/sign-up/email', unconfirmed, { ip: freshIp() })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 7; i += 1) {
      const res = await authPost(
        t.app,
        '/sign-in/email',
        { email: unconfirmed.email, password: unconfirmed.password },
        { ip: freshIp() },
      );
      // The answer does not change: the person is told to open the newest link they have.
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'EMAIL_NOT_VERIFIED',
        message:
          'Confirm your email address first: open the newest link we sent you, then sign in.',
      });
    }
    expect(await delivered(t, unconfirmed.email, 5)).toBe(5);
    const mails = (await outboxMails(t.deps.config.mail.outboxDir)).filter(
      (m) => m.to === unconfirmed.email.toLowerCase(),
    );
    expect(mails.every((m) => m.subject === confirmSubject)).toBe(true);
  });

  it('does not count a request that sent nothing', async () => {
    const account = newAccount('careful');
    const ip = freshIp();
    // Refused for its password: no mail, so no share of the mailbox's used.
    for (let i = 0; i < 6; i += 1) {
      const res = await authPost(
        t.app,
        '/sign-up/email',
        { ...account, password: 'password' },
        {
          ip,
        },
      );
      expect(res.statusCode).toBe(400);
    }
    expect((await authPost(t.app, '/sign-up/email', account, { ip })).statusCode).toBe(200);
    expect(await delivered(t, account.email, 1)).toBe(1);
  });
});

describe('with MAIL_RATE_LIMIT_MAX=3 mails an hour per client address', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_MAX: '1000' });
    other = await buildApp(t.deps);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('refuses the fourth mail from one address, on any instance, until the hour is over', async () => {
    const people = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        registerAccount(t.app, newAccount(`reader${i}`), { ip: freshIp() }),
      ),
    );
    const ip = freshIp();
    const reset = (app: FastifyInstance, email: string) =>
      authPost(app, '/request-password-reset', { email }, { ip });
    expect((await reset(t.app, people[0]!.email)).statusCode).toBe(200);
    expect((await reset(other, people[1]!.email)).statusCode).toBe(200);
    expect((await reset(t.app, people[2]!.email)).statusCode).toBe(200);
    expectMailLimited(await reset(other, people[3]!.email), fromAddress);
    expectMailLimited(await reset(t.app, people[4]!.email), fromAddress);
    // Another address is not held up.
    const elsewhere = await authPost(
      t.app,
      '/request-password-reset',
      { email: people[3]!.email },
      { ip: freshIp() },
    );
    expect(elsewhere.statusCode).toBe(200);
    // Each person got the confirmation of their sign-up, and a reset link if one was asked for.
    expect(await delivered(t, people[0]!.email, 2)).toBe(2);
    expect(await delivered(t, people[4]!.email, 1)).toBe(1);

    t.clock.advance(hour * 1000);
    expect((await reset(t.app, people[4]!.email)).statusCode).toBe(200);
    expect(await delivered(t, people[4]!.email, 2)).toBe(2);
  });
});
