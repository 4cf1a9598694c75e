// A scorer whose browser speaks Spanish runs the time & score console in Spanish, on a phone and
// on a tablet: the clock, the team fouls and timeouts, the period, and the undo button that names
// the basket just scored. (The console's header and status bar follow later.)
import type { BrowserContext } from '@playwright/test';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedLiveGame, type SeededGame } from './support/live-game.ts';

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

let game: SeededGame;
let ownerCookies: Awaited<ReturnType<BrowserContext['cookies']>>;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  game = await seedLiveGame(page);
  await post(page, apiPath(liveGamePaths.events, { gameId: game.gameId }), {
    deviceId: 'languages-seed-device',
    console: 'timescore',
    events: [{ clientId: 'languages-start', period: 1, clockMs: 600_000, type: 'game-start' }],
  });
  ownerCookies = await context.cookies();
  await context.close();
});

for (const viewport of viewports) {
  test(`time & score console in Spanish on a ${viewport.name}`, async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'es-ES',
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: true,
    });
    await context.addCookies(ownerCookies);
    const page = await context.newPage();
    await page.goto(game.consoleUrl('timescore'));

    await expect(page.getByRole('button', { name: /^Iniciar reloj(?! de)/ })).toBeVisible();
    await expect(page.getByTestId('period')).toHaveText('1C');
    const home = page.getByRole('region', { name: `Local: ${game.home.name}` });
    await expect(home.getByText('Faltas de equipo')).toBeVisible();
    await expect(home.getByRole('button', { name: /^Tiempo muerto/ })).toBeVisible();
    await expect(home.getByText('Tiempos muertos restantes')).toBeVisible();

    await home.getByRole('button', { name: `+2 ${game.home.name}` }).click();
    await expect(page.getByTestId('team-score-home')).toHaveText('2');
    await expect(page.getByTestId('undo-last')).toHaveText(`Deshacer: +2 ${game.home.shortName}`);

    await page.getByTestId('undo-last').click();
    await expect(page.getByTestId('team-score-home')).toHaveText('0');
    await expect(page.getByTestId('undo-last')).toHaveText('Nada que deshacer');
    await context.close();
  });
}
