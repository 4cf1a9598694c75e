// Deleting a player, a game, a team or a season takes the person back to a list it was on, and that
// list no longer shows it: at once, not after the cached copy grows stale, and a reload agrees.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { seedLiveGame } from './support/live-game.ts';

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];

/** Well under the lists' 30 s stale time: the list is updated by the delete, not by ageing. */
const atOnce = { timeout: 2_000 };

/** Deletes through the dialog; `goesWith` is what the server says goes too, when anything does. */
async function confirmDelete(page: Page, button: string, goesWith?: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  if (goesWith) {
    await expect(dialog.getByRole('list', { name: 'What goes with it' })).toContainText(goesWith);
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
  }
  await expect(dialog).toBeHidden();
}

for (const viewport of viewports) {
  test(`deleting a player, a game and a team updates each list at once (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const seeded = await seedLiveGame(page, { playersPerTeam: 3 });
    const season = `/tournaments/${seeded.tournamentId}/seasons/${seeded.seasonId}`;
    const [gone, kept] = seeded.home.players as [
      (typeof seeded.home.players)[0],
      (typeof seeded.home.players)[0],
    ];
    const goneName = `${gone.firstName} ${gone.lastName}`;
    const keptName = `${kept.firstName} ${kept.lastName}`;

    // The player: the roster is read first, so the team page has it cached.
    await page.goto(`${season}/teams`);
    const teams = page.getByRole('table', { name: 'Teams' });
    await teams.getByRole('link', { name: seeded.home.name }).click();
    const roster = page.getByRole('table', { name: 'Roster' });
    await roster.getByRole('link', { name: goneName, exact: true }).click();
    await confirmDelete(page, 'Delete player');
    await expect(page).toHaveURL(new RegExp(`/teams/${seeded.home.id}$`));
    await expect(roster.getByRole('link', { name: keptName, exact: true })).toBeVisible();
    await expect(roster.getByRole('link', { name: goneName, exact: true })).toHaveCount(0, atOnce);
    await page.reload();
    await expect(roster.getByRole('link', { name: keptName, exact: true })).toBeVisible();
    await expect(roster.getByRole('link', { name: goneName, exact: true })).toHaveCount(0);

    // The game: the season's games list is read first.
    const gameLink = page.getByRole('link', {
      name: `Open game ${seeded.home.name} vs ${seeded.away.name}`,
    });
    await page.goto(`${season}/games`);
    await gameLink.click();
    await confirmDelete(page, 'Delete game');
    await expect(page).toHaveURL(new RegExp(`${season}/games$`));
    await expect(page.getByText('This season has no games yet.')).toBeVisible(atOnce);
    await expect(gameLink).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('This season has no games yet.')).toBeVisible();

    // The team, with its roster: the season's teams list is read first.
    await page.goto(`${season}/teams`);
    await teams.getByRole('link', { name: seeded.home.name }).click();
    await confirmDelete(page, 'Delete team', '2 players');
    await expect(page).toHaveURL(new RegExp(`${season}/teams$`));
    await expect(teams.getByRole('link', { name: seeded.away.name })).toBeVisible();
    await expect(teams.getByRole('link', { name: seeded.home.name })).toHaveCount(0, atOnce);
    await page.reload();
    await expect(teams.getByRole('link', { name: seeded.away.name })).toBeVisible();
    await expect(teams.getByRole('link', { name: seeded.home.name })).toHaveCount(0);
  });

  test(`deleting a season takes its games off the tournament's games at once (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const seeded = await seedLiveGame(page, { playersPerTeam: 1 });
    const tournament = `/tournaments/${seeded.tournamentId}`;
    const gameLink = page.getByRole('link', {
      name: `Open ${seeded.home.name} vs ${seeded.away.name}`,
    });
    const noGames = page.getByRole('heading', { name: 'No games yet' });

    // The tournament's games are read first, then the season is deleted from its settings.
    await page.goto(tournament);
    await expect(gameLink).toBeVisible();
    await page.goto(`${tournament}/seasons/${seeded.seasonId}/settings`);
    await confirmDelete(page, 'Delete season', '1 game');
    await expect(page).toHaveURL(new RegExp(`${tournament}$`));
    await expect(noGames).toBeVisible(atOnce);
    await expect(gameLink).toHaveCount(0);
    await page.reload();
    await expect(noGames).toBeVisible();
  });
}
