// At a venue with HTTPS=local (decision 0048): a tablet that trusts Tempo's own authority opens a
// console at the laptop's LAN address over HTTPS, its service worker takes over, and a reload with
// the network gone still opens the console with its queued plays, which reach the server once the
// network is back. Over plain HTTP at that address the same reload shows the browser's error page
// (venue-network.spec.ts covers what the console says there).
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { lanAddresses } from '../../src/server/http/machine-addresses.ts';
import { spkiHashOf } from '../../src/server/tls/local-authority.ts';
import { expect } from './support/fixtures.ts';
import { e2eHttpsPort, e2ePort, e2eTlsDir } from './support/env.ts';
import { seedLiveGame } from './support/live-game.ts';

// The LAN address, as a tablet types it: loopback would be a secure context even over plain HTTP.
const lan = lanAddresses({ ipv6: false })[0];
const httpsOrigin = `https://${lan}:${e2eHttpsPort}`;
const httpOrigin = `http://${lan}:${e2ePort}`;
const caFile = path.join(e2eTlsDir, 'ca.crt');

// The network dropped on purpose: the browser reports what it could not fetch.
const expectedNoise = [/net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/];

/**
 * A tablet that trusts Tempo's authority. Chromium takes no certificate authority on its command
 * line, but it accepts a server whose chain holds a key in --ignore-certificate-errors-spki-list as
 * it accepts a trusted one, service workers included (Playwright's ignoreHTTPSErrors does not: a
 * service worker is refused on a certificate error). The key listed is the authority's.
 */
const test = base.extend<{ tablet: BrowserContext }, { trustingBrowser: Browser }>({
  trustingBrowser: [
    async ({ playwright, launchOptions }, use) => {
      const flag = `--ignore-certificate-errors-spki-list=${spkiHashOf(fs.readFileSync(caFile, 'utf8'))}`;
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), flag],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  tablet: async ({ trustingBrowser }, use) => {
    const context = await trustingBrowser.newContext({
      baseURL: httpOrigin,
      viewport: { width: 1024, height: 768 },
    });
    await use(context);
    await context.close();
  },
});

/** The page's errors, less the ones a dropped network causes. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !expectedNoise.some((re) => re.test(msg.text()))) {
      errors.push(`console.error: ${msg.text()}`);
    }
  });
  return errors;
}

/** Fetches `url` as a device that trusts only Tempo's authority: Node checks the name as well. */
function fetchTrustingAuthority(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca: fs.readFileSync(caFile) }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

test('a console at the LAN address over HTTPS reopens offline with its queued plays', async ({
  tablet,
}) => {
  expect(lan, 'this test needs a LAN address').toBeDefined();
  // The certificate covers the LAN address for a device that trusts the authority alone (the
  // browser's flag above would accept a certificate for any name).
  expect(await fetchTrustingAuthority(`${httpsOrigin}/api/health`)).toBe(200);

  const page = await tablet.newPage();
  const errors = watchErrors(page);
  // The organiser signs in and the game is made over plain HTTP; the session cookie is the
  // host's, so the HTTPS address has it too.
  const game = await seedLiveGame(page);
  const consoleUrl = `${httpsOrigin}${game.consoleUrl('timescore')}`;

  await page.goto(consoleUrl);
  await expect(page.getByTestId('connection-state')).toHaveText('Online');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  await expect(page.getByTestId('plain-http-notice')).toHaveCount(0);
  // The service worker has cached the shell and controls the page.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('waiting-count')).toHaveText('All sent');

  await tablet.setOffline(true);
  await expect(page.getByTestId('connection-state')).toHaveText('Offline');
  await page.getByRole('button', { name: '+2 Harbour Hawks' }).click();
  await page.getByRole('button', { name: '+3 Harbour Hawks' }).click();
  await expect(page.getByTestId('waiting-count')).toHaveText('2 waiting');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Time & score console' })).toBeVisible();
  await expect(page.getByTestId('connection-state')).toHaveText('Offline');
  await expect(page.getByTestId('waiting-count')).toHaveText('2 waiting');
  await expect(page.getByTestId('team-score-home')).toHaveText('5');

  await tablet.setOffline(false);
  await expect(page.getByTestId('waiting-count')).toHaveText('All sent', { timeout: 30_000 });
  const state = (await (await page.request.get(`/api/games/${game.gameId}/state`)).json()) as {
    state: { score: { home: number; away: number } };
  };
  expect(state.state.score).toEqual({ home: 5, away: 0 });
  expect(errors, 'the browser reported errors').toEqual([]);
});

test('the authority is handed out on plain HTTP as a certificate to install', async ({
  tablet,
}) => {
  const res = await tablet.request.get('/api/venue-certificate');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/x-x509-ca-cert');
  expect(res.headers()['content-disposition']).toBe('attachment; filename="tempo-venue-ca.crt"');
  expect(await res.text()).toBe(fs.readFileSync(caFile, 'utf8'));
});

test('the trust page offers the certificate, its fingerprint and the HTTPS address', async ({
  tablet,
}) => {
  const page = await tablet.newPage();
  const errors = watchErrors(page);
  await page.goto(`${httpOrigin}/venue-certificate`);
  await expect(
    page.getByRole('heading', { name: 'Trust this Tempo on your devices' }),
  ).toBeVisible();
  const ca = new X509Certificate(fs.readFileSync(caFile, 'utf8'));
  await expect(page.getByTestId('venue-fingerprint')).toHaveText(ca.fingerprint256);
  await expect(page.getByTestId('venue-secure-address')).toHaveText(httpsOrigin);
  for (const device of [
    'iPad and iPhone',
    'Android tablet or phone',
    'Chromebook',
    'Windows laptop',
    'Mac',
  ]) {
    await expect(page.getByRole('heading', { name: device })).toBeVisible();
  }
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the certificate' }).click();
  expect((await download).suggestedFilename()).toBe('tempo-venue-ca.crt');
  expect(errors, 'the browser reported errors').toEqual([]);
});
