// Every console fits, in English and in Spanish (whose words run longer), on a phone upright and
// sideways, a tablet and a laptop: the page never scrolls sideways, and no label, team or
// player's name is cut off without its full text a hover or focus away. The time & score console
// on a phone upright fits the first screen whole: undo and the possession arrow included, with
// nothing below to scroll to. A team with a long name and a basket to undo make the words as long
// as a real game's. Screenshots of each are kept with the test results.
import type { BrowserContext } from '@playwright/test';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import type { ConsoleKind } from '../../src/domain/plans/plans.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoCutText, expectNoOverflow } from './support/layout-checks.ts';
import { post, seedLiveGame, type SeededGame } from './support/live-game.ts';

const viewports = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'phone-landscape', width: 844, height: 390, touch: true },
  { name: 'tablet', width: 768, height: 1024, touch: true },
  { name: 'laptop', width: 1280, height: 800, touch: false },
] as const;

const languages = [
  {
    locale: 'en-GB',
    online: 'Online',
    undo: /^Undo: \+2/,
    arrows: 'Possession arrow',
    dialogs: ['Foul…', 'Turnover…'],
  },
  {
    locale: 'es-ES',
    online: 'En línea',
    undo: /^Deshacer: \+2/,
    arrows: 'Flecha de posesión alterna',
    dialogs: ['Falta…', 'Pérdida…'],
  },
] as const;

const consoles: ConsoleKind[] = ['timescore', 'timeonly', 'statstwo', 'statsteamA', 'statsteamB'];

let game: SeededGame;
let ownerCookies: Awaited<ReturnType<BrowserContext['cookies']>>;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  game = await seedLiveGame(page, {
    premium: true,
    playersPerTeam: 12,
    homeTeam: { name: 'Club Bàsquet Associació Esportiva Sant Cugat', shortName: 'CBSC' },
  });
  const lineup = (side: 'home' | 'away') => game[side].players.slice(0, 5).map((p) => p.id);
  await post(page, apiPath(liveGamePaths.events, { gameId: game.gameId }), {
    deviceId: 'fit-seed-device',
    console: 'statstwo',
    events: [
      {
        clientId: 'fit-lineup-h',
        period: 1,
        clockMs: 600_000,
        type: 'starting-lineup',
        team: 'home',
        playerIds: lineup('home'),
      },
      {
        clientId: 'fit-lineup-a',
        period: 1,
        clockMs: 600_000,
        type: 'starting-lineup',
        team: 'away',
        playerIds: lineup('away'),
      },
      { clientId: 'fit-start', period: 1, clockMs: 600_000, type: 'game-start' },
    ],
  });
  ownerCookies = await context.cookies();
  await context.close();
});

for (const language of languages) {
  for (const vp of viewports) {
    test.describe(`${language.locale} ${vp.name} ${vp.width}×${vp.height}`, () => {
      test.use({
        locale: language.locale,
        viewport: { width: vp.width, height: vp.height },
        hasTouch: vp.touch,
        isMobile: vp.touch,
      });
      for (const kind of consoles) {
        test(`${kind}: fits, nothing cut`, async ({ page }, testInfo) => {
          await page.context().addCookies(ownerCookies);
          await page.goto(game.consoleUrl(kind));
          await expect(page.getByTestId('game-clock')).toBeVisible({ timeout: 30_000 });
          await expect(page.getByTestId('connection-state')).toHaveText(language.online);
          if (kind === 'timescore') {
            // A basket to undo: the undo button names it, its longest wording.
            await page
              .getByRole('region', { name: new RegExp(game.home.name) })
              .getByRole('button', { name: `+2 ${game.home.name}`, exact: true })
              .click();
            await expect(page.getByTestId('undo-last')).toHaveText(language.undo);
          }
          if (kind.startsWith('stats')) {
            // A selected player: the selection bar names them.
            const side = kind === 'statsteamB' ? 'away' : 'home';
            await page.getByTestId(`player-${game[side].players[0]!.id}`).click();
          }
          await page.screenshot({
            path: testInfo.outputPath(`${kind}-${language.locale}-${vp.name}.png`),
          });

          await expectNoOverflow(page);
          await expectNoCutText(page);

          if (kind.startsWith('stats')) {
            // The foul sheet (the fouled player's name, the kinds of foul) and the kinds of
            // turnover ("Violación de posesión") are read in full too.
            for (const opener of language.dialogs) {
              const open = page.getByRole('button', { name: new RegExp(`^${opener}`) });
              if (await open.isDisabled()) {
                const side = kind === 'statsteamB' ? 'away' : 'home';
                await page.getByTestId(`player-${game[side].players[0]!.id}`).click();
              }
              await open.click();
              const dialog = page.getByRole('dialog');
              await expect(dialog.getByRole('button').nth(2)).toBeVisible();
              await expectNoCutText(page, dialog);
              await page.screenshot({
                path: testInfo.outputPath(`${kind}-${language.locale}-${vp.name}-${opener}.png`),
              });
              await page.keyboard.press('Escape');
              await expect(dialog).toBeHidden();
            }
          }

          if (kind === 'timescore' && vp.name === 'phone') {
            // The whole console on the first screen: nothing below it to scroll to.
            const height = await page.evaluate(() => document.documentElement.scrollHeight);
            // The page is at least the screen's height; where its last line ends is the figure.
            const used = await page.evaluate(() =>
              Math.ceil(document.querySelector('main > *')!.getBoundingClientRect().bottom),
            );
            testInfo.annotations.push({ type: 'content height', description: `${used} px` });
            expect(height, `page height ${height} px`).toBeLessThanOrEqual(vp.height);
            const arrows = page.getByRole('group', { name: language.arrows }).getByRole('button');
            for (const control of [page.getByTestId('undo-last'), arrows.first(), arrows.last()]) {
              await expect(control).toBeInViewport({ ratio: 1 });
              const box = (await control.boundingBox())!;
              expect(box.height, 'tall enough to tap').toBeGreaterThanOrEqual(43.5);
            }
          }
        });
      }
    });
  }
}
