// The consoles in a real browser: the time & score console driven by its keyboard shortcuts, the
// stats console recording a possession's plays, undo and edit in the play-by-play (the box score
// recomputes here and on the public stat sheet), and the upgrade prompt for a free owner.
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { seedLiveGame } from './support/live-game.ts';

async function serverState(page: Page, gameId: string) {
  const res = await page.request.get(`/api/games/${gameId}/state`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    state: {
      score: { home: number; away: number };
      clock: { running: boolean };
      players: Record<
        string,
        {
          points: number;
          rebounds: number;
          assists: number;
          personalFouls: number;
          freeThrowsMade: number;
          freeThrowsAttempted: number;
        }
      >;
    };
  };
}

test('time & score console: space runs the clock, +2 and +3 change the score', async ({ page }) => {
  const game = await seedLiveGame(page);
  await page.goto(game.consoleUrl('timescore'));
  await expect(page.getByRole('heading', { name: 'Time & score console' })).toBeVisible();
  await expect(page.getByTestId('connection-state')).toHaveText('Online');
  // Every shortcut is written on its button.
  await expect(page.getByRole('button', { name: /Start clock/ })).toContainText('Space');
  await expect(page.getByRole('button', { name: '+2 Harbour Hawks' })).toContainText('2');

  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('period')).toHaveText('Q1');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /Stop clock/ })).toBeVisible();
  await expect(page.getByTestId('game-clock')).toHaveText('9:59');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /Start clock/ })).toBeVisible();

  await page.keyboard.press('2');
  await page.keyboard.press('0');
  await page.getByRole('button', { name: '+3 Harbour Hawks' }).click();
  await expect(page.getByTestId('team-score-home')).toHaveText('5');
  await expect(page.getByTestId('team-score-away')).toHaveText('3');
  await expect(page.getByTestId('waiting-count')).toHaveText('All sent');
  await expect
    .poll(async () => (await serverState(page, game.gameId)).state.score)
    .toEqual({
      home: 5,
      away: 3,
    });
  expect((await serverState(page, game.gameId)).state.clock.running).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
});

const label = (p: { jersey: string; firstName: string; lastName: string }) =>
  `#${p.jersey} ${p.firstName} ${p.lastName}`;

