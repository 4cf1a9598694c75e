// Every console on the devices scorekeepers hold: phones upright and sideways, tablets both ways,
// laptops. Each primary control (the clock and its start/stop, the score or play buttons, the
// selected player, start/finish, undo) must lie inside the viewport without scrolling, every
// button must be at least 44 px tall, and a screenshot of each console at each size is kept with
// the test results to look at. The same holds offline, for the whole outage: nothing the page
// shows about the connection may lie over a control (nor over the foul sheet's kinds of foul).
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import type { ConsoleKind } from '../../src/domain/plans/plans.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedLiveGame, type SeededGame } from './support/live-game.ts';

const viewports = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'phone-landscape', width: 844, height: 390, touch: true },
  { name: 'tablet', width: 768, height: 1024, touch: true },
  { name: 'tablet-landscape', width: 1024, height: 768, touch: true },
  { name: 'laptop', width: 1280, height: 800, touch: false },
  { name: 'laptop-wide', width: 1366, height: 768, touch: false },
] as const;

let game: SeededGame;
let ownerCookies: Awaited<ReturnType<BrowserContext['cookies']>>;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Twelve players a team: a full roster must fit too.
  game = await seedLiveGame(page, { premium: true, playersPerTeam: 12 });
  const lineup = (side: 'home' | 'away') => game[side].players.slice(0, 5).map((p) => p.id);
  await post(page, apiPath(liveGamePaths.events, { gameId: game.gameId }), {
    deviceId: 'layout-seed-device',
    console: 'statstwo',
    events: [
      {
        clientId: 'layout-lineup-h',
        period: 1,
        clockMs: 600_000,
        type: 'starting-lineup',
        team: 'home',
        playerIds: lineup('home'),
      },
      {
        clientId: 'layout-lineup-a',
        period: 1,
        clockMs: 600_000,
        type: 'starting-lineup',
        team: 'away',
        playerIds: lineup('away'),
      },
      { clientId: 'layout-start-00', period: 1, clockMs: 600_000, type: 'game-start' },
    ],
  });
  ownerCookies = await context.cookies();
  await context.close();
});

/** Asserts the element is entirely inside the viewport, and tall enough to tap. */
async function onScreen(page: Page, locator: Locator, what: string) {
  const size = page.viewportSize()!;
  const box = await locator.boundingBox();
  expect(box, `${what} is rendered`).not.toBeNull();
  const b = box!;
  expect(b.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(b.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width, `${what}: right edge within ${size.width}`).toBeLessThanOrEqual(
    size.width + 0.5,
  );
  expect(b.y + b.height, `${what}: bottom edge within ${size.height}`).toBeLessThanOrEqual(
    size.height + 0.5,
  );
}

/** Asserts nothing lies over the element: its centre and corners hit the element itself. */
async function uncovered(locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  const cover = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 3, r.top + 3],
      [r.right - 3, r.top + 3],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
    ] as const;
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      // A rounded corner hits what holds the element, which covers nothing.
      if (top !== null && !el.contains(top) && !top.contains(el)) {
        return (top.textContent ?? top.tagName).slice(0, 80);
      }
    }
    return null;
  });
  expect(cover, `${what} is not covered`).toBeNull();
}

async function tappable(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box!.height, `${what} is at least 44 px tall`).toBeGreaterThanOrEqual(43.5);
}

