// Shared fixtures: a page that fails its test on unexpected browser errors,
// sign-up through the API rather than the UI (for tests that are not about the sign-up form),
// and the mail caught by the SMTP catcher.
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { confirmSubject } from '../../support/mail-outbox.ts';
import { mailDir } from './env.ts';

export { expect };

let seq = 0;
export function newUser(prefix = 'fan') {
  seq += 1;
  return {
    name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${seq}`,
    email: `${prefix}-${seq}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'fast-break-layup-42',
  };
}
export type NewUser = ReturnType<typeof newUser>;

/**
 * Signs up through Better Auth's endpoint, confirms the address by the mailed link and signs in,
 * as a person does; the session cookie lands in the page's context.
 */
export async function signUpViaApi(page: Page, user: NewUser = newUser()) {
  const res = await page.request.post('/api/auth/sign-up/email', { data: user });
  expect(res.status(), await res.text()).toBe(200);
  await confirmByMail(page, user.email);
  await signInViaApi(page, user);
  return user;
}

async function signInViaApi(page: Page, user: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens the link of a confirmation mail to `email`, which confirms the address. */
export async function confirmByMail(page: Page, email: string) {
  const link = confirmLinkIn(await waitForMail(email, { subject: confirmSubject }));
  const res = await page.request.get(link, { maxRedirects: 0 });
  expect(res.status(), await res.text()).toBe(302);
}

/** The link a confirmation mail's text leads with. */
export function confirmLinkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the mail to ${mail.to}`);
  return link;
}

/**
 * Signs in as the site administrator with this ADMIN_EMAILS address, creating the account the
 * first time. The address is fixed, so a repeated run of a test finds the account already there.
 */
export async function signInAsSiteAdmin(page: Page, email: string) {
  const user = { ...newUser('admin'), email };
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: user.password },
  });
  if (signIn.status() === 200) return user;
  // Not there yet, or (a parallel test made it a moment ago) not confirmed yet: either way a
  // confirmation mail to the address is on its way.
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: user });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await confirmByMail(page, email);
  await signInViaApi(page, user);
  return user;
}

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits for a mail to `to` (with this subject, when given) written by the SMTP catcher
 * (tests/support/smtp-catcher.ts).
 */
export async function waitForMail(
  to: string,
  { subject, timeoutMs = 15_000 }: { subject?: string; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of fs.readdirSync(mailDir).sort()) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as CaughtMail;
      if (mail.to.includes(to) && (subject === undefined || mail.subject === subject)) return mail;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

// Failed loads with a 4xx status are the app asking questions (401 from /api/me when signed
// out, 401 for a wrong password), and loads cut off by a test that takes the browser offline are
// the browser's report of that; anything else the browser reports is a fault (an error the app
// leaves unhandled offline still is one: it arrives as a page error).
const expectedNoise =
  /Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED)/;

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !expectedNoise.test(msg.text())) {
        errors.push(`console.error: ${msg.text()}`);
      }
    });
    await use(page);
    expect(errors, 'the browser reported errors').toEqual([]);
  },
});

/** Axe's violations on the page, each in one readable line (an empty list passes). */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}: ${v.nodes
        .slice(0, 6)
        .map((n) => `${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
}
