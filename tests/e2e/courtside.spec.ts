// The consoles as scorekeepers hold them at a court: every slip taken back with one tap on the free
// plan; a lone statistician running a period from one tablet with the clock bar and jersey entry;
// and two devices that can both run the clock, one of them offline, where the clock never jumps
// silently, the conflict is shown to the operators, and plays recorded offline get the game time
// of the clock that really ran.
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiPath, liveGamePaths, managementPaths } from '../../src/contract/api-paths.ts';
import { expect } from './support/fixtures.ts';
import { post, seedLiveGame, type SeededGame } from './support/live-game.ts';

// Dropping a console's network is part of these tests: the browser reports what it could not load.
const expectedNoise = [
  /Failed to load resource: the server responded with a status of 4\d\d/,
  /net::ERR_INTERNET_DISCONNECTED/,
  /net::ERR_NETWORK_CHANGED/,
];
const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !expectedNoise.some((re) => re.test(msg.text()))) {
        errors.push(`console.error: ${msg.text()}`);
      }
    });
    await use(page);
    expect(errors, 'the browser reported errors').toEqual([]);
  },
});

interface ServerState {
  status: string;
  period: number;
  clock: { running: boolean; remainingMs: number; serverMs: number | null };
  clockOwner: string | null;
  clockConflicts: { deviceId: string; type: string }[];
  score: { home: number; away: number };
  teamFouls: { home: number; away: number };
  timeoutsLeft: { home: number; away: number };
  players: Record<string, { points: number; rebounds: number; fieldGoalsAttempted: number }>;
  playByPlay: { clientId: string; type: string; playerId: string | null; clockMs: number }[];
}

async function serverState(page: Page, gameId: string): Promise<ServerState> {
  const res = await page.request.get(`/api/games/${gameId}/state`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { state: ServerState }).state;
}