function primaryControls(page: Page, kind: ConsoleKind): [string, Locator][] {
  const clock: [string, Locator][] = [
    ['game clock', page.getByTestId('game-clock')],
    ['start/stop', page.getByRole('button', { name: /^(Start|Stop) clock/ })],
    ['start the game', page.getByRole('button', { name: /^(Start|Finish) the game/ })],
    ['undo', page.getByTestId('undo-last')],
  ];
  if (kind === 'timescore') {
    const teams = [game.home.name, game.away.name].flatMap((name): [string, Locator][] => [
      ...['+1', '+2', '+3', '−1'].map((b): [string, Locator] => [
        `${b} ${name}`,
        page.getByRole('button', { name: `${b} ${name}`, exact: true }),
      ]),
      [`score ${name}`, page.getByLabel(`${name} score`)],
    ]);
    const fouls = ['home', 'away'].flatMap((side): [string, Locator][] => [
      [`fouls ${side}`, page.getByTestId(`team-fouls-${side}`)],
      [`timeouts ${side}`, page.getByTestId(`timeouts-${side}`)],
    ]);
    return [
      ...clock,
      ...teams,
      ...fouls,
      ['foul buttons', page.getByRole('button', { name: /^Foul/ }).last()],
      ['timeout buttons', page.getByRole('button', { name: /^Timeout/ }).last()],
    ];
  }
  if (kind === 'timeonly') {
    return [
      ...clock,
      ['next period', page.getByRole('button', { name: 'Next period' })],
      ['shot clock', page.getByTestId('shot-clock')],
      ['shot clock reset', page.getByRole('button', { name: 'Reset shot clock to 24' })],
    ];
  }
  const sides =
    kind === 'statstwo'
      ? (['home', 'away'] as const)
      : kind === 'statsteamA'
        ? (['home'] as const)
        : (['away'] as const);
  const tiles = sides.flatMap((side) =>
    game[side].players.map((p): [string, Locator] => [
      `player #${p.jersey} (${side})`,
      page.getByTestId(`player-${p.id}`),
    ]),
  );
  const plays = ['2PT made', '3PT missed', 'FT made', 'Def. reb', 'Turnover…', 'Foul…'].map(
    (label): [string, Locator] => [
      label,
      page.getByRole('button', { name: new RegExp(`^${label}`) }),
    ],
  );
  return [...clock, ['selected player', page.getByTestId('selection')], ...plays, ...tiles];
}

const consoles: ConsoleKind[] = ['timescore', 'timeonly', 'statstwo', 'statsteamA', 'statsteamB'];

for (const vp of viewports) {
  test.describe(`${vp.name} ${vp.width}×${vp.height}`, () => {
    test.use({
      viewport: { width: vp.width, height: vp.height },
      hasTouch: vp.touch,
      isMobile: vp.touch,
    });
    for (const kind of consoles) {
      test(`${kind}: primary controls on screen`, async ({ page }, testInfo) => {
        // A stats console waits below for the app-shell worker, which a busy machine makes slow.
        test.setTimeout(180_000);
        await page.context().addCookies(ownerCookies);
        await page.goto(game.consoleUrl(kind));
        await expect(page.getByTestId('connection-state')).toHaveText('Online');
        await expect(page.getByTestId('game-clock')).toBeVisible();
        for (const [what, locator] of primaryControls(page, kind)) {
          await onScreen(page, locator, what);
          if ((await locator.evaluate((el) => el.tagName)) === 'BUTTON') {
            await tappable(locator, what);
          }
        }
        // The keyboard legend is for keyboards: hidden where there is only touch.
        await expect(page.getByRole('region', { name: 'Keyboard shortcuts' })).toBeVisible({
          visible: !vp.touch,
        });
        // Kept in the test's output folder (test-results/) to be looked at.
        await page.screenshot({ path: testInfo.outputPath(`${kind}-${vp.name}.png`) });

        // The foul sheet's code loads when it first opens; offline it comes from the app-shell
        // worker's cache (decision 0006), so the network goes once the worker holds the page, as
        // it does at a venue long before the first outage.
        if (kind.startsWith('stats')) {
          await expect
            .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
              timeout: 90_000,
            })
            .toBe(true);
        }
        // Offline, for as long as the outage lasts: the controls stay where they were, clear.
        await page.context().setOffline(true);
        await expect(page.getByTestId('connection-state')).toHaveText('Offline');
        for (const [what, locator] of primaryControls(page, kind)) {
          await onScreen(page, locator, `${what} (offline)`);
          await uncovered(locator, `${what} (offline)`);
        }
        if (kind.startsWith('stats')) {
          await page
            .getByTestId(`player-${game[kind === 'statsteamB' ? 'away' : 'home'].players[0]!.id}`)
            .click();
          await page.getByRole('button', { name: /^Foul…/ }).click();
          const kinds = page.getByRole('group', { name: 'Kind of foul' }).getByRole('button');
          await expect(kinds.first()).toBeVisible();
          for (const button of await kinds.all()) {
            await uncovered(button, `foul kind ${await button.textContent()} (offline)`);
          }
          await page.keyboard.press('Escape');
        }
        await page.screenshot({ path: testInfo.outputPath(`${kind}-${vp.name}-offline.png`) });
        await page.context().setOffline(false);
      });
    }
  });
}
