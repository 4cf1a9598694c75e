// A live game's journey: a scorekeeper runs console/timescore on a laptop, two statisticians run
// console/statsteamA and console/statsteamB on tablets, and anonymous screens show the scoreboard,
// its OBS overlay and the stat sheet, all following the consoles live, without a reload. How fast
// they follow is measured by `npm run bench` (live fan-out: console POST to every viewer's stream),
// not here: this machine's browsers share two cores with the server and another test.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { seedLiveGame, type SeededGame } from './support/live-game.ts';

const tablet = { width: 1024, height: 768 };

async function signedInPage(browser: Browser, game: SeededGame): Promise<Page> {
  const context = await browser.newContext({ viewport: tablet });
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email: game.owner.email, password: game.owner.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return context.newPage();
}

async function anonymousPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  return page;
}

/**
 * Milliseconds until `check` passes. The screens have no polling: a change seen at all came
 * through the live stream, and one that never comes fails the check at its own time limit.
 */
async function timeUntil(check: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await check();
  return Date.now() - started;
}

test('the live journey: three consoles, and the scoreboard, overlay and stat sheet for anyone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const game = await seedLiveGame(page, { premium: true });
  const [h1] = game.home.players;
  const [a1] = game.away.players;

  await page.goto(game.consoleUrl('timescore'));
  const teamA = await signedInPage(browser, game);
  const teamB = await signedInPage(browser, game);
  await teamA.goto(game.consoleUrl('statsteamA'));
  await teamB.goto(game.consoleUrl('statsteamB'));
  const scoreboard = await anonymousPage(browser, game.outputUrl('scoreboard'));
  const overlay = await anonymousPage(browser, `${game.outputUrl('scoreboard')}?overlay=1`);
  const sheet = await anonymousPage(browser, game.outputUrl('statsheet'));
  for (const p of [page, teamA, teamB]) {
    await expect(p.getByTestId('connection-state')).toHaveText('Online');
  }
  await expect(scoreboard.getByTestId('score-home')).toHaveText('0');
  await expect(overlay.getByTestId('score-home')).toHaveText('0');
  await expect(sheet.getByTestId('sheet-score-home')).toHaveText('0');

  // The scorekeeper starts the game and the clock with the space bar.
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /Stop clock/ })).toBeVisible();
  await expect(scoreboard.getByTestId('game-clock')).not.toHaveText('10:00');
  await expect(teamA.getByRole('button', { name: 'Start the game' })).toHaveCount(0);

  // A basket: the scorekeeper's +2, seen on every anonymous screen as it happens.
  await page.keyboard.press('2');
  const took = await Promise.all([
    timeUntil(() => expect(scoreboard.getByTestId('score-home')).toHaveText('2')),
    timeUntil(() => expect(overlay.getByTestId('score-home')).toHaveText('2')),
    timeUntil(() => expect(sheet.getByTestId('sheet-score-home')).toHaveText('2')),
  ]);
  console.log(`score change seen on scoreboard/overlay/statsheet after ${took.join(' / ')} ms`);

  // The statisticians record the plays: the home basket and an away free throw.
  await teamA.getByTestId(`player-${h1!.id}`).click();
  await teamA.getByRole('button', { name: /^2PT made/ }).click();
  await teamB.getByTestId(`player-${a1!.id}`).click();
  await teamB.getByRole('button', { name: /^FT made/ }).click();

  // Both appear in the stat sheet's player lines (the second cell after the name is PTS).
  const lineOf = (p: { firstName: string; lastName: string }) =>
    sheet.getByTestId('player-line').filter({ hasText: `${p.firstName} ${p.lastName}` });
  await expect(lineOf(h1!).locator('td').nth(2)).toHaveText('2');
  await expect(lineOf(a1!).locator('td').nth(2)).toHaveText('1');

  // The score comes from the scorekeeper (used first); the stats disagree until the scorekeeper
  // adds the free throw, and every console says so meanwhile: the scorekeeper's under its score
  // buttons, with both scores.
  await expect(page.getByTestId('score-check')).toContainText('The stats consoles: HAW 2 : 1 VIP');
  for (const p of [teamA, teamB]) {
    await expect(p.getByRole('alert').filter({ hasText: 'Score unreliable' })).toBeVisible();
  }
  await page.keyboard.press('8');
  await expect(page.getByTestId('score-check')).toHaveCount(0);
  for (const p of [page, teamA, teamB]) {
    await expect(p.getByText('Score unreliable')).toHaveCount(0);
    await expect(p.getByTestId('score-away')).toHaveText('1');
  }
  await expect(scoreboard.getByTestId('score-away')).toHaveText('1');
  for (const p of [page, teamA, teamB]) {
    await expect(p.getByTestId('waiting-count')).toHaveText('All sent');
  }
  for (const p of [teamA, teamB, scoreboard, overlay, sheet]) await p.context().close();
});
