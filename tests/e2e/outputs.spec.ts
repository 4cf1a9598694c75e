// The outputs (docs/product/live-games.md): anonymous viewers follow a live game on the scoreboard and the stat
// sheet, the clock runs on server time, OBS gets a transparent overlay, the board shows team fouls,
// the bonus and who fouled out and holds still at every size, closed tournaments get a "not
// available" page, the plan decides the stat sheet's player lines and a game without statistics
// shows none, the offline scoreboard opens without a network, and the local scoreboard follows a
// console in the same browser.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  adminPaths,
  apiPath,
  apiPaths,
  liveGamePaths,
  managementPaths,
} from '../../src/contract/api-paths.ts';
import type { LiveGame } from '../../src/contract/live-games.ts';
import type { LoggedEvent, TeamSide } from '../../src/domain/game/events.ts';
import { siteAdminEmails } from './support/env.ts';
import { expect, signInAsSiteAdmin, test } from './support/fixtures.ts';
import { event, post, postEvents, seedLiveGame } from './support/live-game.ts';

/** Pages outside the `page` fixture fail their test on browser errors the same way. */
function watchErrors(page: Page, allow: RegExp = /status of 4\d\d/): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !allow.test(msg.text())) errors.push(msg.text());
  });
  return errors;
}

async function anonymousPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Waits until the page's live stream is connected (the badge only shows while it is not). */
async function waitOnline(page: Page) {
  await expect(
    page.getByTestId('scoreboard').or(page.getByTestId('period-scores')).first(),
  ).toBeVisible();
  await expect(page.getByTestId('connection-badge')).toHaveCount(0);
}

test('anonymous scoreboard and stat sheet see a posted score within a second', async ({
  page,
  browser,
}) => {
  const game = await seedLiveGame(page);
  await postEvents(page, game, [event({ type: 'game-start' })]);

  const viewer = await anonymousPage(browser);
  const board = viewer.page;
  const sheet = await viewer.context.newPage();
  const sheetErrors = watchErrors(sheet);
  // The scoreboard follows the server's summaries: it never reads the log.
  const boardApi: string[] = [];
  board.on('request', (req) => {
    const { pathname, search } = new URL(req.url());
    if (pathname.startsWith('/api/public/games/')) boardApi.push(`${pathname}${search}`);
  });
  await board.goto(game.outputUrl('scoreboard'));
  await sheet.goto(game.outputUrl('statsheet'));
  await expect(board.getByTestId('score-home')).toHaveText('0');
  await expect(sheet.getByTestId('sheet-score-home')).toHaveText('0');
  await waitOnline(board);
  await waitOnline(sheet);
  await expect(board.getByTestId('scoreboard').getByText('Harbour Hawks')).toBeVisible();

  await postEvents(page, game, [event({ type: 'score-adjust', team: 'home', points: 3 })]);
  // Both within one second of the server's answer.
  await Promise.all([
    expect(board.getByTestId('score-home')).toHaveText('3', { timeout: 1000 }),
    expect(sheet.getByTestId('sheet-score-home')).toHaveText('3', { timeout: 1000 }),
  ]);
  const two = event({ type: 'score-adjust', team: 'away', points: 2 });
  await postEvents(page, game, [two]);
  await Promise.all([
    expect(board.getByTestId('score-away')).toHaveText('2', { timeout: 1000 }),
    expect(sheet.getByTestId('sheet-score-away')).toHaveText('2', { timeout: 1000 }),
  ]);
  // An undo: the server's summary of the log without it.
  await postEvents(page, game, [event({ type: 'void', targetClientId: two.clientId })]);
  await Promise.all([
    expect(board.getByTestId('score-away')).toHaveText('0', { timeout: 1000 }),
    expect(sheet.getByTestId('sheet-score-away')).toHaveText('0', { timeout: 1000 }),
  ]);
  expect(boardApi.length).toBeGreaterThanOrEqual(2);
  expect(
    boardApi.every((url) => /[?&]view=scoreboard(&|$)/.test(url)),
    boardApi.join(' '),
  ).toBe(true);

  expect(viewer.errors).toEqual([]);
  expect(sheetErrors).toEqual([]);
  await viewer.context.close();
});

