// The public league site as a parent opens it on a phone, without an account: the league's home
// with a live game's running score, today's and upcoming games and recent results; standings with
// tiebreak notes, bracket, leaders, a team, a player, and a game page where a score posted through
// the API arrives without a reload and the clock runs between updates. The standings read with
// JavaScript off, and axe finds nothing serious on any page. A premium league shows a drawn
// bracket and its stat leaders in the organiser's name form. Everything is seeded through the
// real API.
import type { Browser, Page } from '@playwright/test';
import {
  apiPath,
  liveGamePaths,
  managementPaths,
  seasonStatsPaths,
} from '../../src/contract/api-paths.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { post, seedLiveGame, type SeededGame } from './support/live-game.ts';

const phone = { width: 390, height: 844 };
const day = 86_400_000;

interface League {
  slug: string;
  game: SeededGame;
  cometsId: string;
}

let seq = 0;
/** Events as a console sends them: the scorekeeper's unless another console is named. */
async function postScore(
  page: Page,
  gameId: string,
  events: Array<Record<string, unknown>>,
  console = 'timescore',
) {
  await post(page, apiPath(liveGamePaths.events, { gameId }), {
    deviceId: 'public-league-e2e',
    console,
    events: events.map((e) => ({
      clientId: `pl-${Date.now()}-${(seq += 1)}`,
      period: 1,
      clockMs: 480_000,
      ...e,
    })),
  });
}

/**
 * A published league: Hawks and Vipers live now (Hawks 5–2), three results that leave all three
 * teams level on one win each (so the standings explain the order), and a game tomorrow.
 */
