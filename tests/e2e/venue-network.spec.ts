// At a venue, Tempo runs on a laptop and tablets and phones reach it by the laptop's LAN address,
// while PUBLIC_URL is unset (so http://localhost:PORT). Accounts work at either address, and the
// links a tablet is given keep it on the LAN address; a front end the server does not trust gets
// a message that says what to set. A console there runs over plain HTTP with no service worker:
// it says what a reload offline would lose, and asks before closing with plays unsent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { lanAddresses } from '../../src/server/http/machine-addresses.ts';
import { e2ePort } from './support/env.ts';
import { confirmSubject } from '../support/mail-outbox.ts';
import {
  confirmLinkIn,
  expect,
  newUser,
  test,
  waitForMail,
  type NewUser,
} from './support/fixtures.ts';
import { seedLiveGame } from './support/live-game.ts';

/** What a tablet would type: this machine's LAN address (loopback when it has no network). */
const lanOrigin = `http://${lanAddresses({ ipv6: false })[0] ?? '127.0.0.1'}:${e2ePort}`;
const localOrigin = `http://localhost:${e2ePort}`;

/** Registers at `origin`: the form, then the mailed link (which stays on that address), then sign-in. */
async function register(page: Page, origin: string, user: NewUser) {
  await page.goto(`${origin}/register`);
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const link = confirmLinkIn(await waitForMail(user.email, { subject: confirmSubject }));
  expect(new URL(link).origin).toBe(origin);
  await page.goto(link);
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await signIn(page, origin, user, false);
}

async function signIn(page: Page, origin: string, user: NewUser, open = true) {
  if (open) await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(origin);
}

test.describe('a console at the LAN address over plain HTTP', () => {
  test.use({ baseURL: lanOrigin, viewport: { width: 1024, height: 768 } });

  test('says what a reload offline would lose, and asks before closing with plays unsent', async ({
    page,
  }) => {
    const game = await seedLiveGame(page);
    await page.goto(game.consoleUrl('timescore'));
    await expect(page.getByTestId('connection-state')).toHaveText('Online');
    // No secure context, so no service worker: the reason for the notice. (This needs the machine's
    // LAN address: loopback counts as a secure context.)
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    const notice = page.getByTestId('plain-http-notice');
    await expect(notice).toContainText('Keep this tab open');
    await expect(notice).toContainText('HTTPS address');
    // This server also serves HTTPS: the notice leads to its certificate and the steps to trust it.
    await expect(
      notice.getByRole('link', { name: 'Set up this device for the HTTPS address' }),
    ).toHaveAttribute('href', '/venue-certificate');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect(page.getByTestId('waiting-count')).toHaveText('All sent');

    await page.context().setOffline(true);
    await expect(page.getByTestId('connection-state')).toHaveText('Offline');
    await page.getByRole('button', { name: '+2 Harbour Hawks' }).click();
    await expect(page.getByTestId('waiting-count')).toHaveText('1 waiting');
    await expect(notice).toContainText('1 play not sent yet stays on this device');

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    // Staying was the operator's answer: the console is still there, the play still waiting.
    expect(page.isClosed()).toBe(false);
    await expect(page.getByTestId('waiting-count')).toHaveText('1 waiting');
  });
});

test.describe('on a phone at the LAN address', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('registers, signs in again and creates a tournament', async ({ page }) => {
    const user = newUser('tablet');
    await register(page, lanOrigin, user);
    await page.context().clearCookies();
    await signIn(page, lanOrigin, user);

    await page.goto(`${lanOrigin}/tournaments/create`);
    await page.getByLabel('Name', { exact: true }).fill('Gym Night League');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gym Night League' })).toBeVisible();
  });
});

test.describe('on a tablet at the LAN address', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('Upgrade opens the sandbox checkout on that address, and paying comes back to it', async ({
    page,
  }) => {
    const at = (path: string) => new RegExp(`^${lanOrigin.replaceAll('.', '\\.')}${path}`);
    await register(page, lanOrigin, newUser('upgrade'));
    await page.goto(`${lanOrigin}/profile`);
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.getByRole('link', { name: 'Choose Premium — 1 month' }).click();
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    await expect(page).toHaveURL(at('/checkout/sandbox/sbx_'));
    await expect(
      page.getByRole('heading', { name: 'Test payment — no money moves' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(at('/pay-success\\?order='));
    await expect(page.getByRole('heading', { name: /^Premium until / })).toBeVisible();
  });
});

test('an account made at one address signs in at the other, on a laptop and a tablet', async ({
  page,
  browser,
}) => {
  const atLaptop = newUser('laptop');
  const atTablet = newUser('courtside');
  await register(page, localOrigin, atLaptop);

  const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  try {
    const tabletPage = await tablet.newPage();
    await signIn(tabletPage, lanOrigin, atLaptop);
    await tablet.clearCookies();
    await register(tabletPage, lanOrigin, atTablet);
  } finally {
    await tablet.close();
  }

  await page.context().clearCookies();
  await signIn(page, localOrigin, atTablet);
});

test('a proxy that is not in TRUSTED_ORIGINS is named on the sign-in page', async ({ page }) => {
  // A reverse proxy that passes requests on as addressed to localhost, so the page's origin (the
  // proxy's) is not the one the server sees, and nobody has added it to TRUSTED_ORIGINS.
  const proxy = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: e2ePort,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `localhost:${e2ePort}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  try {
    const user = newUser('proxied');
    await page.goto(`${proxyOrigin}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText(
        `This request came from ${proxyOrigin}, which this Tempo server does not trust. If people ` +
          'reach Tempo through that address (a proxy or another host name), add it to ' +
          'TRUSTED_ORIGINS.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
});