/**
 * An anonymous scoreboard following a game whose clock was started at 0:45. The test, the server
 * and the browser share this machine's clock, so Date.now() here is server time; the page measures
 * its own offset through /api/time.
 */
async function boardWithRunningClock(page: Page, browser: Browser) {
  const game = await seedLiveGame(page);
  const viewer = await anonymousPage(browser);
  const board = viewer.page;
  await board.goto(game.outputUrl('scoreboard'));
  await waitOnline(board);

  const startRemaining = 45_000;
  const startedAt = Date.now();
  await postEvents(page, game, [
    event({ type: 'game-start' }),
    event(
      { type: 'clock-start', remainingMs: startRemaining, serverMs: startedAt },
      1,
      startRemaining,
    ),
  ]);
  await expect(board.getByTestId('game-clock')).toHaveText(/^0:4\d\.\d$/);
  return { game, viewer, board, startRemaining, startedAt };
}

test('the running clock on the scoreboard is within 0.2 s of the clock-start event', async ({
  page,
  browser,
}) => {
  const running = await boardWithRunningClock(page, browser);
  const { viewer, board, startRemaining, startedAt } = running;

  // Record every text the clock shows for a second, with the moment React committed it: the
  // shown tenth is rounded up (0:43.7 means 43.6–43.7 s left) from a reading up to a frame before.
  const samples = await board.evaluate(async () => {
    const clock = document.querySelector('[data-testid="game-clock"]')!;
    const seen: { text: string; at: number }[] = [];
    const observer = new MutationObserver(() => {
      seen.push({ text: clock.textContent ?? '', at: Date.now() });
    });
    observer.observe(clock, { subtree: true, childList: true, characterData: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    observer.disconnect();
    return seen;
  });
  expect(samples.length, 'the clock repaints while it runs').toBeGreaterThan(5);
  for (const { text, at } of samples) {
    const match = /^0:(\d\d)\.(\d)$/.exec(text);
    expect(match, text).not.toBeNull();
    const shownMs = Number(match![1]) * 1000 + Number(match![2]) * 100;
    const expectedMs = startRemaining - (at - startedAt);
    // The middle of the tenth the display stands for, against the true time left.
    expect(
      Math.abs(shownMs - 50 - expectedMs),
      `${text} at ${expectedMs} ms left`,
    ).toBeLessThanOrEqual(200);
  }
  expect(viewer.errors).toEqual([]);
  await viewer.context.close();
});

test('stopping the clock never shows it tick up, even when the stop reads above the board', async ({
  page,
  browser,
}) => {
  const { game, viewer, board, startRemaining, startedAt } = await boardWithRunningClock(
    page,
    browser,
  );

  // Every frame's clock text for 1.5 s, while the clock is stopped in the middle.
  const sampling = board.evaluate(async () => {
    const clock = document.querySelector('[data-testid="game-clock"]')!;
    const seen: string[] = [];
    const until = performance.now() + 1500;
    await new Promise<void>((resolve) => {
      requestAnimationFrame(function sample(at) {
        seen.push(clock.textContent ?? '');
        if (at < until) requestAnimationFrame(sample);
        else resolve();
      });
    });
    return { seen, cue: document.querySelector('[data-testid="clock-corrected"]') !== null };
  });
  await board.waitForTimeout(600);
  // The timekeeper tapped Stop 400 ms before the board hears of it: the stop's clock is above
  // what the board has counted down to since.
  const stopAt = Date.now();
  const stopRemaining = startRemaining - (stopAt - startedAt) + 400;
  await postEvents(page, game, [
    event({ type: 'clock-stop', remainingMs: stopRemaining, serverMs: stopAt }, 1, stopRemaining),
  ]);
  const { seen, cue } = await sampling;

  const tenths = seen.map((text) => {
    const match = /^0:(\d\d)\.(\d)$/.exec(text);
    expect(match, text).not.toBeNull();
    return Number(match![1]) * 10 + Number(match![2]);
  });
  expect(tenths.length, 'the clock repaints while it runs').toBeGreaterThan(20);
  for (let i = 1; i < tenths.length; i += 1) {
    expect(tenths[i], `${seen[i - 1]} then ${seen[i]}`).toBeLessThanOrEqual(tenths[i - 1]!);
  }
  // It stopped: the last frames agree, and within the 400 ms the board had run past the stop.
  expect(new Set(seen.slice(-15)).size, 'stopped for the last frames').toBe(1);
  expect(Math.ceil(stopRemaining / 100) - tenths.at(-1)!).toBeLessThanOrEqual(5);
  expect(cue, 'a stop is not a correction').toBe(false);
  expect(viewer.errors).toEqual([]);
  await viewer.context.close();
});

test('overlay mode is a score bug on a transparent page', async ({ page, browser }) => {
  const game = await seedLiveGame(page);
  await postEvents(page, game, [
    event({ type: 'game-start' }),
    event({ type: 'score-adjust', team: 'away', points: 2 }),
  ]);
  const viewer = await anonymousPage(browser);
  await viewer.page.goto(`${game.outputUrl('scoreboard')}?overlay=1`);
  await expect(viewer.page.getByTestId('score-away')).toHaveText('2');
  await expect(viewer.page.getByTestId('scoreboard')).toHaveAttribute('data-overlay', 'true');
  const backgrounds = await viewer.page.evaluate(() => [
    getComputedStyle(document.documentElement).backgroundColor,
    getComputedStyle(document.body).backgroundColor,
  ]);
  expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  // No "Sound on" button painted into a broadcast.
  await expect(viewer.page.getByRole('button')).toHaveCount(0);
  expect((await new AxeBuilder({ page: viewer.page }).analyze()).violations).toEqual([]);
  expect(viewer.errors).toEqual([]);
  await viewer.context.close();
});

test('a tournament without public outputs shows a "not available" page', async ({
  page,
  browser,
}) => {
  const game = await seedLiveGame(page, { publicOutputs: false });
  const viewer = await anonymousPage(browser);
  await viewer.page.goto(game.outputUrl('scoreboard'));
  await expect(
    viewer.page.getByRole('heading', { name: 'This scoreboard is not available' }),
  ).toBeVisible();
  await viewer.page.goto(game.outputUrl('statsheet'));
  await expect(
    viewer.page.getByRole('heading', { name: 'This stat sheet is not available' }),
  ).toBeVisible();
  // Members still see their own game's outputs.
  await page.goto(game.outputUrl('scoreboardoffline'));
  await expect(page.getByTestId('score-home')).toHaveText('0');
  expect(viewer.errors).toEqual([]);
  await viewer.context.close();
});

test('the stat sheet shows player lines for a premium owner, and passes axe', async ({
  page,
  browser,
}) => {
  const game = await seedLiveGame(page, { premium: true });
  const shooter = game.home.players[0]!;
  const passer = game.home.players[1]!;
  await postEvents(page, game, [event({ type: 'game-start' })]);
  await postEvents(
    page,
    game,
    [
      event({
        type: 'starting-lineup',
        team: 'home',
        playerIds: game.home.players.slice(0, 5).map((p) => p.id),
      }),
      event({
        type: 'shot',
        team: 'home',
        playerId: shooter.id,
        points: 3,
        made: true,
        assistPlayerId: passer.id,
      }),
      event({ type: 'shot', team: 'home', playerId: passer.id, points: 2, made: false }),
    ],
    'statstwo',
  );

  const viewer = await anonymousPage(browser);
  const sheet = viewer.page;
  await sheet.goto(game.outputUrl('statsheet'));
  const homeBox = sheet.getByTestId('box-home');
  await expect(homeBox.getByTestId('player-line')).toHaveCount(game.home.players.length);
  await expect(sheet.getByTestId('box-away').getByTestId('player-line')).toHaveCount(
    game.away.players.length,
  );
  const shooterLine = homeBox.getByRole('row', {
    name: new RegExp(`${shooter.firstName} ${shooter.lastName}`),
  });
  // Cells after the row header: #, MIN, PTS, FG, 3P …
  await expect(shooterLine.getByRole('cell').nth(2)).toHaveText('3');
  await expect(shooterLine.getByRole('cell').nth(4)).toHaveText('1-1');
  // Team totals with percentages: 1 of 2 field goals.
  await expect(sheet.getByTestId('totals-home').getByRole('cell').nth(3)).toHaveText('1-2');
  await expect(homeBox.getByRole('row', { name: /Percentages/ })).toContainText('50.0%');
  await expect(sheet.getByText('Player lines are not shown for this game.')).toHaveCount(0);

  const results = await new AxeBuilder({ page: sheet }).analyze();
  expect(results.violations).toEqual([]);

  await sheet.goto(game.outputUrl('scoreboard'));
  await expect(sheet.getByTestId('score-home')).toBeVisible();
  const boardResults = await new AxeBuilder({ page: sheet }).analyze();
  expect(boardResults.violations).toEqual([]);
  expect(viewer.errors).toEqual([]);
  await viewer.context.close();
});

test('the stat sheet of a free owner shows team totals only', async ({ page, browser }) => {
  const game = await seedLiveGame(page, { premium: true });
  await postEvents(page, game, [
    event({ type: 'game-start' }),
    event({ type: 'score-adjust', team: 'home', points: 2 }),
  ]);
  await postEvents(
    page,
    game,
    [
      event({
        type: 'shot',
        team: 'home',
        playerId: game.home.players[0]!.id,
        points: 2,
        made: true,
      }),
    ],
    'statstwo',
  );
  // The pass ends: the game keeps its statistics, the owner's plan no longer shows player lines.
  const owner = (await (await page.request.get(apiPaths.me)).json()) as { id: string };
  const admin = await anonymousPage(browser);
  await signInAsSiteAdmin(admin.page, siteAdminEmails[2]!);
  await post(admin.page, apiPath(adminPaths.userPremium, { userId: owner.id }), {
    action: 'revoke',
  });
  await admin.context.close();
  // Outputs read the owner's plan again when the game changes (otherwise within a minute).
  const edit = await page.request.patch(apiPath(managementPaths.game, { gameId: game.gameId }), {
    data: { venue: 'Court 2' },
  });
  expect(edit.status(), await edit.text()).toBe(200);

  const viewer = await anonymousPage(browser);
  const sheet = viewer.page;
  await sheet.goto(game.outputUrl('statsheet'));
  await expect(sheet.getByTestId('team-totals')).toBeVisible();
  await expect(sheet.getByText('Player lines are not shown for this game.')).toBeVisible();
  await expect(sheet.getByTestId('player-line')).toHaveCount(0);
  await expect(sheet.getByText(game.home.players[0]!.lastName)).toHaveCount(0);
  // PTS, FG: the made two-pointer.
  await expect(sheet.getByTestId('totals-home').getByRole('cell').first()).toHaveText('2');
  await expect(sheet.getByTestId('totals-home').getByRole('cell').nth(1)).toHaveText('1-1');
  await expect(sheet.getByText('powered by Tempo')).toBeVisible();
  const results = await new AxeBuilder({ page: sheet }).analyze();
  expect(results.violations).toEqual([]);
  expect(viewer.errors).toEqual([]);
  await viewer.context.close();
});

/** A table's body as text, row by row: the row header, then each cell. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())),
    );
}

test('the stat sheet of a game scored only on the time & score console shows periods and team fouls, not player rows', async ({
  page,
  browser,
}, testInfo) => {
  // A premium owner's game: player lines are in the plan, but nobody recorded any statistics.
  const game = await seedLiveGame(page, { premium: true });
  const teamFoul = (team: TeamSide, period: number) =>
    event(
      { type: 'foul', team, offender: 'player', playerId: null, kind: 'personal', shooting: false },
      period,
      300_000,
    );
  await postEvents(page, game, [
    event({ type: 'game-start' }),
    event({ type: 'score-adjust', team: 'home', points: 2 }, 1, 500_000),
    event({ type: 'score-adjust', team: 'home', points: 3 }, 1, 400_000),
    event({ type: 'score-adjust', team: 'away', points: 2 }, 1, 350_000),
    teamFoul('home', 1),
    teamFoul('home', 1),
    teamFoul('home', 1),
    teamFoul('away', 1),
    event({ type: 'period-end' }, 1, 0),
    event({ type: 'period-start', newPeriod: 2 }, 2, 600_000),
    event({ type: 'score-adjust', team: 'away', points: 3 }, 2, 500_000),
    teamFoul('home', 2),
    teamFoul('away', 2),
    teamFoul('away', 2),
  ]);

  const viewer = await anonymousPage(browser);
  const sheet = viewer.page;
  await sheet.setViewportSize({ width: 390, height: 844 });
  await sheet.goto(game.outputUrl('statsheet'));
  await expect(sheet.getByTestId('sheet-score-home')).toHaveText('5');
  expect(await tableRows(sheet.getByTestId('period-scores'))).toEqual([
    ['Harbour Hawks', '5', '0', '–', '–', '5'],
    ['Valley Vipers', '2', '3', '–', '–', '5'],
  ]);
  expect(await tableRows(sheet.getByTestId('period-fouls'))).toEqual([
    ['Harbour Hawks', '3', '1', '–', '–', '4'],
    ['Valley Vipers', '1', '2', '–', '–', '3'],
  ]);
  await expect(sheet.getByText('Team fouls count per period for the bonus.')).toBeVisible();
  await expect(sheet.getByTestId('no-player-stats')).toHaveText(
    'No player statistics have been recorded for this game.',
  );
  await expect(sheet.getByTestId('player-line')).toHaveCount(0);
  await expect(sheet.getByTestId('box-home')).toHaveCount(0);
  await expect(sheet.getByTestId('team-totals')).toHaveCount(0);
  await expect(sheet.getByText(game.home.players[0]!.lastName)).toHaveCount(0);
  expect((await new AxeBuilder({ page: sheet }).analyze()).violations).toEqual([]);
  await sheet.screenshot({ path: testInfo.outputPath('statsheet-console-only-390x844.png') });

  // The first thing a stats console records brings the player lines, live.
  await postEvents(
    page,
    game,
    [
      event(
        { type: 'rebound', team: 'away', playerId: game.away.players[0]!.id, offensive: false },
        2,
        450_000,
      ),
    ],
    'statstwo',
  );
  await expect(sheet.getByTestId('box-away').getByTestId('player-line')).toHaveCount(
    game.away.players.length,
  );
  await expect(sheet.getByTestId('no-player-stats')).toHaveCount(0);
  expect(viewer.errors).toEqual([]);
  await viewer.context.close();
});

const viewports = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

const longName = 'Harbour City Thunderbirds Basketball Club';

/** Where an element is on the page, rounded to the pixel. */
async function boxOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}

/** The game clock's width, once it shows `text`. */
async function clockWidth(page: Page, text: string): Promise<number> {
  const clock = page.getByTestId('game-clock');
  await expect(clock).toHaveText(text);
  return (await clock.boundingBox())!.width;
}

/** How a team's name is set: its text, its lines, its size, and whether all of it is in its box. */
async function nameLayout(page: Page, side: TeamSide) {
  return page.getByTestId(`name-${side}`).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const own = el.getBoundingClientRect();
    const head = el.parentElement!.getBoundingClientRect();
    return {
      text: el.textContent,
      lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
      fontPx: Number.parseFloat(getComputedStyle(el).fontSize),
      inside:
        text.left >= own.left - 0.5 &&
        text.right <= own.right + 0.5 &&
        text.left >= head.left &&
        text.right <= head.right &&
        text.top >= head.top - 0.5 &&
        text.bottom <= head.bottom + 0.5,
    };
  });
}

