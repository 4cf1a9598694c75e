// The public league site fits every screen, in English and in Spanish (whose words run longer): on
// a phone held upright and sideways, a tablet and a laptop, no page of the site or its embeds
// scrolls sideways, every entry of the menu is in sight and whole, every table's headers stand
// over their columns, leader tables without leaders say why, and no percentage carries two "%".
// Everything is seeded through the real API: a premium league with a finished game and its box
// score, standings, a drawn bracket, leaders, and a second season where nobody has played yet.
import type { Browser, Page } from '@playwright/test';
import {
  apiPath,
  liveGamePaths,
  managementPaths,
  seasonStatsPaths,
} from '../../src/contract/api-paths.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoOverflow } from './support/layout-checks.ts';
import { post, seedLiveGame, type SeededGame } from './support/live-game.ts';
import { expectTablesAligned } from './support/table-checks.ts';

const viewports = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

const languages = {
  en: {
    nav: ['Home', 'Schedule', 'Standings', 'Bracket', 'Leaders'],
    noGames: 'No games played yet.',
    nobodyQualifies: 'No player has reached the minimum yet.',
  },
  es: {
    nav: ['Inicio', 'Calendario', 'Clasificación', 'Cuadro', 'Líderes'],
    noGames: 'Todavía no se ha jugado ningún partido.',
    nobodyQualifies: 'Ningún jugador alcanza todavía el mínimo.',
  },
} as const;

interface League {
  slug: string;
  game: SeededGame;
  /** A season of the same league where no game has been played. */
  emptySeasonId: string;
}

let seq = 0;
async function postEvents(page: Page, gameId: string, events: Array<Record<string, unknown>>) {
  await post(page, apiPath(liveGamePaths.events, { gameId }), {
    deviceId: 'public-layout-e2e',
    console: 'statstwo',
    events: events.map((e) => ({
      clientId: `layout-${Date.now()}-${(seq += 1)}`,
      period: 1,
      clockMs: 480_000,
      ...e,
    })),
  });
}

