// One official score, kept at the table (decision 0046): the time & score console's +2 moves a
// score its operator sees whether or not stats consoles are in use, and when the two counts
// disagree both are shown where the buttons are and one tap settles them; the stats consoles say
// so too. The stats console's plays go through the API, as another device's would.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { event, postEvents, seedLiveGame, type SeededGame } from './support/live-game.ts';

async function serverScore(page: Page, gameId: string) {
  const res = await page.request.get(`/api/games/${gameId}/state`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { state: { score: { home: number; away: number } } }).state.score;
}

/** A made shot keyed on a stats console. */
function statsShot(page: Page, game: SeededGame, side: 'home' | 'away', points: 2 | 3) {
  const playerId = game[side].players[0]!.id;
  return postEvents(
    page,
    game,
    [event({ type: 'shot', team: side, playerId, points, made: true }, 1, 590_000)],
    'statstwo',
  );
}

async function openTable(page: Page, game: SeededGame) {
  await page.goto(game.consoleUrl('timescore'));
  await expect(page.getByTestId('connection-state')).toHaveText('Online');
}

test('the table alone, then with the stats consoles chosen: a tap moves the score', async ({
  page,
}) => {
  const game = await seedLiveGame(page);
  await openTable(page, game);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: '+2 Harbour Hawks' }).click();
  await expect(page.getByTestId('team-score-home')).toHaveText('2');
  await expect.poll(() => serverScore(page, game.gameId)).toEqual({ home: 2, away: 0 });

  // The operators chose the stats consoles' count (none yet): the next tap takes it back, from it.
  await page.getByText('Stats consoles', { exact: true }).click();
  await expect(page.getByTestId('team-score-home')).toHaveText('0');
  await page.getByRole('button', { name: '+3 Valley Vipers' }).click();
  await expect(page.getByTestId('team-score-away')).toHaveText('3');
  await expect.poll(() => serverScore(page, game.gameId)).toEqual({ home: 0, away: 3 });
});

test('after the stats consoles scored, +2 still moves the score; a mismatch settles in one tap', async ({
  page,
}) => {
  const game = await seedLiveGame(page, { premium: true });
  await postEvents(page, game, [event({ type: 'game-start' })], 'statstwo');
  await statsShot(page, game, 'home', 3);

  await openTable(page, game);
  const home = page.getByTestId('team-score-home');
  await expect(home).toHaveText('3');
  await expect(page.getByText(/The stats consoles keep the score/).first()).toBeVisible();
  await page.getByRole('button', { name: '+2 Harbour Hawks' }).click();
  await expect(home).toHaveText('5');
  await expect(page.getByText(/The stats consoles keep the score/)).toHaveCount(0);
  await expect.poll(() => serverScore(page, game.gameId)).toEqual({ home: 5, away: 0 });

  // The stats key the same basket: the two agree, nothing to check.
  await statsShot(page, game, 'home', 2);
  const check = page.getByTestId('score-check');
  await expect(check).toHaveCount(0);

  // A basket only the stats consoles saw: both scores, who settles, and one tap.
  await statsShot(page, game, 'away', 2);
  await expect(page.getByTestId('score-check-official')).toHaveText(
    'Official, this table: HAW 5 : 0 VIP',
  );
  await expect(page.getByTestId('score-check-other')).toHaveText(
    'The stats consoles: HAW 5 : 2 VIP',
  );
  await expect(check).toContainText('If the table is right, the stats consoles add or undo');
  // The stats console says it as well.
  const stats = await page.context().newPage();
  await stats.goto(game.consoleUrl('statstwo'));
  const flag = stats.getByRole('alert').filter({ hasText: 'To settle it' });
  await expect(flag).toContainText('HAW 5 : 0 VIP');
  await expect(flag).toContainText('HAW 5 : 2 VIP');

  await page.getByRole('button', { name: 'Take the stats score HAW 5 : 2 VIP' }).click();
  await expect(check).toHaveCount(0);
  await expect(page.getByTestId('team-score-away')).toHaveText('2');
  await expect(flag).toHaveCount(0);
  await expect.poll(() => serverScore(page, game.gameId)).toEqual({ home: 5, away: 2 });
});