async function ownerContext(
  browser: Browser,
  game: SeededGame,
  viewport = { width: 1024, height: 768 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email: game.owner.email, password: game.owner.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

async function postEvents(page: Page, game: SeededGame, events: Record<string, unknown>[]) {
  await post(page, apiPath(liveGamePaths.events, { gameId: game.gameId }), {
    deviceId: 'courtside-setup-device',
    console: 'statstwo',
    events: events.map((e, i) => ({
      clientId: `setup-${game.gameId}-${i}`,
      period: 1,
      clockMs: 600_000,
      ...e,
    })),
  });
}

const label = (p: { jersey: string; firstName: string; lastName: string }) =>
  `#${p.jersey} ${p.firstName} ${p.lastName}`;

test('free plan: a mis-keyed team foul, timeout and basket are each taken back with one tap', async ({
  page,
}) => {
  const game = await seedLiveGame(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(game.consoleUrl('timescore'));
  await expect(page.getByTestId('connection-state')).toHaveText('Online');
  const hawks = game.home.name;

  // The clock cannot run in a game that has not started: starting it starts the game, and the
  // time it ran is kept.
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Finish the game' })).toBeVisible();
  await page.waitForTimeout(1200);
  await page.keyboard.press('Space');
  // The start and the stop may reach the server in two batches: wait for the stop to land.
  await expect
    .poll(async () => {
      const s = await serverState(page, game.gameId);
      return [s.status, s.clock.running];
    })
    .toEqual(['live', false]);
  const ran = await serverState(page, game.gameId);
  expect(ran.clock.remainingMs).toBeLessThan(599_000);

  // Two team fouls where one was meant; the second is taken back.
  await page.keyboard.press('a');
  await page.keyboard.press('a');
  await expect(page.getByTestId('team-fouls-home')).toHaveText('2');
  await page.getByRole('button', { name: `Take back a team foul: ${hawks}` }).click();
  await expect(page.getByTestId('team-fouls-home')).toHaveText('1');

  // A timeout charged to the wrong bench, given back.
  await page.keyboard.press('z');
  await expect(page.getByTestId('timeouts-home')).toHaveText('1');
  await page.getByRole('button', { name: `Give back a timeout: ${hawks}` }).click();
  await expect(page.getByTestId('timeouts-home')).toHaveText('2');

  // A +3 that was a +2: undo names what it takes back.
  await page.getByRole('button', { name: `+3 ${hawks}`, exact: true }).click();
  await expect(page.getByTestId('undo-last')).toHaveText(`Undo: +3 ${game.home.shortName}`);
  await page.getByTestId('undo-last').click();
  await page.getByRole('button', { name: `+2 ${hawks}`, exact: true }).click();
  await expect(page.getByTestId('team-score-home')).toHaveText('2');

  await expect(page.getByTestId('waiting-count')).toHaveText('All sent');
  await expect
    .poll(async () => {
      const s = await serverState(page, game.gameId);
      return [s.score.home, s.teamFouls.home, s.timeoutsLeft.home];
    })
    .toEqual([2, 1, 2]);
});

test('a lone statistician runs a period from one tablet: clock bar, jersey entry, taps', async ({
  page,
}) => {
  const game = await seedLiveGame(page, { premium: true });
  // A number 2 beside the 23 of the away team: typing "2" must wait for a possible "23".
  const two = await post<{ id: string }>(
    page,
    apiPath(managementPaths.teamPlayers, { teamId: game.away.id }),
    { firstName: 'Zoe', lastName: 'Two', jersey: '2', position: null },
  );
  const away23 = game.away.players.find((p) => p.jersey === '23')!;
  const [h1, h2] = game.home.players;
  const lineup = (side: 'home' | 'away') => game[side].players.slice(0, 5).map((p) => p.id);
  await postEvents(page, game, [
    { type: 'starting-lineup', team: 'home', playerIds: lineup('home') },
    { type: 'starting-lineup', team: 'away', playerIds: [...lineup('away').slice(0, 4), two.id] },
  ]);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(game.consoleUrl('statstwo'));
  await expect(page.getByTestId('connection-state')).toHaveText('Online');

  // The clock bar starts the clock, and with it the game.
  const clockBar = page.getByRole('region', { name: 'Clock' });
  await clockBar.getByRole('button', { name: /^Start clock/ }).click();
  await expect(clockBar.getByRole('button', { name: /^Stop clock/ })).toBeVisible();
  await expect(clockBar.getByTestId('game-clock')).not.toHaveText('10:00');

  // "23" then "2": a made two for number 23.
  await page.keyboard.press('2');
  await page.keyboard.press('3');
  await expect(page.getByTestId('selection')).toHaveText(
    `${label(away23)} (${game.away.shortName})`,
  );
  await page.keyboard.press('2');
  await expect(page.getByTestId('score-away')).toHaveText('2');
  await expect(page.getByTestId('selection')).toContainText('Assist?');

  // "2" alone waits a moment for a second digit, then is number 2: W is a missed two.
  await page.keyboard.press('2');
  await expect(page.getByTestId('selection')).toHaveText('#2…');
  await expect(page.getByTestId('selection')).toHaveText(`#2 Zoe Two (${game.away.shortName})`);
  await page.keyboard.press('w');

  // Taps: the home defensive rebound, then a made two with an assist, then an undo.
  await page.getByTestId(`player-${h1!.id}`).click();
  await page.getByRole('button', { name: /^Def\. reb/ }).click();
  await page.getByTestId(`player-${h1!.id}`).click();
  await page.getByRole('button', { name: /^2PT made/ }).click();
  await page.getByRole('button', { name: `Assist: ${label(h2!)}` }).click();
  await page.getByTestId(`player-${h2!.id}`).click();
  await page.getByRole('button', { name: /^Steal/ }).click();
  await expect(page.getByTestId('undo-last')).toHaveText(`Undo: ${label(h2!)} steal`);
  await page.getByTestId('undo-last').click();
  await page
    .getByRole('dialog', { name: 'Undo this play?' })
    .getByRole('button', { name: 'Undo play' })
    .click();

  // The period ends from the bar: stop, then next period (it asks, since time is left).
  await page.keyboard.press('Space');
  await expect(clockBar.getByRole('button', { name: /^Start clock/ })).toBeVisible();
  await clockBar.getByRole('button', { name: 'Next period' }).click();
  const ask = page.getByRole('dialog', { name: 'Change the period?' });
  await expect(ask).toContainText('Start Q2 with 10:00?');
  await ask.getByRole('button', { name: 'Change the period' }).click();
  await expect(clockBar.getByTestId('period')).toHaveText('Q2');
  await expect(clockBar.getByTestId('game-clock')).toHaveText('10:00');

  await expect(page.getByTestId('waiting-count')).toHaveText('All sent');
  await expect
    .poll(async () => {
      const s = await serverState(page, game.gameId);
      return [
        s.period,
        s.score,
        s.players[away23.id]?.points,
        s.players[two.id]?.fieldGoalsAttempted,
        s.players[h1!.id]?.rebounds,
        s.players[h1!.id]?.points,
        s.playByPlay.filter((p) => p.type === 'steal').length,
      ];
    })
    .toEqual([2, { home: 2, away: 2 }, 2, 1, 1, 2, 0]);
});

test('two devices on the clock, one offline: no silent jump, the conflict shown, offline plays timed right', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const game = await seedLiveGame(page, { premium: true });
  const [h1] = game.home.players;
  await postEvents(page, game, [
    {
      type: 'starting-lineup',
      team: 'home',
      playerIds: game.home.players.slice(0, 5).map((p) => p.id),
    },
  ]);

  // The scorer's table (this page) runs the clock; a time-only console on another device and a
  // home statistician on a third follow it.
  await page.goto(game.consoleUrl('timescore'));
  const timerContext = await ownerContext(browser, game);
  const timer = await timerContext.newPage();
  await timer.goto(game.consoleUrl('timeonly'));
  const statsContext = await ownerContext(browser, game);
  const stats = await statsContext.newPage();
  await stats.goto(game.consoleUrl('statsteamA'));
  for (const p of [page, timer, stats]) {
    await expect(p.getByTestId('connection-state')).toHaveText('Online');
  }
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Stop clock/ })).toBeVisible();

  // The time-only console does not run the clock: its buttons wait for an explicit take-over.
  await expect(timer.getByRole('button', { name: /^Stop clock/ })).toBeDisabled();
  await expect(timer.getByTestId('clock-owner-note')).toContainText(
    // Named from its console and the kind of device until the crew names it (decision 0049).
    'The clock is run from Time & score · computer.',
  );

  // Both the timer and the statistician lose the network. The timer takes over and stops and
  // starts the clock on its own screen; the table, still online, stops the clock after that.
  await timerContext.setOffline(true);
  await statsContext.setOffline(true);
  await timer.getByRole('button', { name: 'Take over the clock' }).click();
  await timer.getByRole('button', { name: /^Stop clock/ }).click();
  await timer.waitForTimeout(1500);
  await timer.getByRole('button', { name: /^Start clock/ }).click();
  await expect(timer.getByTestId('waiting-count')).toHaveText('3 waiting');
  await page.waitForTimeout(500);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Start clock/ })).toBeVisible();
  await expect.poll(async () => (await serverState(page, game.gameId)).clock.running).toBe(false);
  const stopped = await serverState(page, game.gameId);

  // Offline, the statistician's screen still runs the clock: a rebound recorded now carries
  // that screen's (wrong) time until the server times it by the clock that really ran.
  await stats.waitForTimeout(2500);
  await stats.getByTestId(`player-${h1!.id}`).click();
  await stats.keyboard.press('d');
  await expect(stats.getByTestId('waiting-count')).toHaveText('1 waiting');

  // Both come back. The clock does not move; the conflict is shown to the operators.
  const tableClock = await page.getByTestId('game-clock').textContent();
  await timerContext.setOffline(false);
  await statsContext.setOffline(false);
  for (const p of [timer, stats]) {
    await expect(p.getByTestId('waiting-count')).toHaveText('All sent', { timeout: 30_000 });
  }
  const after = await serverState(page, game.gameId);
  expect(after.clock).toEqual(stopped.clock);
  expect(after.clockOwner).toBe(stopped.clockOwner);
  expect(after.clockConflicts.map((c) => c.type)).toEqual([
    'clock-takeover',
    'clock-stop',
    'clock-start',
  ]);
  await expect(page.getByTestId('game-clock')).toHaveText(tableClock!);
  await expect(timer.getByTestId('game-clock')).toHaveText(tableClock!);
  for (const p of [page, timer]) {
    await expect(p.getByTestId('clock-conflicts')).toContainText('Clock stopped at');
  }
  const monitor = await statsContext.newPage();
  await monitor.goto(game.outputUrl('scoreboard-view'));
  await expect(monitor.getByText('Clock conflict')).toBeVisible();

  // The rebound the statistician recorded offline is at the time the clock showed then: stopped.
  const rebound = after.playByPlay.find((p) => p.type === 'rebound' && p.playerId === h1!.id);
  expect(rebound?.clockMs).toBe(stopped.clock.remainingMs);

  // The table discards the timer's changes; the clock stays as it is, the conflict is gone.
  await page.getByRole('button', { name: "Keep this device's clock" }).click();
  for (const p of [page, timer, monitor]) {
    await expect(p.getByTestId('clock-conflicts').or(p.getByText('Clock conflict'))).toHaveCount(0);
  }
  const settled = await serverState(page, game.gameId);
  expect(settled.clock).toEqual(stopped.clock);
  expect(settled.clockConflicts).toEqual([]);

  // Taking over online is explicit, and then the table's buttons wait in turn.
  await timer.getByRole('button', { name: 'Take over the clock' }).click();
  await expect(timer.getByRole('button', { name: /^Start clock/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Start clock/ })).toBeDisabled();
  await timerContext.close();
  await statsContext.close();
});

