// A FIBA 3x3 game at a tablet (768×1024): the stats console starts three a side and keeps three on
// court, scores with 1PT and 2PT plays (there is no 3PT button), its box score and the stat sheet
// name the beyond-the-arc column 2P, and the public scoreboard follows the game until it ends
// itself at 21. A tied game goes to an overtime with no game clock ("First to 2") where the clock
// button runs the shot clock, and ends at the first team to score 2 in it.
import type { Browser, Page } from '@playwright/test';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import { presetRules } from '../../src/domain/season/rule-presets.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedLiveGame, type SeededGame, type SeededPlayer } from './support/live-game.ts';

const tablet = { width: 768, height: 1024 };

async function postEvents(page: Page, game: SeededGame, events: Record<string, unknown>[]) {
  const res = await post<{ results: { status: string; reason?: string }[] }>(
    page,
    apiPath(liveGamePaths.events, { gameId: game.gameId }),
    {
      deviceId: 'threes-setup-device',
      console: 'statstwo',
      events: events.map((e, i) => ({
        clientId: `threes-${game.gameId}-${Date.now()}-${i}`,
        period: 1,
        clockMs: 600_000,
        ...e,
      })),
    },
  );
  expect(res.results.filter((r) => r.status !== 'accepted')).toEqual([]);
}

const shot = (team: 'home' | 'away', player: SeededPlayer, points: 1 | 2) => ({
  type: 'shot',
  team,
  playerId: player.id,
  points,
  made: true,
});

/** The public scoreboard, as an anonymous viewer at a tablet sees it. */
async function publicScoreboard(browser: Browser, game: SeededGame) {
  const context = await browser.newContext({ viewport: tablet });
  const board = await context.newPage();
  await board.goto(game.outputUrl('scoreboard'));
  await expect(board.getByTestId('scoreboard')).toBeVisible();
  await expect(board.getByTestId('connection-badge')).toHaveCount(0);
  return { context, board };
}

/** A premium organiser's FIBA 3x3 season with a game between two teams of four. */
const threeByThreeGame = (page: Page) =>
  seedLiveGame(page, { premium: true, playersPerTeam: 4, rules: presetRules('fiba-3x3') });

