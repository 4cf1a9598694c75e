import type { Page } from '@playwright/test';
import type { PublicConfig } from '../../src/contract/public-config.ts';
import { confirmSubject } from '../support/mail-outbox.ts';
import {
  confirmLinkIn,
  expect,
  newUser,
  signUpViaApi,
  test,
  waitForMail,
} from './support/fixtures.ts';

test('a newcomer is sent to login, registers, lands on the dashboard, signs out and in again', async ({
  page,
}) => {
  const user = newUser('newcomer');
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('link', { name: /create an account|register|sign up/i }).click();
  await expect(page).toHaveURL(/\/register/);
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText(
    `Check your inbox to finish creating your account: we sent a mail to ${user.email}.`,
  );
  // This server sends mail (SMTP), so there is no word about an outbox.
  await expect(page.getByTestId('outbox-hint')).toHaveCount(0);

  // The mailed link confirms the address and asks for the password, nothing more.
  await page.goto(confirmLinkIn(await waitForMail(user.email, { subject: confirmSubject })));
  await expect(page).toHaveURL(/\/login\?confirmed=1(&|$)/);
  await expect(
    page.getByText('Your email address is confirmed. Sign in to continue.'),
  ).toBeVisible();
  // The address just confirmed is filled in: only the password is left to type.
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('registering a registered email shows the same page, and the mail says how to get in', async ({
  page,
}) => {
  const owner = await signUpViaApi(page, newUser('owner'));
  await page.context().clearCookies();
  const pageSays = async (email: string) => {
    await page.goto('/register');
    await page.getByLabel('Name').fill('Somebody Else');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('baseline-jumper-31');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const said = page.getByRole('status').filter({ hasText: 'Check your inbox' });
    return (await said.textContent())?.replace(email, 'EMAIL');
  };
  const fresh = newUser('fresh');
  expect(await pageSays(owner.email)).toBe(await pageSays(fresh.email));
  const mail = await waitForMail(owner.email, { subject: 'You already have a Tempo account' });
  expect(mail.text).toContain('/forgot-password-request');
  await waitForMail(fresh.email, { subject: confirmSubject });
});

/**
 * The answer of a server without SMTP_URL, to someone on another device or on its own machine
 * (tests/integration/auth-sign-up.test.ts holds the server to which is which); this one sends
 * mail, so its flags are turned here.
 */
async function withoutSmtp(page: Page, linksInTerminal: boolean) {
  await page.route('**/api/public-config', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as PublicConfig;
    await route.fulfill({ response: res, json: { ...config, sendsMail: false, linksInTerminal } });
  });
}

test('without SMTP, on the machine running Tempo, the page points at its terminal', async ({
  page,
}) => {
  await withoutSmtp(page, true);
  for (const [width, height] of [
    [390, 844],
    [768, 1024],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const user = newUser(`terminal-${width}`);
    await page.goto('/register');
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const hint = page.getByTestId('outbox-hint');
    await expect(hint).toHaveText(
      'This Tempo server does not send mail yet: your link is printed on a line of its own in ' +
        'the terminal where Tempo is running (and saved in its data/outbox folder).',
    );
    await expect(hint).toBeInViewport();
    // The link goes to the terminal, never to the page.
    const link = confirmLinkIn(await waitForMail(user.email, { subject: confirmSubject }));
    expect(await page.content()).not.toContain(new URL(link).searchParams.get('token'));
  }
});

test('without SMTP the page says where the link went and whom to ask', async ({ page }) => {
  await withoutSmtp(page, false);
  const user = newUser('venue');
  await page.goto('/register');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByTestId('outbox-hint')).toHaveText(
    'This Tempo server does not send mail yet: the link is printed in the log of the computer ' +
      'running Tempo and saved in its data/outbox folder. Ask the person running it to send it ' +
      'to you.',
  );
});

test('signing in before confirming says so and sends a new link; a spoilt link says so too', async ({
  page,
}) => {
  const user = newUser('unconfirmed');
  const res = await page.request.post('/api/auth/sign-up/email', { data: user });
  expect(res.status()).toBe(200);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('Confirm your email address first: open the newest link we sent you'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const link = new URL(confirmLinkIn(await waitForMail(user.email, { subject: confirmSubject })));
  link.searchParams.set('token', 'not-a-token');
  await page.goto(link.toString());
  await expect(page.getByRole('alert')).toContainText(
    'This confirmation link has expired or is not valid.',
  );
  // Not taken for a failed Google sign-in.
  await expect(page.getByText('Google sign-in did not complete')).toHaveCount(0);
});

test('a wrong password and an unknown email get the same generic error', async ({ page }) => {
  const user = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/login');
  for (const [email, password] of [
    [user.email, 'not-the-password-1'],
    [`nobody-${Date.now()}@example.com`, user.password],
  ] as const) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  }
});

test('a protected URL asks an anonymous visitor to sign in, then returns to it', async ({
  page,
}) => {
  const user = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('forgot password: mail, reset, old password refused, new accepted, older session signed out', async ({
  page,
  browser,
}) => {
  const user = await signUpViaApi(page);
  // A second device that stays signed in until the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const signIn = await otherPage.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status()).toBe(200);
  await otherPage.goto('/dashboard');
  await expect(otherPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password-request/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists/)).toBeVisible();

  const mail = await waitForMail(user.email, { subject: 'Reset your Tempo password' });
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = 'zone-defense-press-77';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});

test('deactivation confines the account to the reactivation page until it reactivates', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate account' }).click();
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  for (const path of ['/dashboard', '/tournaments/create', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: /deactivated/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
  }

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the dark theme survives a reload', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/settings');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByLabel('Dark theme').check();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByLabel('Dark theme')).toBeChecked();
  // Set before the app renders (no flash): the attribute is there as the document loads.
  const early = await page.evaluate(() =>
    document.documentElement.getAttribute('data-mantine-color-scheme'),
  );
  expect(early).toBe('dark');
});

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu|user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

test('Continue with Google opens the account picker in a popup and signs in', async ({ page }) => {
  await page.goto('/login?redirectTo=%2Fsettings');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;

  // The local OpenID provider stands in for Google; prompt=select_account shows its picker.
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  const email = `google-${Date.now()}@example.com`;
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Name').fill('Gia Popup');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;

  await expect(page).toHaveURL(/\/settings$/);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email, name: 'Gia Popup', status: 'active' });
});

test('register refuses a guessable password with the server message at the field', async ({
  page,
}) => {
  const user = newUser('common');
  await page.goto('/register');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/too common/i)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('sdfghjkl;');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/follows the keyboard or the alphabet/)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Summer2026!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/This password is easy to guess/)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password contains your email address.')).toBeVisible();
});

test('reset-password: missing and invalid tokens', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(/needs the link from the password reset email/)).toBeVisible();
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByText(/expired or was already used/)).toBeVisible();
  await page.goto('/reset-password?token=nonsense');
  await page.getByLabel('New password', { exact: true }).fill('a-good-new-secret-1');
  await page.getByLabel('Confirm new password').fill('a-good-new-secret-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('a-good-new-secret-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/expired or was already used/)).toBeVisible();
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/forgot-password-request/);
});

test('a blocked popup falls back to a full-page round trip', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/login?redirectTo=%2Fprofile');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: /Gia Google/ }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15000 });
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});