for (const size of viewports) {
  test(`at ${size.width}×${size.height} the scoreboard and its overlay show team fouls, the bonus and who fouled out, and hold still`, async ({
    page,
    browser,
  }, testInfo) => {
    const game = await seedLiveGame(page, {
      premium: true,
      homeTeam: { name: longName, shortName: 'HCT' },
    });
    const fouler = game.home.players[2]!;
    await postEvents(page, game, [event({ type: 'game-start' })]);
    await postEvents(
      page,
      game,
      (['home', 'away'] as const).map((team) =>
        event({
          type: 'starting-lineup',
          team,
          playerIds: game[team].players.slice(0, 5).map((p) => p.id),
        }),
      ),
      'statstwo',
    );

    const context = await browser.newContext({ viewport: size });
    const board = await context.newPage();
    const bug = await context.newPage();
    const errors = [watchErrors(board), watchErrors(bug)];
    await board.goto(game.outputUrl('scoreboard'));
    await bug.goto(`${game.outputUrl('scoreboard')}?overlay=1`);
    await waitOnline(board);
    await waitOnline(bug);
    const pages = [board, bug];

    // The clock keeps its width from 10:00 to 1:00 to 0:59.9.
    const setClock = (ms: number) =>
      postEvents(page, game, [
        event({ type: 'clock-set', remainingMs: ms, serverMs: Date.now() }, 1, ms),
      ]);
    const widths = await Promise.all(pages.map((p) => clockWidth(p, '10:00')));
    await setClock(60_000);
    expect(await Promise.all(pages.map((p) => clockWidth(p, '1:00')))).toEqual(widths);
    await setClock(59_900);
    expect(await Promise.all(pages.map((p) => clockWidth(p, '0:59.9')))).toEqual(widths);

    // A score that gains a digit (9 → 102) moves nothing else.
    const threes = (n: number) =>
      Array.from({ length: n }, () =>
        event({ type: 'score-adjust', team: 'home', points: 3 }, 1, 59_900),
      );
    await postEvents(page, game, threes(3));
    await expect(board.getByTestId('score-home')).toHaveText('9');
    await expect(bug.getByTestId('score-home')).toHaveText('9');
    const still = (p: Page) =>
      Promise.all(
        ['game-clock', 'score-away', 'fouls-home', 'fouls-away', 'scoreboard'].map((id) =>
          boxOf(p.getByTestId(id)),
        ),
      );
    const before = await Promise.all(pages.map(still));
    await postEvents(page, game, threes(31));
    await expect(board.getByTestId('score-home')).toHaveText('102');
    await expect(bug.getByTestId('score-home')).toHaveText('102');
    expect(await Promise.all(pages.map(still))).toEqual(before);

    // Five fouls: the player fouls out, and the home team is in the penalty, so the visitors
    // shoot free throws: "Bonus" beside them. Two team fouls by the visitors from the other console.
    const personal = (team: TeamSide, playerId: string | null) =>
      event(
        { type: 'foul', team, offender: 'player', playerId, kind: 'personal', shooting: false },
        1,
        59_900,
      );
    await postEvents(
      page,
      game,
      Array.from({ length: 5 }, () => personal('home', fouler.id)),
      'statstwo',
    );
    await postEvents(page, game, [personal('away', null), personal('away', null)]);
    const outText = `#${fouler.jersey} ${fouler.firstName[0]}. ${fouler.lastName} fouled out`;
    for (const p of pages) {
      await expect(p.getByTestId('fouls-home')).toHaveText('5');
      await expect(p.getByTestId('fouls-away')).toHaveText('2');
      await expect(p.getByTestId('bonus-away')).toHaveText('Bonus');
      await expect(p.getByTestId('bonus-away')).toBeVisible();
      await expect(p.getByTestId('bonus-home')).toHaveCount(0);
      await expect(p.getByTestId('fouled-out-home')).toContainText(outText);
      await expect(p.getByTestId('fouled-out-home')).toBeVisible();
    }
    await expect(board.getByTestId('fouled-out-away')).toHaveText('');
    await expect(bug.getByTestId('fouled-out-away')).toHaveCount(0);

    // The long name on one line inside its box, whole or as the short name, at a size that reads.
    for (const side of ['home', 'away'] as const) {
      const name = await nameLayout(board, side);
      expect(name.lines, `${side} name lines`).toBe(1);
      expect(name.inside, `${side} name inside its box`).toBe(true);
      expect(name.fontPx).toBeGreaterThanOrEqual(12);
      expect([game[side].name, game[side].shortName]).toContain(name.text);
    }
    expect((await nameLayout(board, 'away')).text).toBe('Valley Vipers');

    expect((await new AxeBuilder({ page: board }).analyze()).violations).toEqual([]);
    expect((await new AxeBuilder({ page: bug }).analyze()).violations).toEqual([]);
    const tag = `${size.width}x${size.height}`;
    await board.screenshot({ path: testInfo.outputPath(`scoreboard-${tag}.png`) });
    await bug.screenshot({ path: testInfo.outputPath(`overlay-${tag}.png`) });
    expect(errors.flat()).toEqual([]);
    await context.close();
  });
}

