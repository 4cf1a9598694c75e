// An organiser whose browser speaks Spanish reads the time zones of the game form and the keys of a
// console's keyboard legend in Spanish, on a phone and on a laptop: no "Madrid (Europe)", no
// "Space". (A phone with a keyboard attached shows the legend; one with touch only draws none.)
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { seedLiveGame, type SeededGame } from './support/live-game.ts';

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

let game: SeededGame;
let ownerCookies: Awaited<ReturnType<BrowserContext['cookies']>>;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  game = await seedLiveGame(page);
  ownerCookies = await context.cookies();
  await context.close();
});

for (const viewport of viewports) {
  test(`time zones and key names in Spanish on a ${viewport.name}`, async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      viewport: { width: viewport.width, height: viewport.height },
    });
    await context.addCookies(ownerCookies);
    const page = await context.newPage();

    await page.goto(`/tournaments/${game.tournamentId}/seasons/${game.seasonId}/games`);
    await page.getByRole('button', { name: 'Nuevo partido' }).click();
    // The browser's zone, chosen already, named in Spanish with its country and offset.
    const zone = page.getByRole('textbox', { name: 'Zona horaria' });
    await expect(zone).toHaveValue(/^\(GMT\+0[12]:00\) Madrid, España — hora de Europa central$/);
    await zone.click();
    await zone.fill('espana');
    const options = page.getByRole('option');
    await expect(
      options.filter({ hasText: 'Madrid, España — hora de Europa central' }),
    ).toHaveCount(1);
    await expect(
      options.filter({ hasText: 'Canary, España — hora de Europa occidental' }),
    ).toHaveCount(1);
    await zone.fill('abidjan');
    await expect(options).toHaveText([
      '(GMT+00:00) Abidjan, Côte d’Ivoire — hora del meridiano de Greenwich',
    ]);
    await options.first().click();
    await expect(zone).toHaveValue(/^\(GMT\+00:00\) Abidjan, Côte d’Ivoire/);

    await page.goto(game.consoleUrl('timescore'));
    const legend = page.getByRole('region', { name: 'Atajos de teclado' });
    await expect(legend).toBeVisible();
    await expect(legend.getByText('Espacio', { exact: true })).toBeVisible();
    await expect(legend).not.toContainText('Space');
    // The key caps on the buttons too.
    await expect(page.locator('kbd', { hasText: 'Espacio' }).nth(1)).toBeVisible();
    await expect(page.locator('kbd', { hasText: 'Space' })).toHaveCount(0);
    await context.close();
  });
}
