// The outage venues actually have: the Wi-Fi, or the server, goes down for every device at once.
// Each device reaches the server through its own link (support/cuttable-link.ts), which a cut
// really closes, event streams included. Through the outage the table runs the clock and stops it
// for a timeout, statisticians key plays, and a second clock console takes the clock over on its
// own screen. Afterwards every play is listed at the clock the table ran when it was keyed (±1 s),
// and the clock still belongs to the table, whatever order the devices reconnect in.
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import { CuttableLink } from './support/cuttable-link.ts';
import { e2ePort } from './support/env.ts';
import { expect } from './support/fixtures.ts';
import { post, seedLiveGame, type SeededGame, type SeededPlayer } from './support/live-game.ts';

// Cutting a device's link is the point of these tests: the browser reports what it could not load.
const expectedNoise = [
  /Failed to load resource/,
  /net::ERR_/,
  /ServiceWorker/,
  /Error while trying to use the following icon/,
];

type ConsoleKind = 'timescore' | 'timeonly' | 'statsteamA' | 'statsteamB';
type Viewport = { width: number; height: number };

const phone = { width: 390, height: 844 };
const phoneLandscape = { width: 844, height: 390 };
const tablet = { width: 768, height: 1024 };
const laptop = { width: 1280, height: 800 };

interface Device {
  name: string;
  context: BrowserContext;
  page: Page;
  link: CuttableLink;
  errors: string[];
}

/** A signed-in browser on its own link, with `kind` open and online. */
async function openDevice(
  browser: Browser,
  game: SeededGame,
  name: string,
  kind: ConsoleKind,
  viewport: Viewport,
): Promise<Device> {
  const link = await CuttableLink.open(e2ePort);
  const context = await browser.newContext({
    viewport,
    baseURL: link.origin,
    hasTouch: viewport.width < 1000,
  });
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email: game.owner.email, password: game.owner.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`${name} pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !expectedNoise.some((re) => re.test(msg.text()))) {
      errors.push(`${name} console.error: ${msg.text()}`);
    }
  });
  await page.goto(game.consoleUrl(kind));
  await expect(page.getByTestId('connection-state')).toHaveText('Online');
  return { name, context, page, link, errors };
}

/** The venue's Wi-Fi drops: every device offline, every open connection closed. */
async function wifiDown(devices: Device[]) {
  await Promise.all(devices.map((d) => Promise.all([d.context.setOffline(true), d.link.cut()])));
}

/** The server dies: every connection closed and refused; the devices still think they are online. */
async function serverDown(devices: Device[]) {
  await Promise.all(devices.map((d) => d.link.cut()));
}

async function reconnect(d: Device) {
  await d.link.restore();
  await d.context.setOffline(false);
  await expect(d.page.getByTestId('waiting-count')).toHaveText('All sent', { timeout: 60_000 });
}

interface Logged {
  seq: number;
  deviceId: string;
  event: {
    clientId: string;
    type: string;
    remainingMs?: number;
    serverMs?: number;
  };
}

interface ServerState {
  clock: { running: boolean; remainingMs: number };
  clockOwner: string | null;
  clockConflicts: { deviceId: string; type: string }[];
  playByPlay: { clientId: string; clockMs: number; period: number }[];
}

async function serverState(page: Page, gameId: string): Promise<ServerState> {
  const res = await page.request.get(`http://localhost:${e2ePort}/api/games/${gameId}/state`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { state: ServerState }).state;
}

async function serverLog(page: Page, gameId: string): Promise<Logged[]> {
  const res = await page.request.get(
    `http://localhost:${e2ePort}/api/games/${gameId}/events?after=0`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { events: Logged[] }).events;
}

/**
 * The clock the table ran, at server time `at`: from its own stops and starts (each says the time
 * left when it was tapped), not from anything the plays carry.
 */
function tableClockAt(log: Logged[], owner: string, at: number): number {
  const marks = log
    .filter((l) => l.deviceId === owner && l.event.serverMs !== undefined)
    .filter((l) => l.event.type === 'clock-start' || l.event.type === 'clock-stop')
    .sort((a, b) => a.event.serverMs! - b.event.serverMs!);
  const mark = marks.filter((l) => l.event.serverMs! <= at).at(-1);
  if (mark === undefined) throw new Error('the table had not started the clock');
  const { type, remainingMs, serverMs } = mark.event;
  return type === 'clock-start' ? remainingMs! - (at - serverMs!) : remainingMs!;
}