test('Enter records the open dialog whatever has focus; number tiles keep their places', async ({
  page,
}) => {
  const game = await seedLiveGame(page, { premium: true });
  await postEvents(page, game, [{ type: 'game-start' }]);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(game.consoleUrl('statsteamA'));
  await expect(page.getByTestId('connection-state')).toHaveText('Online');
  const [h1, , , , h5, h6] = game.home.players;
  const roster = page.getByRole('region', { name: `Home roster: ${game.home.name}` });

  // Five picked with taps, the last one still focused: Enter records the lineup.
  await roster.getByRole('button', { name: 'Starting lineup' }).click();
  const lineup = page.getByRole('dialog', { name: `Starting lineup: ${game.home.name}` });
  for (const p of game.home.players.slice(0, 5)) {
    await lineup.getByRole('button', { name: label(p) }).click();
  }
  await expect(lineup.getByRole('button', { name: label(h5!) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lineup).toBeHidden();
  await expect(roster.getByRole('button', { name: `${label(h1!)}, on court` })).toBeVisible();

  // A substitution: every tile stays where it was.
  const tile = (p: { id: string }) => page.getByTestId(`player-${p.id}`);
  const before = await Promise.all([tile(h1!).boundingBox(), tile(h6!).boundingBox()]);
  await roster.getByRole('button', { name: 'Substitution' }).click();
  const sub = page.getByRole('dialog', { name: `Substitution: ${game.home.name}` });
  await sub.getByRole('button', { name: label(h1!) }).click();
  await sub.getByRole('button', { name: label(h6!) }).click();
  await page.keyboard.press('Enter');
  await expect(sub).toBeHidden();
  await expect(roster.getByRole('button', { name: `${label(h6!)}, on court` })).toBeVisible();
  expect(await Promise.all([tile(h1!).boundingBox(), tile(h6!).boundingBox()])).toEqual(before);

  // The foul sheet: Enter records the likeliest kind (a personal foul, with no shot before it).
  await tile(h6!).click();
  await page.keyboard.press('f');
  await expect(page.getByRole('dialog', { name: `Foul: ${label(h6!)}` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `Foul: ${label(h6!)}` })).toBeHidden();
  await expect(page.getByTestId('selection')).toHaveText('Tap a player or type a number');
  await expect.poll(async () => (await serverState(page, game.gameId)).teamFouls.home).toBe(1);
});