async function seedLeague(page: Page, opts: { premium?: boolean } = {}): Promise<League> {
  const game = await seedLiveGame(page, { playersPerTeam: 5, premium: opts.premium ?? false });
  const comets = await post<{ id: string }>(
    page,
    apiPath(managementPaths.seasonTeams, { seasonId: game.seasonId }),
    {
      name: 'Coastal Comets',
      shortName: 'COM',
      primaryColor: '#7c3aed',
      secondaryColor: '#ffffff',
    },
  );
  const gamesUrl = apiPath(managementPaths.seasonGames, { seasonId: game.seasonId });
  const past = (days: number) => new Date(Date.now() - days * day).toISOString();
  const final = (homeTeamId: string, awayTeamId: string, scores: [number, number], when: string) =>
    post(page, gamesUrl, {
      homeTeamId,
      awayTeamId,
      scheduledAt: when,
      timezone: 'Europe/London',
      venue: 'Main Gym',
      status: 'final',
      homeScore: scores[0],
      awayScore: scores[1],
    });
  await final(game.home.id, game.away.id, [60, 50], past(3));
  await final(game.away.id, comets.id, [55, 45], past(2));
  await final(comets.id, game.home.id, [52, 48], past(1));
  await post(page, gamesUrl, {
    homeTeamId: game.home.id,
    awayTeamId: comets.id,
    scheduledAt: new Date(Date.now() + day).toISOString(),
    timezone: 'Europe/London',
    venue: 'Harbour Arena',
  });
  await page.request.patch(apiPath(managementPaths.game, { gameId: game.gameId }), {
    data: {
      scheduledAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      timezone: 'Europe/London',
    },
  });
  await postScore(page, game.gameId, [
    { type: 'game-start' },
    { type: 'score-adjust', team: 'home', points: 3 },
    { type: 'score-adjust', team: 'away', points: 2 },
    { type: 'score-adjust', team: 'home', points: 2 },
  ]);
  const slug = `harbour-${Date.now().toString(36)}`;
  const res = await page.request.patch(`/api/tournaments/${game.tournamentId}/public-site`, {
    data: { enabled: true, slug, nameDisplay: 'initial' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { slug, game, cometsId: comets.id };
}

/** An anonymous reader in a context of their own; `errors` collects what the browser reports. */
async function readerPage(
  browser: Browser,
  opts: { javaScriptEnabled?: boolean; viewport?: typeof phone } = {},
) {
  const context = await browser.newContext({
    viewport: opts.viewport ?? phone,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    baseURL: test.info().project.use.baseURL,
  });
  const reader = await context.newPage();
  const errors: string[] = [];
  reader.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  reader.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning')
      errors.push(`${msg.type()}: ${msg.text()}`);
  });
  return { reader, context, errors };
}

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const viewport of [phone, { width: 768, height: 1024 }, { width: 1280, height: 800 }]) {
  test(`a parent follows the league at ${viewport.width}×${viewport.height}`, async ({
    page,
    browser,
  }) => {
    const { slug, game, cometsId } = await seedLeague(page);
    const { reader, context, errors } = await readerPage(browser, { viewport });
    const home = game.home;

    await reader.goto(`/leagues/${slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    const live = reader.getByRole('list', { name: 'Live games' });
    await expect(live.getByText('Harbour Hawks')).toBeVisible();
    await expect(live.locator('.ps-team-score').first()).toHaveText('5');
    await expect(live.getByText(/Live/)).toBeVisible();
    await expect(
      reader.getByRole('list', { name: 'Upcoming games' }).getByText('Coastal Comets'),
    ).toBeVisible();
    await expect(
      reader.getByRole('list', { name: 'Recent results' }).getByText('52', { exact: true }),
    ).toBeVisible();
    await expect(reader.getByText('Powered by')).toBeVisible();
    await expectAccessible(reader);

    await reader
      .getByRole('navigation', { name: 'League' })
      .getByRole('link', { name: 'Standings' })
      .click();
    await expect(reader.getByRole('heading', { name: 'Standings', level: 1 })).toBeVisible();
    await expect(reader.getByRole('columnheader', { name: 'Team' })).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'Tiebreaks' })).toBeVisible();
    await expectAccessible(reader);

    await reader.getByRole('link', { name: 'Bracket' }).click();
    await expect(reader.getByRole('heading', { name: 'Bracket', level: 1 })).toBeVisible();
    await expectAccessible(reader);

    await reader.getByRole('link', { name: 'Leaders' }).click();
    await expect(reader.getByRole('heading', { name: 'Stat leaders', level: 1 })).toBeVisible();
    await expectAccessible(reader);

    await reader.getByRole('link', { name: 'Schedule' }).click();
    await expect(reader.getByRole('heading', { name: 'Schedule and results' })).toBeVisible();
    await reader.getByLabel('Team').selectOption(cometsId);
    await reader.getByRole('button', { name: 'Show games' }).click();
    await expect(reader).toHaveURL(new RegExp(`team=${cometsId}`));
    await expect(reader.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(3);
    await expectAccessible(reader);

    await reader.goto(`/leagues/${slug}/teams/${home.id}`);
    await expect(reader.getByRole('heading', { name: 'Harbour Hawks', level: 1 })).toBeVisible();
    const first = home.players[0]!;
    const shown = `${first.firstName} ${first.lastName[0]}.`;
    await expect(reader.getByRole('link', { name: new RegExp(shown) })).toBeVisible();
    await expect(reader.getByText(first.lastName)).toHaveCount(0);
    await expectAccessible(reader);

    await reader.getByRole('link', { name: new RegExp(shown) }).click();
    await expect(reader.getByRole('heading', { name: shown, level: 1 })).toBeVisible();
    await expectAccessible(reader);

    await reader.goto(`/leagues/${slug}/games/${game.gameId}`);
    await expect(
      reader.getByRole('heading', { name: 'Harbour Hawks vs Valley Vipers' }),
    ).toBeVisible();
    await expect(reader.locator('[data-side="home"]')).toHaveText('5');
    await expectAccessible(reader);
    // A scorekeeper's basket reaches the page without a reload.
    await postScore(page, game.gameId, [{ type: 'score-adjust', team: 'away', points: 3 }]);
    await expect(reader.locator('[data-side="away"]')).toHaveText('5');
    // The clock runs on the page between stream updates once started, and holds once stopped.
    const status = reader.getByTestId('game-status');
    await postScore(page, game.gameId, [
      { type: 'clock-start', remainingMs: 300_000, serverMs: Date.now() },
    ]);
    await expect(status).toHaveText(/Q1 4:5\d$/);
    const running = (await status.textContent()) ?? '';
    await expect(status).not.toHaveText(running, { timeout: 2_000 });
    await postScore(page, game.gameId, [
      { type: 'clock-stop', remainingMs: 290_000, serverMs: Date.now() },
    ]);
    await expect(status).toHaveText(/Q1 4:50$/);
    await reader.waitForTimeout(1_500);
    await expect(status).toHaveText(/Q1 4:50$/);

    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a Spanish league’s game page speaks Spanish on a phone, hydrated without warnings and live', async ({
  page,
  browser,
}) => {
  const { slug, game } = await seedLeague(page);
  const res = await page.request.patch(`/api/tournaments/${game.tournamentId}`, {
    data: { language: 'es' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { reader, context, errors } = await readerPage(browser);
  // The heading the server wrote, caught as the parser adds it: hydration keeps it, where a
  // mismatch would make React render the page again and replace it.
  await reader.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('main h1');
      if (!heading) return;
      (window as { serverHeading?: Element }).serverHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await reader.goto(`/leagues/${slug}/games/${game.gameId}`);
  await expect(reader.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    reader.getByRole('heading', { name: 'Harbour Hawks - Valley Vipers', level: 1 }),
  ).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'Jugada a jugada' })).toBeVisible();
  await expect(
    reader.getByRole('navigation', { name: 'Liga' }).getByRole('link', { name: 'Clasificación' }),
  ).toBeVisible();
  // The page hydrated with the same words, and the score and clock still arrive live.
  await postScore(page, game.gameId, [{ type: 'score-adjust', team: 'away', points: 3 }]);
  await expect(reader.locator('[data-side="away"]')).toHaveText('5');
  await postScore(page, game.gameId, [
    { type: 'clock-start', remainingMs: 300_000, serverMs: Date.now() },
  ]);
  await expect(reader.getByTestId('game-status')).toHaveText(/^En directo · 1C 4:5\d$/);
  expect(
    await reader.evaluate(
      () => (window as { serverHeading?: Element }).serverHeading?.isConnected ?? false,
    ),
  ).toBe(true);
  await expectAccessible(reader);
  expect(errors).toEqual([]);
  await context.close();
});

test("the home page's live scores refresh by themselves", async ({ page, browser }) => {
  const { slug, game } = await seedLeague(page);
  const { reader, context, errors } = await readerPage(browser);
  await reader.goto(`/leagues/${slug}`);
  const scores = reader.getByRole('list', { name: 'Live games' }).locator('.ps-team-score');
  await expect(scores.nth(1)).toHaveText('2');
  await postScore(page, game.gameId, [{ type: 'score-adjust', team: 'away', points: 3 }]);
  // The home reads its JSON every 15 s.
  await expect(scores.nth(1)).toHaveText('5', { timeout: 25_000 });
  expect(errors).toEqual([]);
  await context.close();
});

test('the standings read with JavaScript off', async ({ page, browser }) => {
  const { slug } = await seedLeague(page);
  const { reader, context } = await readerPage(browser, { javaScriptEnabled: false });
  await reader.goto(`/leagues/${slug}/standings`);
  await expect(reader.getByRole('heading', { name: 'Standings', level: 1 })).toBeVisible();
  await expect(reader.getByRole('rowheader', { name: /Coastal Comets/ })).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'Tiebreaks' })).toBeVisible();
  await context.close();
});

test("a premium league's bracket shows its match-ups and its leaders their names", async ({
  page,
  browser,
}) => {
  const { slug, game, cometsId } = await seedLeague(page, { premium: true });
  const { home, away } = game;
  const scorer = home.players[0]!;
  // The live game finishes with player stats from the statistician's console.
  await postScore(
    page,
    game.gameId,
    [
      { type: 'score-source', source: 'stats' },
      { type: 'starting-lineup', team: 'home', playerIds: home.players.map((p) => p.id) },
      { type: 'starting-lineup', team: 'away', playerIds: away.players.map((p) => p.id) },
      { type: 'shot', team: 'home', playerId: scorer.id, points: 3, made: true },
      { type: 'shot', team: 'home', playerId: scorer.id, points: 2, made: true },
      { type: 'shot', team: 'away', playerId: away.players[0]!.id, points: 2, made: true },
      { type: 'game-end' },
    ],
    'statstwo',
  );
  await post(page, apiPath(seasonStatsPaths.bracket, { seasonId: game.seasonId }), {
    format: 'single',
    teamIds: [home.id, away.id, cometsId],
  });
  const { reader, context, errors } = await readerPage(browser);

  await reader.goto(`/leagues/${slug}/bracket`);
  await expect(reader.getByRole('heading', { name: 'Winners bracket' })).toBeVisible();
  // Seeds 2 and 3 meet in the first round; seed 1 waits for the winner in the final.
  const firstRound = reader.getByRole('list', { name: 'Round 1' }).getByRole('listitem');
  await expect(firstRound).toHaveCount(1);
  await expect(firstRound).toContainText('Valley Vipers');
  await expect(firstRound).toContainText('Coastal Comets');
  await expect(reader.locator('.ps-match').filter({ hasText: 'Harbour Hawks' })).toHaveCount(1);
  await expectAccessible(reader);

  await reader.goto(`/leagues/${slug}/leaders`);
  await expect(reader.getByRole('heading', { name: 'Stat leaders', level: 1 })).toBeVisible();
  // The organiser shows first names with the last name's initial.
  const shown = `${scorer.firstName} ${scorer.lastName[0]}.`;
  await expect(reader.getByText(shown, { exact: true }).first()).toBeVisible();
  await expect(reader.getByText(scorer.lastName)).toHaveCount(0);
  await expectAccessible(reader);

  expect(errors).toEqual([]);
  await context.close();
});