/**
 * Keys a made free throw for the player selected on a stats console (the selection stays for the
 * next one) and says when, in server time.
 */
async function keyFreeThrow(stats: Page): Promise<number> {
  const before = Date.now();
  await stats.keyboard.press('1');
  return (before + Date.now()) / 2;
}

async function select(stats: Page, player: SeededPlayer) {
  await stats.getByTestId(`player-${player.id}`).click();
}

async function startingFives(page: Page, game: SeededGame) {
  const lineup = (team: 'home' | 'away', players: SeededPlayer[]) => ({
    clientId: `lineup-${team}-${game.gameId}`,
    period: 1,
    clockMs: 600_000,
    type: 'starting-lineup',
    team,
    playerIds: players.slice(0, 5).map((p) => p.id),
  });
  await post(page, apiPath(liveGamePaths.events, { gameId: game.gameId }), {
    deviceId: 'outage-setup-device',
    console: 'statstwo',
    events: [lineup('home', game.home.players), lineup('away', game.away.players)],
  });
}

/** Every play `device` keyed is listed within a second of the table's clock when it was keyed. */
function expectPlaysOnTheTableClock(
  log: Logged[],
  state: ServerState,
  owner: string,
  keyed: { device: string; at: number }[],
) {
  const listed = new Map(state.playByPlay.map((p) => [p.clientId, p.clockMs]));
  const byDevice = new Map<string, Logged[]>();
  for (const l of log) byDevice.set(l.deviceId, [...(byDevice.get(l.deviceId) ?? []), l]);
  const devices = [...new Set(keyed.map((k) => k.device))];
  const misses: string[] = [];
  for (const device of devices) {
    const plays = keyed.filter((k) => k.device === device);
    const theirs = (byDevice.get(device) ?? []).sort((a, b) => a.seq - b.seq);
    expect(theirs, `${device}'s plays all reached the log`).toHaveLength(plays.length);
    plays.forEach((k, i) => {
      const logged = theirs[i]!;
      const want = tableClockAt(log, owner, k.at);
      const got = listed.get(logged.event.clientId);
      if (got === undefined || Math.abs(got - want) > 1000) {
        misses.push(`${device} play ${i + 1} (${logged.event.type}): listed ${got}, table ${want}`);
      }
    });
  }
  expect(misses, 'plays listed away from the clock the table ran').toEqual([]);
}

/** The id a browser logs its events under (src/web/lib/live/device-id.ts keeps it). */
async function deviceIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => localStorage.getItem('tempo-device-id'));
  expect(id).toBeTruthy();
  return id!;
}