async function pickLineup(page: Page, rosterName: string, players: SeededPlayer[]) {
  await page
    .getByRole('region', { name: new RegExp(`roster: ${rosterName}`) })
    .getByRole('button', { name: 'Starting lineup' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Starting lineup: ${rosterName}` });
  await expect(dialog.getByText('Pick the three players who start.')).toBeVisible();
  for (const p of players.slice(0, 3)) {
    await dialog.getByRole('button', { name: new RegExp(`^#${p.jersey} `) }).click();
  }
  await expect(dialog.getByText('3 of 3 picked')).toBeVisible();
  // A fourth starter is not offered.
  await expect(
    dialog.getByRole('button', { name: new RegExp(`^#${players[3]!.jersey} `) }),
  ).toBeDisabled();
  await dialog.getByRole('button', { name: 'Record lineup' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a 3x3 game on the stats console at a tablet: three on court, 1PT and 2PT, final at 21 on the public scoreboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const game = await threeByThreeGame(page);
  const [h1, h2, , h4] = game.home.players;
  const [a1] = game.away.players;
  await page.setViewportSize(tablet);
  await page.goto(game.consoleUrl('statstwo'));
  await expect(page.getByTestId('connection-state')).toHaveText('Online');

  // Three a side, and substitutions that would put a fourth on court are refused.
  await pickLineup(page, game.home.name, game.home.players);
  await pickLineup(page, game.away.name, game.away.players);
  await page
    .getByRole('region', { name: new RegExp(`roster: ${game.home.name}`) })
    .getByRole('button', { name: 'Substitution' })
    .click();
  const sub = page.getByRole('dialog', { name: `Substitution: ${game.home.name}` });
  await sub.getByRole('button', { name: new RegExp(`^#${h4!.jersey} `) }).click();
  await expect(sub.getByText('That leaves 4 players on court; this game plays 3.')).toBeVisible();
  await expect(sub.getByRole('button', { name: 'Record substitution' })).toBeDisabled();
  await sub.getByRole('button', { name: 'Cancel' }).click();

  // The clock bar starts the game; the plays are worth 1 and 2, with no 3PT at all.
  const clockBar = page.getByRole('region', { name: 'Clock' });
  await clockBar.getByRole('button', { name: /^Start clock/ }).click();
  await expect(clockBar.getByRole('button', { name: /^Stop clock/ })).toBeVisible();
  await expect(clockBar.getByTestId('shot-clock')).not.toHaveText('Off');
  for (const label of ['1PT made', '1PT missed', '2PT made', '2PT missed']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^3PT/ })).toHaveCount(0);

  const { context: viewer, board } = await publicScoreboard(browser, game);

  // Taps: a 2PT and a 1PT for the home team, a 1PT for the away team.
  await page.getByTestId(`player-${h1!.id}`).click();
  await page.getByRole('button', { name: /^2PT made/ }).click();
  await page.getByTestId(`player-${h2!.id}`).click();
  await page.getByRole('button', { name: /^1PT made/ }).click();
  await page.getByTestId(`player-${a1!.id}`).click();
  await page.getByRole('button', { name: /^1PT made/ }).click();
  await expect(page.getByTestId('score-home')).toHaveText('3');
  await expect(board.getByTestId('score-home')).toHaveText('3');
  await expect(board.getByTestId('score-away')).toHaveText('1');
  await expect(board.getByTestId('period')).toHaveText('P1');

  // Another statistician's plays bring the home team to 19.
  await postEvents(
    page,
    game,
    Array.from({ length: 8 }, () => shot('home', h1!, 2)),
  );
  await expect(page.getByTestId('score-home')).toHaveText('19');
  await expect(board.getByTestId('score-home')).toHaveText('19');

  // By keyboard: the jersey, then the inside shot's key (2) for 1PT; the shot beyond the arc's
  // key (3) for 2PT, the 21st point.
  await page.keyboard.press(h2!.jersey);
  await expect(page.getByTestId('selection')).toContainText(`#${h2!.jersey}`);
  await page.keyboard.press('2');
  await expect(page.getByTestId('score-home')).toHaveText('20');
  await expect(page.getByTestId('selection')).toContainText('Assist?');
  await page.getByTestId(`player-${h1!.id}`).click();
  await page.keyboard.press('3');

  await expect(page.getByTestId('score-home')).toHaveText('22');
  await expect(
    page.getByText('The game is over: only corrections can be made now (undo or edit plays).'),
  ).toBeVisible();
  await expect(board.getByTestId('period')).toHaveText('Final');
  await expect(board.getByTestId('score-home')).toHaveText('22');
  await expect(board.getByTestId('score-away')).toHaveText('1');
  await expect(clockBar.getByRole('button', { name: /^Start clock/ })).toBeDisabled();

  // The box score names the beyond-the-arc column 2P: h1 made 9 of them, h2 one 1PT.
  await page.getByRole('tab', { name: `Box score ${game.home.shortName}` }).click();
  const box = page.getByRole('table', { name: `Box score: ${game.home.name}` });
  await expect(box.getByRole('columnheader', { name: '2P', exact: true })).toBeVisible();
  await expect(box.getByRole('columnheader', { name: '3P', exact: true })).toHaveCount(0);
  const h1Row = box.getByTestId(`box-${h1!.id}`);
  await expect(h1Row.getByTestId('box-points')).toHaveText('20');
  await expect(h1Row.getByRole('cell').nth(3)).toHaveText('10-10');
  await expect(h1Row.getByRole('cell').nth(4)).toHaveText('10-10');

  // The stat sheet too.
  await board.goto(game.outputUrl('statsheet'));
  const sheetBox = board.getByTestId('box-home');
  await expect(sheetBox.getByRole('columnheader', { name: '2P', exact: true })).toBeVisible();
  await expect(sheetBox.getByRole('columnheader', { name: '3P', exact: true })).toHaveCount(0);
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/games/${game.gameId}/state`);
      const { state } = (await res.json()) as {
        state: { status: string; score: { home: number }; clock: { running: boolean } };
      };
      return [state.status, state.score.home, state.clock.running];
    })
    .toEqual(['final', 22, false]);
  await viewer.close();
});

test('a tied 3x3 game goes to an overtime with no game clock, won by the first to score 2', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const game = await threeByThreeGame(page);
  const [h1] = game.home.players;
  const [a1] = game.away.players;
  const lineup = (side: 'home' | 'away') => game[side].players.slice(0, 3).map((p) => p.id);
  await postEvents(page, game, [
    { type: 'starting-lineup', team: 'home', playerIds: lineup('home') },
    { type: 'starting-lineup', team: 'away', playerIds: lineup('away') },
    { type: 'game-start' },
    ...Array.from({ length: 5 }, () => [shot('home', h1!, 2), shot('away', a1!, 2)]).flat(),
  ]);
  await page.setViewportSize(tablet);
  await page.goto(game.consoleUrl('statstwo'));
  await expect(page.getByTestId('connection-state')).toHaveText('Online');
  const { context: viewer, board } = await publicScoreboard(browser, game);

  // Level at 10–10 with time still on the clock (it never ran here): the change asks first.
  const clockBar = page.getByRole('region', { name: 'Clock' });
  await clockBar.getByRole('button', { name: 'Next period' }).click();
  const ask = page.getByRole('dialog', { name: 'Change the period?' });
  await expect(ask).toContainText(
    'Start OT1, with no game clock (the first team to score 2 points wins)?',
  );
  await ask.getByRole('button', { name: 'Change the period' }).click();
  await expect(clockBar.getByTestId('period')).toHaveText('OT1');
  await expect(clockBar.getByTestId('game-clock')).toHaveText('First to 2');
  await expect(board.getByTestId('game-clock')).toHaveText('First to 2');
  await expect(board.getByTestId('period')).toHaveText('OT1');

  // The clock button runs the shot clock alone.
  await clockBar.getByRole('button', { name: /^Start shot clock/ }).click();
  await expect(clockBar.getByRole('button', { name: /^Stop shot clock/ })).toBeVisible();
  await expect(clockBar.getByTestId('shot-clock')).not.toHaveText('12');
  await expect(clockBar.getByTestId('game-clock')).toHaveText('First to 2');

  // 1 point is not enough; the other team's 2-pointer wins it.
  await page.getByTestId(`player-${h1!.id}`).click();
  await page.getByRole('button', { name: /^1PT made/ }).click();
  await expect(board.getByTestId('score-home')).toHaveText('11');
  await expect(board.getByTestId('period')).toHaveText('OT1');
  await page.getByTestId(`player-${a1!.id}`).click();
  await page.getByRole('button', { name: /^2PT made/ }).click();
  await expect(board.getByTestId('period')).toHaveText('Final');
  await expect(board.getByTestId('score-away')).toHaveText('12');
  await expect(board.getByTestId('score-home')).toHaveText('11');
  await viewer.close();
});

test('the season settings choose FIBA 3x3: its fields, the standings it brings, saved', async ({
  page,
}) => {
  const game = await seedLiveGame(page, { playersPerTeam: 1 });
  await page.setViewportSize(tablet);
  await page.goto(`/tournaments/${game.tournamentId}/seasons/${game.seasonId}/settings`);
  const preset = page.getByRole('textbox', { name: 'Rules preset', exact: true });
  await expect(preset).toHaveValue('FIBA');
  await expect(page.getByLabel('Overtime length (minutes)')).toHaveValue('5');
  await preset.click();
  await page.getByRole('option', { name: 'FIBA 3x3', exact: true }).click();

  await expect(page.getByLabel('Periods', { exact: true })).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: 'Field goals are worth' })).toHaveValue(
    '1 and 2 points (3x3)',
  );
  await expect(page.getByLabel('Score that wins the game')).toHaveValue('21');
  await expect(page.getByRole('textbox', { name: 'Overtime', exact: true })).toHaveValue(
    'No clock: first to score wins',
  );
  await expect(page.getByLabel('Points that win overtime (points)')).toHaveValue('2');
  // An untimed overtime has no length to set.
  await expect(page.getByLabel('Overtime length (minutes)')).toHaveCount(0);
  await expect(page.getByLabel('Players on court per team')).toHaveValue('3');
  await expect(page.getByLabel('Team fouls before the bonus (fouls)')).toHaveValue('6');
  await expect(page.getByRole('textbox', { name: 'Team fouls reset every' })).toHaveValue(
    'Never (whole game)',
  );
  await expect(page.getByLabel('Personal fouls to disqualify')).toHaveValue('');
  await expect(page.getByLabel('Shot clock, new possession (seconds)')).toHaveValue('12');
  // The standings nobody changed follow the rulebook.
  await expect(page.getByRole('radio', { name: 'Win percentage' })).toBeChecked();
  await expect(page.getByText('Points scored per game (forfeit wins left out)')).toBeVisible();

  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The season settings were saved.')).toBeVisible();
  const res = await page.request.get(`/api/seasons/${game.seasonId}`);
  const season = (await res.json()) as {
    rules: Record<string, unknown>;
    standingsRules: { rankBy: string; tiebreakers: string[] };
  };
  expect(season.rules).toMatchObject({
    preset: 'fiba-3x3',
    shotValues: [1, 2],
    scoreLimit: 21,
    overtimePointsToWin: 2,
    playersOnCourt: 3,
    teamFoulsReset: 'game',
    personalFoulsToDisqualify: null,
  });
  expect(season.standingsRules).toMatchObject({
    rankBy: 'win-percentage',
    tiebreakers: ['head-to-head', 'points-scored-average'],
  });
});
