// Playoffs end to end: a premium organiser whose regular season is over draws a 6-team
// single-elimination bracket in the playoffs tab (its games counted at once), finishes a
// quarter-final in the time & score console, and sees the winner in the semi-final. Also: the tab
// on a phone and an axe audit.
import type { Page } from '@playwright/test';
import { apiPath, managementPaths } from '../../src/contract/api-paths.ts';
import { axeViolations, expect, newUser, signUpViaApi, test } from './support/fixtures.ts';
import { makePremiumViaSandbox, post } from './support/live-game.ts';

const teamNames = [
  'Harbour Hawks',
  'Valley Vipers',
  'Summit Stags',
  'Coastal Cranes',
  'Forest Foxes',
  'Desert Dingoes',
];

/** Six teams and a finished round robin in which the first team listed won every game. */
async function seedFinishedSeason(page: Page) {
  await signUpViaApi(page, newUser('organiser'));
  await makePremiumViaSandbox(page);
  const tournament = await post<{ id: string }>(page, managementPaths.tournaments, {
    name: `Playoff Cup ${Date.now().toString(36)}`,
  });
  const season = await post<{ id: string }>(
    page,
    apiPath(managementPaths.seasons, { tournamentId: tournament.id }),
    { name: 'Spring League' },
  );
  const teamIds: string[] = [];
  for (const [i, name] of teamNames.entries()) {
    const team = await post<{ id: string }>(
      page,
      apiPath(managementPaths.seasonTeams, { seasonId: season.id }),
      {
        name,
        shortName: name.slice(0, 3).toUpperCase(),
        primaryColor: ['#1d4ed8', '#15803d', '#b91c1c', '#7c3aed', '#c2410c', '#0f766e'][i],
        secondaryColor: '#ffffff',
      },
    );
    teamIds.push(team.id);
  }
  for (let i = 0; i < teamIds.length; i++) {
    for (let j = i + 1; j < teamIds.length; j++) {
      await post(page, apiPath(managementPaths.seasonGames, { seasonId: season.id }), {
        homeTeamId: teamIds[i],
        awayTeamId: teamIds[j],
        status: 'final',
        homeScore: 80,
        awayScore: 70,
      });
    }
  }
  const playoffs = `/tournaments/${tournament.id}/seasons/${season.id}/playoffs`;
  return { playoffs, seasons: `/tournaments/${tournament.id}/seasons`, seasonId: season.id };
}

test('draw a bracket, finish a quarter-final in the console, see the winner advance', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { playoffs, seasons } = await seedFinishedSeason(page);
  // Through the tournament's seasons tab, so its game counts are what the page already holds.
  await page.goto(seasons);
  const gamesOfSeason = page
    .getByRole('row', { name: /Spring League/ })
    .getByRole('cell')
    .nth(4);
  await expect(gamesOfSeason).toHaveText('15');
  await page.getByRole('link', { name: 'Spring League' }).click();
  await page
    .getByRole('navigation', { name: 'Season sections' })
    .getByRole('link', { name: 'Playoffs' })
    .click();
  await expect(page.getByRole('heading', { name: 'Draw the playoff bracket' })).toBeVisible();
  await expect(page.getByText('6 teams · 15 games')).toBeVisible();
  // Seeded from the standings, in order.
  const seeds = page.getByTestId('seed-row');
  await expect(seeds).toHaveCount(6);
  for (const [i, name] of teamNames.entries()) await expect(seeds.nth(i)).toContainText(name);
  await expect(page.getByRole('textbox', { name: 'Number of teams' })).toHaveValue('6');
  // Swap seeds 5 and 6 and back, as an organiser adjusting the seeding would.
  await page.getByRole('button', { name: 'Move Forest Foxes down' }).click();
  await expect(seeds.nth(4)).toContainText('Desert Dingoes');
  await page.getByRole('button', { name: 'Move Forest Foxes up' }).click();
  await expect(seeds.nth(4)).toContainText('Forest Foxes');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Draw bracket' }).click();
  const quarter = page.getByTestId('bracket-match-W1-1');
  await expect(quarter).toContainText('Quarter-final 1');
  await expect(quarter).toContainText('Coastal Cranes');
  await expect(quarter).toContainText('Forest Foxes');
  const semi = page.getByTestId('bracket-match-W2-1');
  await expect(semi).toContainText('Harbour Hawks');
  await expect(semi).toContainText('Winner of Quarter-final 1');
  expect(await axeViolations(page)).toEqual([]);
  // The two quarter-finals are games now, counted at once wherever the season's games are.
  await expect(page.getByText('6 teams · 17 games')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Tournament sections' })
    .getByRole('link', { name: 'Seasons' })
    .click();
  await expect(gamesOfSeason).toHaveText('17');
  await page.goto(playoffs);

  await quarter.getByRole('link', { name: 'Time & score console' }).click();
  await expect(page.getByRole('heading', { name: 'Time & score console' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: '+3 Forest Foxes' }).click();
  await page.getByRole('button', { name: '+2 Coastal Cranes' }).click();
  await expect(page.getByTestId('team-score-away')).toHaveText('3');
  await page.getByRole('button', { name: 'Finish the game' }).click();
  await page
    .getByRole('dialog', { name: 'Finish the game?' })
    .getByRole('button', { name: 'Finish the game' })
    .click();
  await expect(page.locator('.mantine-Badge-label', { hasText: /^Final$/ })).toBeVisible();
  await expect(page.getByTestId('waiting-count')).toHaveText('All sent');

  await page.goto(playoffs);
  await expect(quarter.locator('[data-winner="true"]')).toContainText('Forest Foxes');
  await expect(semi).toContainText('Forest Foxes');
  await expect(semi).not.toContainText('Winner of Quarter-final 1');
  await expect(semi.getByRole('link', { name: 'Game page' })).toBeVisible();
});

test('the bracket scrolls inside its own box on a phone and fills a wall screen', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { playoffs, seasonId } = await seedFinishedSeason(page);
  const res = await page.request.get(apiPath(managementPaths.seasonTeams, { seasonId }));
  const { teams } = (await res.json()) as { teams: Array<{ id: string; name: string }> };
  const byName = new Map(teams.map((t) => [t.name, t.id]));
  await post(page, `/api/seasons/${seasonId}/bracket`, {
    format: 'double',
    teamIds: teamNames.map((n) => byName.get(n)),
    resetGame: true,
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(playoffs);
  await expect(page.getByRole('heading', { name: 'Losers bracket' })).toBeVisible();
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    scrollers: [...document.querySelectorAll('[data-testid="bracket-scroller"]')].map(
      (el) => el.scrollWidth > el.clientWidth,
    ),
  }));
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.scrollers[0]).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(playoffs);
  await page.getByRole('button', { name: 'Full screen' }).click();
  const wall = page.getByRole('dialog', { name: 'Playoff bracket' });
  await expect(wall.getByRole('heading', { name: 'Winners bracket' })).toBeVisible();
  const width = await wall
    .getByTestId('bracket-scroller')
    .first()
    .evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      used:
        el.firstElementChild!.lastElementChild!.getBoundingClientRect().right -
        el.getBoundingClientRect().left,
    }));
  // The columns share a wall screen's width, with nothing left to scroll.
  expect(width.client).toBeGreaterThan(1700);
  expect(width.scroll).toBeLessThanOrEqual(width.client);
  expect(width.used).toBeGreaterThan(width.client * 0.95);
  await expect(wall).toHaveCSS('opacity', '1');
});
