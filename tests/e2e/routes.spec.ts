import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

const game = '/tournaments/t1/seasons/s1/games/g1';

test('every public route of the seed opens without an account', async ({ page }) => {
  const routes: Array<[string, RegExp]> = [
    ['/register', /create.*account/i],
    ['/login', /sign in/i],
    ['/forgot-password-request', /reset/i],
    ['/reset-password', /password/i],
    ['/join-tournament/ABCD-EFGH', /join/i],
    [`${game}/output/scoreboard`, /scoreboard/i],
    [`${game}/output/statsheet`, /stat sheet/i],
  ];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('heading', { name: heading }).first(), path).toBeVisible();
  }
});

test('an unknown path shows the 404 page, signed out and signed in', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await signUpViaApi(page);
  await page.goto('/tournaments/x/nowhere/else');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
});

for (const path of ['/login', '/register']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('axe finds no serious or critical violation on the dashboard', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectAccessible(page);
});

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test('the API docs list the operations, within the content security policy', async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI draws nothing until it has resolved the whole document (71 paths, about 250 KB):
  // about 3 s on an idle machine, over 10 s when the other browser tests load it.
  await expect(page.getByText('Tempo API').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('/api/me/stream').first()).toBeVisible();
});
