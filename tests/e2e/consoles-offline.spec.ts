// The consoles when the venue Wi-Fi drops (docs/product/live-games.md#offline): a
// console offline records 300 events, is reloaded midway without a network (the cached app shell
// and the IndexedDB outbox), and when the network is back the server has exactly those 300, in
// order, once. And two stats consoles on one game at once end with the same score everywhere.
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { expect } from './support/fixtures.ts';
import { seedLiveGame, type SeededGame } from './support/live-game.ts';

// As support/fixtures.ts, but a dropped network is the point here: the browser reports the
// requests it could not make.
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

interface LoggedEvent {
  seq: number;
  event: { clientId: string; type: string; team?: string; points?: number };
}

async function serverLog(page: Page, gameId: string): Promise<LoggedEvent[]> {
  const res = await page.request.get(`/api/games/${gameId}/events?after=0`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { events: LoggedEvent[] }).events;
}

/** The client ids waiting in this browser's outbox, in recording order. */
function outboxIds(page: Page, gameId: string): Promise<string[]> {
  return page.evaluate(
    (id) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tempo-consoles');
        open.onerror = () => reject(new Error('no outbox database'));
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('outbox').objectStore('outbox').index('byGame').getAll(id);
          req.onsuccess = () => {
            resolve((req.result as { event: { clientId: string } }[]).map((r) => r.event.clientId));
            db.close();
          };
          req.onerror = () => reject(new Error('outbox unreadable'));
        };
      }),
    gameId,
  );
}

/** Whether this browser keeps the game for an offline start. */
function gameCached(page: Page, gameId: string): Promise<boolean> {
  return page.evaluate(
    (id) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('tempo-consoles');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('games')) return resolve(false);
          const req = db.transaction('games').objectStore('games').get(id);
          req.onsuccess = () => resolve(req.result !== undefined);
          req.onerror = () => resolve(false);
        };
      }),
    gameId,
  );
}

async function postEvents(page: Page, game: SeededGame, events: Record<string, unknown>[]) {
  const res = await page.request.post(`/api/games/${game.gameId}/events`, {
    data: {
      deviceId: 'e2e-setup-device',
      console: 'timescore',
      events: events.map((e, i) => ({
        clientId: `setup-${game.gameId}-${i}`,
        period: 1,
        clockMs: 600_000,
        ...e,
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('offline: 300 events, a reload midway, then every event reaches the server once, in order', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const game = await seedLiveGame(page);
  await page.goto(game.consoleUrl('timescore'));
  await expect(page.getByTestId('connection-state')).toHaveText('Online');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByTestId('waiting-count')).toHaveText('All sent');
  // The app shell is cached (service worker active) and so is the game (IndexedDB).
  expect(
    await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)),
  ).toBe(true);
  await expect.poll(() => gameCached(page, game.gameId)).toBe(true);

  await context.setOffline(true);
  await expect(page.getByTestId('connection-state')).toHaveText('Offline');
  // Home +1 and away +1 by turns (keys 1 and 8), 150 before the reload and 150 after.
  for (let i = 0; i < 150; i += 1) await page.keyboard.press(i % 2 === 0 ? '1' : '8');
  await expect(page.getByTestId('waiting-count')).toHaveText('150 waiting');
  await expect(page.getByTestId('team-score-home')).toHaveText('75');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Time & score console' })).toBeVisible();
  await expect(page.getByTestId('connection-state')).toHaveText('Offline');
  await expect(page.getByTestId('waiting-count')).toHaveText('150 waiting');
  await expect(page.getByTestId('team-score-away')).toHaveText('75');
  for (let i = 150; i < 300; i += 1) await page.keyboard.press(i % 2 === 0 ? '1' : '8');
  await expect(page.getByTestId('waiting-count')).toHaveText('300 waiting');
  await expect(page.getByTestId('team-score-home')).toHaveText('150');
  const recorded = await outboxIds(page, game.gameId);
  expect(recorded).toHaveLength(300);
  // Nothing reached the server meanwhile.
  expect(
    (await serverLog(page, game.gameId)).filter((l) => l.event.type === 'score-adjust'),
  ).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('connection-state')).toHaveText('Online', { timeout: 20_000 });
  await expect(page.getByTestId('waiting-count')).toHaveText('All sent', { timeout: 30_000 });

  const log = await serverLog(page, game.gameId);
  const adjustments = log.filter((l) => l.event.type === 'score-adjust');
  expect(adjustments.map((l) => l.event.clientId)).toEqual(recorded);
  expect(new Set(log.map((l) => l.event.clientId)).size).toBe(log.length);
  expect(log.map((l) => l.seq)).toEqual(log.map((_, i) => i + 1));
  expect(adjustments.map((l) => l.event.team)).toEqual(
    recorded.map((_, i) => (i % 2 === 0 ? 'home' : 'away')),
  );
  const state = (await (await page.request.get(`/api/games/${game.gameId}/state`)).json()) as {
    state: { score: { home: number; away: number } };
  };
  expect(state.state.score).toEqual({ home: 150, away: 150 });
  await expect(page.getByTestId('team-score-home')).toHaveText('150');
});

async function signInAs(context: BrowserContext, game: SeededGame) {
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email: game.owner.email, password: game.owner.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function freeThrows(page: Page, player: { id: string }, count: number) {
  await page.getByTestId(`player-${player.id}`).click();
  for (let i = 0; i < count; i += 1) await page.keyboard.press('1');
}

test('two stats consoles at once: both sets of events in the log, the same score on every screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const game = await seedLiveGame(page, { premium: true });
  // The score comes from the stats from the start, so neither console switches it: each records
  // exactly its free throws, however the two interleave.
  await postEvents(page, game, [{ type: 'game-start' }, { type: 'score-source', source: 'stats' }]);

  const otherContext = await browser.newContext();
  await signInAs(otherContext, game);
  const other = await otherContext.newPage();
  const viewers = await browser.newContext();
  const scoreboard = await viewers.newPage();

  await page.goto(game.consoleUrl('statsteamA'));
  await other.goto(game.consoleUrl('statsteamB'));
  await scoreboard.goto(game.outputUrl('scoreboard'));
  await expect(page.getByTestId('connection-state')).toHaveText('Online');
  await expect(other.getByTestId('connection-state')).toHaveText('Online');

  // Both statisticians at the same time: free throws made, one of them offline for a while.
  const [h1, h2] = game.home.players;
  const [a1] = game.away.players;
  await otherContext.setOffline(true);
  await Promise.all([
    (async () => {
      await freeThrows(page, h1!, 12);
      await freeThrows(page, h2!, 5);
    })(),
    freeThrows(other, a1!, 9),
  ]);
  await expect(other.getByTestId('waiting-count')).toHaveText('9 waiting');
  await otherContext.setOffline(false);

  for (const p of [page, other]) {
    await expect(p.getByTestId('waiting-count')).toHaveText('All sent', { timeout: 30_000 });
    await expect(p.getByTestId('score-home')).toHaveText('17');
    await expect(p.getByTestId('score-away')).toHaveText('9');
  }
  await expect(scoreboard.getByTestId('score-home')).toHaveText('17');
  await expect(scoreboard.getByTestId('score-away')).toHaveText('9');

  const log = await serverLog(page, game.gameId);
  const throws = log.filter((l) => l.event.type === 'free-throw');
  expect(throws.filter((l) => l.event.team === 'home')).toHaveLength(17);
  expect(throws.filter((l) => l.event.team === 'away')).toHaveLength(9);
  expect(new Set(log.map((l) => l.event.clientId)).size).toBe(log.length);

  await otherContext.close();
  await viewers.close();
});