for (const order of ['the statistician first', 'the table first'] as const) {
  test(`Wi-Fi down for everyone: 30 plays through a timeout keep the table's clock, ${order} back`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const game = await seedLiveGame(page, { premium: true });
    await startingFives(page, game);
    const table = await openDevice(browser, game, 'table', 'timescore', tablet);
    const timer = await openDevice(browser, game, 'timer', 'timeonly', phoneLandscape);
    const stats = await openDevice(browser, game, 'stats', 'statsteamA', phone);
    const devices = [table, timer, stats];

    await table.page.keyboard.press('Space');
    await expect(table.page.getByRole('button', { name: /^Stop clock/ })).toBeVisible();
    await expect.poll(async () => (await serverState(page, game.gameId)).clock.running).toBe(true);
    const owner = (await serverState(page, game.gameId)).clockOwner!;
    expect(owner).toBe(await deviceIdOf(table.page));

    await select(stats.page, game.home.players[0]!);
    await wifiDown(devices);
    const keyed: { device: string; at: number }[] = [];
    const statsId = await deviceIdOf(stats.page);
    for (let i = 0; i < 30; i++) {
      if (i === 8) {
        // The timer's operator thinks the table is gone and takes the clock on their own screen.
        await timer.page.getByRole('button', { name: 'Take over the clock' }).click();
        await timer.page.getByRole('button', { name: /^Stop clock/ }).click();
      }
      if (i === 10) {
        await table.page.keyboard.press('Space'); // timeout: the table stops the clock
        await expect(table.page.getByRole('button', { name: /^Start clock/ })).toBeVisible();
      }
      if (i === 20) {
        await table.page.keyboard.press('Space'); // play resumes
        await expect(table.page.getByRole('button', { name: /^Stop clock/ })).toBeVisible();
      }
      keyed.push({ device: statsId, at: await keyFreeThrow(stats.page) });
      await stats.page.waitForTimeout(250);
    }
    await expect(stats.page.getByTestId('waiting-count')).toHaveText('30 waiting');

    const back = order === 'the table first' ? [table, timer, stats] : [stats, timer, table];
    for (const d of back) await reconnect(d);

    const state = await serverState(page, game.gameId);
    expect(state.clockOwner, 'the table still runs the clock').toBe(owner);
    const timerId = await deviceIdOf(timer.page);
    expect(state.clockConflicts.map((c) => [c.deviceId, c.type])).toEqual([
      [timerId, 'clock-takeover'],
      [timerId, 'clock-stop'],
    ]);
    await expect(table.page.getByRole('button', { name: /^Stop clock/ })).toBeEnabled();
    expectPlaysOnTheTableClock(await serverLog(page, game.gameId), state, owner, keyed);
    for (const d of devices) {
      expect(d.errors).toEqual([]);
      await d.link.close();
      await d.context.close();
    }
  });
}

test('the server down for 60 s: two team statisticians keep scoring, every play on the table clock', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const game = await seedLiveGame(page, { premium: true });
  await startingFives(page, game);
  const table = await openDevice(browser, game, 'table', 'timescore', laptop);
  const home = await openDevice(browser, game, 'home stats', 'statsteamA', tablet);
  const away = await openDevice(browser, game, 'away stats', 'statsteamB', phoneLandscape);
  const devices = [table, home, away];

  await table.page.keyboard.press('Space');
  await expect.poll(async () => (await serverState(page, game.gameId)).clock.running).toBe(true);
  const owner = (await serverState(page, game.gameId)).clockOwner!;
  const homeId = await deviceIdOf(home.page);
  const awayId = await deviceIdOf(away.page);

  await select(home.page, game.home.players[1]!);
  await select(away.page, game.away.players[2]!);
  await serverDown(devices);
  const downAt = Date.now();
  const keyed: { device: string; at: number }[] = [];
  let stopped = false;
  let restarted = false;
  for (let i = 0; Date.now() - downAt < 58_000; i++) {
    const elapsed = Date.now() - downAt;
    if (!stopped && elapsed > 20_000) {
      stopped = true;
      await table.page.keyboard.press('Space'); // a timeout, while the server is down
      await expect(table.page.getByRole('button', { name: /^Start clock/ })).toBeVisible();
    }
    if (!restarted && elapsed > 35_000) {
      restarted = true;
      await table.page.keyboard.press('Space');
      await expect(table.page.getByRole('button', { name: /^Stop clock/ })).toBeVisible();
    }
    keyed.push({ device: homeId, at: await keyFreeThrow(home.page) });
    await page.waitForTimeout(600);
    keyed.push({ device: awayId, at: await keyFreeThrow(away.page) });
    await page.waitForTimeout(1400);
  }
  await page.waitForTimeout(Math.max(0, 60_000 - (Date.now() - downAt)));

  // The server is back for everyone at once; each device finds it on its own next retry.
  await Promise.all(devices.map((d) => d.link.restore()));
  for (const d of devices) {
    await expect(d.page.getByTestId('waiting-count')).toHaveText('All sent', { timeout: 60_000 });
  }

  const state = await serverState(page, game.gameId);
  expect(state.clockOwner).toBe(owner);
  expect(state.clockConflicts).toEqual([]);
  expect(keyed.length).toBeGreaterThanOrEqual(30);
  expectPlaysOnTheTableClock(await serverLog(page, game.gameId), state, owner, keyed);
  for (const d of devices) {
    expect(d.errors).toEqual([]);
    await d.link.close();
    await d.context.close();
  }
});