test('the offline scoreboard opens without a network after one visit', async ({ browser }) => {
  // Its own context: going offline makes the browser report failed loads, which is the point here.
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page, /status of 4\d\d|ERR_INTERNET_DISCONNECTED|net::ERR_/);
  const game = await seedLiveGame(page);
  await postEvents(page, game, [
    event({ type: 'game-start' }),
    event({ type: 'score-adjust', team: 'home', points: 3 }),
    event({ type: 'score-adjust', team: 'away', points: 2 }),
  ]);

  await page.goto(game.outputUrl('scoreboardoffline'));
  await expect(page.getByTestId('score-home')).toHaveText('3');
  await expect(page.getByTestId('connection-badge')).toHaveCount(0);
  // The app shell is cached once the service worker is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), 'the page came from the service worker').toBe(true);
  await expect(page.getByTestId('score-home')).toHaveText('3');
  await expect(page.getByTestId('score-away')).toHaveText('2');
  await expect(page.getByTestId('connection-badge')).toHaveText('Offline: last known score');

  // Back online, it catches up by itself.
  await context.setOffline(false);
  await postEvents(page, game, [event({ type: 'score-adjust', team: 'away', points: 3 })]);
  await expect(page.getByTestId('score-away')).toHaveText('5', { timeout: 20_000 });
  await expect(page.getByTestId('connection-badge')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('the offline scoreboard asks a signed-out visitor to sign in', async ({ browser }) => {
  const viewer = await anonymousPage(browser);
  await viewer.page.goto('/tournaments/t1/seasons/s1/games/g1/output/scoreboardoffline');
  const link = viewer.page.getByRole('link', { name: 'Sign in' });
  await expect(link).toHaveAttribute(
    'href',
    `/login?redirectTo=${encodeURIComponent('/tournaments/t1/seasons/s1/games/g1/output/scoreboardoffline')}`,
  );
  expect(viewer.errors).toEqual([]);
  await viewer.context.close();
});

test('the local scoreboard follows a console in another window of the same browser', async ({
  page,
}) => {
  const game = await seedLiveGame(page);
  const stateRes = await page.request.get(apiPath(liveGamePaths.state, { gameId: game.gameId }));
  expect(stateRes.status()).toBe(200);
  const { game: liveGame } = (await stateRes.json()) as { game: LiveGame };

  await page.goto(game.outputUrl('localscoreboard'));
  await expect(page.getByText('Open a console of this game in this browser')).toBeVisible();

  // Another window of the same browser (context) plays the console's part on the channel.
  const other = await page.context().newPage();
  await other.goto('/favicon.svg');
  const at = Date.now();
  const log: LoggedEvent[] = [
    {
      seq: 1,
      event: event({ type: 'game-start' }),
      recordedAt: at,
      deviceId: 'd-local-1',
      userId: 'u',
    },
    {
      seq: 2,
      event: event({ type: 'score-adjust', team: 'home', points: 3 }),
      recordedAt: at,
      deviceId: 'd-local-1',
      userId: 'u',
    },
  ];
  const send = (entries: LoggedEvent[]) =>
    other.evaluate(
      ({ gameId, snapshot }) => {
        const channel = new BroadcastChannel(`tempo-live-${gameId}`);
        channel.postMessage({ type: 'snapshot', snapshot });
        channel.close();
      },
      {
        gameId: game.gameId,
        snapshot: { game: liveGame, log: entries, serverOffsetMs: 0, sentAt: Date.now() },
      },
    );
  await send(log);
  await expect(page.getByTestId('score-home')).toHaveText('3');
  await expect(page.getByTestId('scoreboard').getByText('Harbour Hawks')).toBeVisible();

  // A pending event (seq after the last confirmed one) shows at once too.
  log.push({
    seq: 3,
    event: event({ type: 'score-adjust', team: 'away', points: 2 }),
    recordedAt: at,
    deviceId: 'd-local-1',
    userId: 'u',
  });
  await send(log);
  await expect(page.getByTestId('score-away')).toHaveText('2');
});

test("a link to an output inside the app opens the output's own page", async ({ page }) => {
  const game = await seedLiveGame(page);
  await page.goto(game.outputUrl('scoreboard').replace(/\/output\/scoreboard$/, ''));
  await page.getByRole('link', { name: 'Scoreboard (public)' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${game.outputUrl('scoreboard')}$`));
  await expect(page.getByTestId('scoreboard').getByText('Harbour Hawks')).toBeVisible();
  // Back returns to the app's game page.
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Scoreboard (public)' }).first()).toBeVisible();
});
