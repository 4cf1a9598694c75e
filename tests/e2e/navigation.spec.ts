import type { APIResponse } from '@playwright/test';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

async function created(response: APIResponse): Promise<string> {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('season tabs and game links navigate', async ({ page }) => {
  await signUpViaApi(page);
  // The tournament pages load real data now: a tournament, a season, two teams and a game.
  const t = await created(await page.request.post('/api/tournaments', { data: { name: 'Nav' } }));
  const s = await created(
    await page.request.post(`/api/tournaments/${t}/seasons`, { data: { name: 'S' } }),
  );
  const team = (name: string, shortName: string) =>
    page.request.post(`/api/seasons/${s}/teams`, {
      data: { name, shortName, primaryColor: '#112233', secondaryColor: '#ffffff' },
    });
  const home = await created(await team('Home', 'HOM'));
  const away = await created(await team('Away', 'AWY'));
  const g = await created(
    await page.request.post(`/api/seasons/${s}/games`, {
      data: { homeTeamId: home, awayTeamId: away },
    }),
  );
  await page.goto(`/tournaments/${t}/seasons/${s}`);
  await expect(page).toHaveURL(new RegExp(`/seasons/${s}/teams$`));
  await page.getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await page.goto(`/tournaments/${t}/seasons/${s}/games/${g}`);
  await page.getByRole('link', { name: 'Time & score console' }).click();
  await expect(page.getByRole('heading', { name: 'Time & score console' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  for (const p of [
    '/tournaments/create',
    '/tournaments/t1',
    '/tournaments/t1/seasons/create',
    '/tournaments/t1/seasons/s1/teams/create',
    '/tournaments/t1/seasons/s1/teams/tm',
    '/tournaments/t1/seasons/s1/teams/tm/players/create',
    '/tournaments/t1/seasons/s1/teams/tm/players/p1',
    '/tournaments/t1/seasons/s1/teams/tm/players/p1/edit',
    '/upgrade',
    '/checkout',
    '/pay-success',
    '/settings',
    '/',
    '/tournaments/t1/seasons/s1/games/g1/console/statsteamA',
    '/tournaments/t1/seasons/s1/games/g1/output/localscoreboard',
    '/tournaments/t1/seasons/s1/games/g1/scoreboard-view',
  ]) {
    await page.goto(p);
    await expect(page.getByRole('heading', { level: 1 }), p).toBeVisible();
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' }), p).toHaveCount(0);
  }
});

test('redirectTo refuses other sites', async ({ page }) => {
  const user = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/login?redirectTo=%2F%2Fevil.example%2Fx');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