/** A premium league in `language` whose teams have long names, one game played with a box score. */
async function seedLeague(page: Page, language: keyof typeof languages): Promise<League> {
  const game = await seedLiveGame(page, {
    premium: true,
    playersPerTeam: 6,
    homeTeam: { name: 'Harbour Hawks Basketball Club', shortName: 'HAW' },
  });
  const language_ = await page.request.patch(
    apiPath(managementPaths.tournament, { tournamentId: game.tournamentId }),
    { data: { language } },
  );
  expect(language_.status(), await language_.text()).toBe(200);
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
  await post(page, gamesUrl, {
    homeTeamId: game.away.id,
    awayTeamId: comets.id,
    scheduledAt: new Date(Date.now() - 86_400_000).toISOString(),
    timezone: 'Europe/Madrid',
    venue: 'Pabellón Municipal de Deportes',
    status: 'final',
    homeScore: 55,
    awayScore: 45,
  });
  await post(page, gamesUrl, {
    homeTeamId: game.home.id,
    awayTeamId: comets.id,
    scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    timezone: 'Europe/Madrid',
    venue: 'Pabellón Municipal de Deportes',
  });
  const { home, away } = game;
  const shooter = home.players[0]!;
  await postEvents(page, game.gameId, [
    { type: 'game-start' },
    { type: 'score-source', source: 'stats' },
    { type: 'starting-lineup', team: 'home', playerIds: home.players.slice(0, 5).map((p) => p.id) },
    { type: 'starting-lineup', team: 'away', playerIds: away.players.slice(0, 5).map((p) => p.id) },
    { type: 'shot', team: 'home', playerId: shooter.id, points: 3, made: true },
    { type: 'shot', team: 'home', playerId: shooter.id, points: 2, made: true },
    { type: 'shot', team: 'home', playerId: home.players[1]!.id, points: 2, made: false },
    { type: 'shot', team: 'away', playerId: away.players[0]!.id, points: 2, made: true },
    { type: 'game-end' },
  ]);
  await post(page, apiPath(seasonStatsPaths.bracket, { seasonId: game.seasonId }), {
    format: 'single',
    teamIds: [home.id, away.id, comets.id],
  });
  // The played season is the active one, so it is the site's current season.
  const active = await page.request.patch(
    apiPath(managementPaths.season, { seasonId: game.seasonId }),
    {
      data: { status: 'active' },
    },
  );
  expect(active.status(), await active.text()).toBe(200);
  const empty = await post<{ id: string }>(
    page,
    apiPath(managementPaths.seasons, { tournamentId: game.tournamentId }),
    { name: 'Spring League' },
  );
  await post(page, apiPath(managementPaths.seasonTeams, { seasonId: empty.id }), {
    name: 'Northern Lights',
    shortName: 'NOR',
    primaryColor: '#0f766e',
    secondaryColor: '#ffffff',
  });
  const slug = `layout-${language}-${Date.now().toString(36)}`;
  const res = await page.request.patch(`/api/tournaments/${game.tournamentId}/public-site`, {
    data: { enabled: true, slug, nameDisplay: 'full' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { slug, game, emptySeasonId: empty.id };
}

/** Every menu entry is on screen and its whole word shows. */
async function expectMenuWhole(page: Page, entries: readonly string[]) {
  const links = page.getByRole('navigation').first().getByRole('link');
  await expect(links).toHaveText([...entries]);
  const boxes = await links.evaluateAll((els) =>
    els.map((el) => {
      const rect = el.getBoundingClientRect();
      return {
        text: el.textContent,
        left: rect.left,
        right: rect.right,
        cut: el.scrollWidth > el.clientWidth + 1,
        screen: document.documentElement.clientWidth,
      };
    }),
  );
  for (const box of boxes) {
    expect(box.cut, `"${box.text}" is cut`).toBe(false);
    expect(box.left, `"${box.text}" starts off screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `"${box.text}" ends off screen`).toBeLessThanOrEqual(box.screen);
  }
}

async function expectOnePercentSign(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/%\s?%/);
}

async function readerIn(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    baseURL: test.info().project.use.baseURL,
  });
  return { context, reader: await context.newPage() };
}

for (const language of ['en', 'es'] as const) {
  test(`the public site fits phones, tablets and laptops in ${language}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const words = languages[language];
    const { slug, game, emptySeasonId } = await seedLeague(page, language);
    const scorer = game.home.players[0]!;
    const site = `/leagues/${slug}`;
    const pages = [
      site,
      `${site}/schedule`,
      `${site}/standings`,
      `${site}/bracket`,
      `${site}/leaders`,
      `${site}/leaders?season=${emptySeasonId}`,
      `${site}/teams/${game.home.id}`,
      `${site}/players/${scorer.id}`,
      `${site}/games/${game.gameId}`,
    ];
    const embeds = ['standings', 'schedule', 'ticker'].map((e) => `/embed/leagues/${slug}/${e}`);

    for (const viewport of viewports) {
      const { context, reader } = await readerIn(browser, viewport);
      for (const path of pages) {
        await test.step(`${path} at ${viewport.width}×${viewport.height}`, async () => {
          await reader.goto(path);
          await expect(reader.locator('html')).toHaveAttribute('lang', language);
          await expectNoOverflow(reader);
          await expectMenuWhole(reader, words.nav);
          await expectTablesAligned(reader);
          await expectOnePercentSign(reader);
        });
      }
      for (const path of embeds) {
        await test.step(`${path} at ${viewport.width}×${viewport.height}`, async () => {
          await reader.goto(path);
          await expectNoOverflow(reader);
          await expectTablesAligned(reader);
          await expectOnePercentSign(reader);
        });
      }
      await context.close();
    }

    // The checks above ran over real tables: two box scores, the standings, the leaders'.
    const { context, reader } = await readerIn(browser, viewports[0]!);
    await reader.goto(`${site}/games/${game.gameId}`);
    await expect(reader.locator('main table')).toHaveCount(2);
    // The five who started played; the sixth, who never came on, has no line.
    await expect(reader.locator('main table').first().locator('tbody tr')).toHaveCount(5);

    // Leaders: a category with leaders has a table; one nobody qualifies for says so; and before
    // any game every category says that no game has been played.
    await reader.goto(`${site}/leaders`);
    const sections = reader.locator('main section');
    await expect(sections.first().locator('table')).toBeVisible();
    await expect(sections.first().getByRole('rowheader')).toContainText([
      `${scorer.firstName} ${scorer.lastName}`,
    ]);
    await expect(reader.getByText(words.nobodyQualifies).first()).toBeVisible();
    for (const section of await sections.all()) {
      const table = await section.locator('table').count();
      const sentence = await section.locator('.ps-empty').count();
      expect(table + sentence, await section.innerText()).toBe(1);
    }
    await reader.goto(`${site}/leaders?season=${emptySeasonId}`);
    const count = await sections.count();
    expect(count).toBeGreaterThan(0);
    await expect(reader.getByText(words.noGames, { exact: true })).toHaveCount(count);
    await expect(reader.locator('main table')).toHaveCount(0);
    await context.close();
  });
}
