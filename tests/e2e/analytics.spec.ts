import { expect, signUpViaApi, test } from './support/fixtures.ts';

test('analytics: page views and sign-in are sent with sendBeacon', async ({ page }) => {
  await page.addInitScript(() => {
    const original = navigator.sendBeacon.bind(navigator);
    (window as unknown as { beacons: string[] }).beacons = [];
    navigator.sendBeacon = (url, data) => {
      void (data as Blob)
        .text()
        .then((t) => (window as unknown as { beacons: string[] }).beacons.push(t));
      return original(url, data);
    };
  });
  const user = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Tournaments' })
    .click();
  await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
  // The events of all beacons sent so far: a page view may go in a later beacon than the last.
  const events = async () =>
    (await page.evaluate(() => (window as unknown as { beacons: string[] }).beacons)).flatMap(
      (b) => (JSON.parse(b) as { events: { name: string; path?: string }[] }).events,
    );
  await expect
    .poll(async () => (await events()).filter((e) => e.name === 'page_view').map((e) => e.path), {
      timeout: 15_000,
    })
    .toEqual(['/login', '/dashboard', '/tournaments']);
  expect((await events()).map((e) => e.name)).toContain('sign_in');
});

test('no analytics on output pages', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (req) => calls.push(req.url()));
  await page.goto('/tournaments/a/seasons/b/games/c/output/scoreboard');
  await expect(page.getByRole('heading', { name: 'Scoreboard' })).toBeVisible();
  await page.waitForTimeout(6000);
  expect(calls.filter((u) => u.includes('/api/analytics') || u.includes('public-config'))).toEqual(
    [],
  );
});