test('stats console: lineups and plays; undo and edit recompute the box score everywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const game = await seedLiveGame(page, { premium: true });
  const [h1, h2, h3, h4] = game.home.players;
  const [a1, a2] = game.away.players;
  await page.goto(game.consoleUrl('statstwo'));
  await expect(page.getByRole('heading', { name: 'Stats console', exact: true })).toBeVisible();
  await expect(page.getByTestId('connection-state')).toHaveText('Online');

  // Starting lineups: the first five of each roster.
  for (const [side, team] of [
    ['Home', game.home],
    ['Away', game.away],
  ] as const) {
    const roster = page.getByRole('region', { name: `${side} roster: ${team.name}` });
    await roster.getByRole('button', { name: 'Starting lineup' }).click();
    const dialog = page.getByRole('dialog', { name: `Starting lineup: ${team.name}` });
    for (const p of team.players.slice(0, 5)) {
      await dialog.getByRole('button', { name: label(p) }).click();
    }
    await dialog.getByRole('button', { name: 'Record lineup' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      roster.getByRole('button', { name: `${label(team.players[0]!)}, on court` }),
    ).toBeVisible();
  }

  // Nobody runs the time & score console here: the statistician starts the game.
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('button', { name: 'Finish the game' })).toBeVisible();

  // A made three in two taps, then its assist in one more, and where it was taken.
  await page.getByTestId(`player-${h1!.id}`).click();
  await page.getByRole('button', { name: /^3PT made/ }).click();
  await expect(page.getByTestId('selection')).toContainText('Assist?');
  await page.getByRole('button', { name: `Assist: ${label(h2!)}` }).click();
  await page.getByRole('button', { name: 'Where?' }).click();
  await page
    .getByRole('dialog', { name: /^Where\?/ })
    .getByTestId('half-court')
    .click({ position: { x: 40, y: 60 } });

  // An away miss (keyboard: W = 2PT missed) and the home defensive rebound (D).
  await page.getByTestId(`player-${a1!.id}`).click();
  await page.keyboard.press('w');
  await page.getByTestId(`player-${h3!.id}`).click();
  await page.keyboard.press('d');
  // A home miss, fouled by the away team (F): the sheet offers the shooter and two free throws.
  await page.getByTestId(`player-${h4!.id}`).click();
  await page.keyboard.press('w');
  await page.getByTestId(`player-${a2!.id}`).click();
  await page.keyboard.press('f');
  const foul = page.getByRole('dialog', { name: `Foul: ${label(a2!)}` });
  await expect(foul.getByRole('button', { name: label(h4!) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await foul.getByRole('button', { name: 'Shooting · 2 FT' }).click();
  await expect(page.getByTestId('selection')).toHaveText(
    `Free throw 1 of 2: ${label(h4!)} (${game.home.shortName})`,
  );
  await page.getByRole('button', { name: /^Made/ }).click();
  await page.getByRole('button', { name: /^Missed/ }).click();
  await expect(page.getByTestId('selection')).toHaveText('Tap a player or type a number');

  await expect(page.getByTestId('score-home')).toHaveText('4');
  await expect(page.getByTestId('waiting-count')).toHaveText('All sent');
  await expect
    .poll(async () => {
      const { players } = (await serverState(page, game.gameId)).state;
      return [
        players[h1!.id]?.points,
        players[h2!.id]?.assists,
        players[h3!.id]?.rebounds,
        players[a2!.id]?.personalFouls,
        players[h4!.id]?.freeThrowsMade,
        players[h4!.id]?.freeThrowsAttempted,
      ];
    })
    .toEqual([3, 1, 1, 1, 1, 2]);

  // The first stat switched the score source to the stats consoles.
  const stateNow = (await (await page.request.get(`/api/games/${game.gameId}/state`)).json()) as {
    state: { scoreSource: string };
  };
  expect(stateNow.state.scoreSource).toBe('stats');
  expect(await axeViolations(page)).toEqual([]);

  // Undo the rebound.
  const plays = page.getByRole('table', { name: 'Play-by-play' });
  await plays.getByRole('button', { name: `Undo: ${label(h3!)} defensive rebound` }).click();
  await page
    .getByRole('dialog', { name: 'Undo this play?' })
    .getByRole('button', { name: 'Undo play' })
    .click();
  await expect(plays.getByText(`${label(h3!)} defensive rebound`)).toHaveCount(0);

  // Edit the three's scorer: the fourth player made it.
  await plays
    .getByRole('button', { name: new RegExp(`^Edit: ${label(h1!)} 3PT shot made`) })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit play' });
  await edit.getByRole('textbox', { name: 'Shooter' }).click();
  await page.getByRole('option', { name: label(h4!), exact: true }).click();
  await edit.getByRole('button', { name: 'Save change' }).click();
  await expect(plays.getByText(new RegExp(`^${label(h4!)} 3PT shot made`))).toBeVisible();

  // The console's box score recomputed.
  await page.getByRole('tab', { name: `Box score ${game.home.shortName}` }).click();
  const box = page.getByRole('table', { name: `Box score: ${game.home.name}` });
  await expect(box.getByTestId(`box-${h1!.id}`).getByTestId('box-points')).toHaveText('0');
  await expect(box.getByTestId(`box-${h4!.id}`).getByTestId('box-points')).toHaveText('4');
  await expect(box.getByTestId(`box-${h3!.id}`).getByTestId('box-rebounds')).toHaveText('0');
  await expect(box.getByTestId(`box-${h2!.id}`).getByTestId('box-assists')).toHaveText('1');

  // So did the server and the public stat sheet, for anyone.
  await expect
    .poll(async () => {
      const { players } = (await serverState(page, game.gameId)).state;
      return [players[h1!.id]?.points, players[h4!.id]?.points, players[h3!.id]?.rebounds];
    })
    .toEqual([0, 4, 0]);
  const anonymous = await browser.newContext();
  const sheet = await anonymous.newPage();
  await sheet.goto(game.outputUrl('statsheet'));
  const lineOf = (p: { firstName: string; lastName: string }) =>
    sheet.getByTestId('player-line').filter({ hasText: `${p.firstName} ${p.lastName}` });
  await expect(lineOf(h4!).locator('td').nth(2)).toHaveText('4');
  await expect(lineOf(h1!).locator('td').nth(2)).toHaveText('0');
  await anonymous.close();
});

test('a free owner opening a stats console sees the upgrade prompt; the server refuses too', async ({
  page,
}) => {
  const game = await seedLiveGame(page);
  await page.goto(game.consoleUrl('statstwo'));
  await expect(page.getByText('Upgrade to Tempo Premium')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Premium' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^3PT made/ })).toHaveCount(0);
  const res = await page.request.post(`/api/games/${game.gameId}/events`, {
    data: {
      deviceId: 'e2e-device-free',
      console: 'statstwo',
      events: [
        {
          clientId: 'e2e-free-shot-1',
          period: 1,
          clockMs: 600_000,
          type: 'shot',
          team: 'home',
          playerId: game.home.players[0]!.id,
          points: 2,
          made: true,
        },
      ],
    },
  });
  expect(res.status()).toBe(402);
});

test('scoreboard view: the scoreboard, the score check, who is connected, links and QR codes', async ({
  page,
  browser,
}) => {
  const game = await seedLiveGame(page, { premium: true });
  const other = await browser.newContext();
  const signIn = await other.request.post('/api/auth/sign-in/email', {
    data: { email: game.owner.email, password: game.owner.password },
  });
  expect(signIn.status()).toBe(200);
  const scorer = await other.newPage();
  await scorer.goto(game.consoleUrl('timescore'));
  await scorer.getByRole('button', { name: 'Start the game' }).click();
  await scorer.keyboard.press('3');

  await page.goto(game.outputUrl('scoreboard-view'));
  await expect(page.getByRole('heading', { name: 'Scoreboard view', level: 1 })).toBeVisible();
  await expect(page.getByTestId('scoreboard').getByTestId('score-home')).toHaveText('3');
  await expect(page.getByTestId('console-score')).toHaveText('3 : 0');
  await expect(page.getByText('Sources agree')).toBeVisible();
  const connected = page.getByRole('table', { name: 'Connected consoles and outputs' });
  await expect(connected.getByText('Time & score console')).toBeVisible();
  await expect(connected.getByText('Scoreboard view')).toBeVisible();
  // A new screen appears in the list as it connects: an output opened by a signed-in member
  // (anonymous public screens are not listed; anyone could claim to be any screen).
  const viewer = await browser.newContext();
  await (await viewer.newPage()).goto(game.outputUrl('scoreboard'));
  await (await other.newPage()).goto(game.outputUrl('statsheet'));
  await expect(connected.getByText('Stat sheet', { exact: true })).toBeVisible();
  await expect(connected.getByText('Scoreboard', { exact: true })).toHaveCount(0);

  const links = page.getByRole('table', { name: 'Consoles and outputs' });
  await expect(links.getByRole('link', { name: 'Stats console: away team' })).toBeVisible();
  await links.getByRole('button', { name: 'QR code: Time & score console' }).click();
  await expect(
    page.locator('svg title', { hasText: 'QR code for Time & score console' }),
  ).toHaveCount(1);
  await page.keyboard.press('Escape');
  expect(await axeViolations(page)).toEqual([]);
  await other.close();
  await viewer.close();
});

test('time-only console: set the clock, run it with space, and it stops itself at 0.0', async ({
  page,
}) => {
  const game = await seedLiveGame(page);
  await page.goto(game.consoleUrl('timeonly'));
  await expect(page.getByRole('heading', { name: 'Time-only console' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^\+2/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Set the clock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set the game clock' });
  await dialog.getByLabel('Time left').fill('0:02.5');
  await dialog.getByRole('button', { name: 'Set clock' }).click();
  await expect(page.getByTestId('game-clock')).toHaveText('0:02.5');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /Stop clock/ })).toBeVisible();
  await expect(page.getByTestId('game-clock')).toHaveText('0:00.0', { timeout: 5000 });
  await expect(page.getByRole('button', { name: /Start clock/ })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/games/${game.gameId}/state`);
      return ((await res.json()) as { state: { clock: unknown } }).state.clock;
    })
    .toMatchObject({ running: false, remainingMs: 0 });
  expect(await axeViolations(page)).toEqual([]);
});
