// Charts: a game whose shots were recorded with court locations through the events API
// shows, on its page, the score flow and a shot chart drawn by the chart library (its SVG, with
// one mark per located shot, made ● and missed ✕), filterable by team; the shooter's player page
// shows their season shot chart. The chart code loads only on these pages.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import type { EventPayload as Payload, GameEvent } from '../../src/domain/game/events.ts';
import { expect, test } from './support/fixtures.ts';
import { seedLiveGame, type SeededGame } from './support/live-game.ts';

const min = 60_000;
let n = 0;
const id = () => `e2e-charts-${Date.now().toString(36)}-${(n += 1)}`;

const at = (period: number, clockMs: number, payload: Payload): GameEvent => ({
  ...payload,
  clientId: id(),
  period,
  clockMs,
});

async function recordGame(page: Page, game: SeededGame) {
  const [h1, h2] = game.home.players;
  const [a1] = game.away.players;
  const shot = (
    team: 'home' | 'away',
    playerId: string,
    points: 2 | 3,
    made: boolean,
    spot?: [number, number],
  ): Payload => ({
    type: 'shot',
    team,
    playerId,
    points,
    made,
    ...(spot ? { x: spot[0], y: spot[1] } : {}),
  });
  const mistake = at(1, 6 * min, shot('home', h1!.id, 3, true, [0.2, 0.5]));
  const events: GameEvent[] = [
    at(1, 10 * min, { type: 'score-source', source: 'stats' }),
    at(1, 10 * min, {
      type: 'starting-lineup',
      team: 'home',
      playerIds: game.home.players.slice(0, 5).map((p) => p.id),
    }),
    at(1, 10 * min, {
      type: 'starting-lineup',
      team: 'away',
      playerIds: game.away.players.slice(0, 5).map((p) => p.id),
    }),
    at(1, 10 * min, { type: 'game-start' }),
    at(1, 9 * min, shot('home', h1!.id, 2, true, [0.5, 0.2])),
    at(1, 8 * min, shot('home', h1!.id, 3, false, [0.1, 0.1])),
    at(1, 7 * min, shot('away', a1!.id, 3, true, [0.9, 0.3])),
    mistake,
    at(1, 6 * min, { type: 'void', targetClientId: mistake.clientId }),
    // Scores, but has no location: not on the shot chart.
    at(1, 5 * min, shot('home', h2!.id, 2, true)),
    at(1, 0, { type: 'period-end' }),
    at(1, 0, { type: 'period-start', newPeriod: 2 }),
    at(2, 5 * min, shot('home', h1!.id, 2, false, [0.45, 0.15])),
    at(2, 4 * min, shot('away', a1!.id, 2, true, [0.55, 0.3])),
    at(4, 0, { type: 'period-end' }),
    at(4, 0, { type: 'game-end' }),
  ];
  const res = await page.request.post(apiPath(liveGamePaths.events, { gameId: game.gameId }), {
    data: { deviceId: 'e2e-charts', console: 'statstwo', events },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { results: Array<{ status: string }> };
  expect(body.results.every((r) => r.status === 'accepted')).toBe(true);
}

test('a game page shows the score flow and a shot chart; the player page shows the shooter’s', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const game = await seedLiveGame(page, { premium: true });
  const [h1] = game.home.players;
  const chartScripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && /chart/.test(req.url())) chartScripts.push(req.url());
  });

  // A page without charts does not fetch the chart code.
  await page.goto(`/tournaments/${game.tournamentId}/seasons/${game.seasonId}/games`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(chartScripts.filter((u) => !/lazy-charts/.test(u))).toEqual([]);

  await recordGame(page, game);
  const gamePage = `/tournaments/${game.tournamentId}/seasons/${game.seasonId}/games/${game.gameId}`;
  await page.goto(gamePage);

  // The score flow: the library's lines, the period boundaries and the story in words.
  const flow = page.getByTestId('score-flow-chart');
  await expect(flow.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(flow.locator('.recharts-line')).toHaveCount(2);
  await expect(flow.locator('.recharts-reference-line')).toHaveCount(3);
  await expect(page.getByTestId('score-flow-summary')).toHaveText(
    'HAW 4 – 5 VIP. Largest lead: HAW by 2 in Q1, VIP by 1 in Q1; lead changes: 3.',
  );

  // The shot chart: one mark per located, not voided shot, made ● and missed ✕.
  const shots = page.getByTestId('shot-chart');
  await expect(shots.locator('svg.recharts-surface')).toBeVisible();
  await expect(shots.locator('[data-shot="made"]')).toHaveCount(3);
  await expect(shots.locator('[data-shot="missed"]')).toHaveCount(2);
  await expect(page.getByTestId('shot-totals')).toHaveText('3/5 (60%) · 3PT 1/2');

  // One team only.
  await page.locator('label', { hasText: /^HAW$/ }).click();
  await expect(shots.locator('[data-shot="made"]')).toHaveCount(1);
  await expect(shots.locator('[data-shot="missed"]')).toHaveCount(2);
  await expect(page.getByTestId('shot-totals')).toHaveText('1/3 (33%) · 3PT 0/1');
  expect(chartScripts.some((u) => /shot-chart/.test(u))).toBe(true);
  const audit = await new AxeBuilder({ page }).include('main').analyze();
  expect(audit.violations, JSON.stringify(audit.violations, null, 2)).toEqual([]);

  // The team's season shot chart, filtered to one player.
  await page.goto(
    `/tournaments/${game.tournamentId}/seasons/${game.seasonId}/teams/${game.home.id}`,
  );
  const teamShots = page.getByTestId('shot-chart');
  await expect(teamShots.locator('[data-shot="made"]')).toHaveCount(1);
  await expect(teamShots.locator('[data-shot="missed"]')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Player' }).click();
  await page
    .getByRole('option', { name: `#${h1!.jersey} ${h1!.firstName} ${h1!.lastName}` })
    .click();
  await expect(teamShots.locator('[data-shot="missed"]')).toHaveCount(2);
  await expect(page.getByTestId('shot-totals')).toHaveText('1/3 (33%) · 3PT 0/1');

  // The shooter's page: their season shot chart, from the season statistics.
  await page.goto(
    `/tournaments/${game.tournamentId}/seasons/${game.seasonId}/teams/${game.home.id}/players/${h1!.id}`,
  );
  const playerShots = page.getByTestId('shot-chart');
  await expect(playerShots.locator('svg.recharts-surface')).toBeVisible();
  await expect(playerShots.locator('[data-shot="made"]')).toHaveCount(1);
  await expect(playerShots.locator('[data-shot="missed"]')).toHaveCount(2);
  await expect(page.getByTestId('shot-totals')).toHaveText('1/3 (33%) · 3PT 0/1');
  // The game was a regular-season game: the playoffs have no shots of this player.
  await page
    .getByRole('radiogroup', { name: 'Shots counted' })
    .getByText('Playoffs', { exact: true })
    .click();
  await expect(page.getByText('No shot locations were recorded.')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Shots counted' })
    .getByText('Regular season', { exact: true })
    .click();
  await expect(playerShots.locator('[data-shot="made"]')).toHaveCount(1);

  // A phone: the chart fits the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  // The chart follows its box once the browser has measured it again.
  await expect.poll(async () => (await playerShots.boundingBox())!.width).toBeGreaterThan(200);
  expect((await playerShots.boundingBox())!.width).toBeLessThanOrEqual(375);
});

test('a team page shows its shot chart, and a game without located shots says so', async ({
  page,
}) => {
  const game = await seedLiveGame(page, { premium: true, playersPerTeam: 5 });
  const [h1] = game.home.players;
  const res = await page.request.post(apiPath(liveGamePaths.events, { gameId: game.gameId }), {
    data: {
      deviceId: 'e2e-charts-2',
      console: 'statstwo',
      events: [
        at(1, 10 * min, { type: 'score-source', source: 'stats' }),
        at(1, 10 * min, { type: 'game-start' }),
        at(1, 9 * min, { type: 'shot', team: 'home', playerId: h1!.id, points: 2, made: true }),
        at(4, 0, { type: 'game-end' }),
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.goto(
    `/tournaments/${game.tournamentId}/seasons/${game.seasonId}/games/${game.gameId}`,
  );
  await expect(page.getByTestId('score-flow-summary')).toContainText('HAW 2 – 0 VIP');
  await expect(page.getByText('No shot locations were recorded.')).toBeVisible();

  await page.goto(
    `/tournaments/${game.tournamentId}/seasons/${game.seasonId}/teams/${game.home.id}`,
  );
  await expect(page.getByRole('heading', { name: 'Shot chart' })).toBeVisible();
  await expect(page.getByText('No shot locations were recorded.')).toBeVisible();
});
