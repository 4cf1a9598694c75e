// What the first pages people open cost a phone on a first visit: every response the sign-in page,
// the statistics console, the public scoreboard, a public league's page and its embeds receive
// (HTML, scripts, styles, words, API answers), compressed as a browser gets them (Brotli on
// localhost; gzip at a LAN address, where Chromium offers no Brotli: a console's case at a venue),
// stays within its budget (support/page-budgets.ts), the app's pages in a few files (each one
// costs a request and its headers), and the sign-in page loads no management, chart, QR-code or
// schema code. The app is built in a few files by path (build/chunk-groups.ts, decision 0023): a
// page that starts pulling in a library it does not use, or splits into many small files again,
// goes over. Each page also loads its words, one small file per catalogue in the person's language
// (the sign-in page: `common` and `app`): those files count too. The catalogues come parsed
// (decision 0032), so no page carries ICU's message parser. Each test logs what it measured.
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import { publicSharePaths } from '../../src/contract/public-share.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedLiveGame, type SeededGame } from './support/live-game.ts';
import { pageBudgets } from './support/page-budgets.ts';

const kb = 1024;

interface Loaded {
  path: string;
  /** A script or a stylesheet, as opposed to the page, its words or an API answer. */
  code: boolean;
  brotli: number;
  gzip: number;
  /** Holds ICU's message parser (one of the syntax errors only the parser reports). */
  parser: boolean;
}

/** Opens `url`, waits for `ready` and for the network to settle, and weighs every response. */
async function loadedAssets(page: Page, url: string, ready: () => Promise<void>) {
  const bodies: Array<Promise<Loaded>> = [];
  /** Requests by path, of every kind: a preload the page uses is asked for once. */
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
  });
  page.on('response', (response) => {
    // A redirect has no body of its own, and a live feed's stream never ends: what it carries
    // after the page has loaded is the game, not the page.
    const status = response.status();
    if (status >= 300 && status < 400) return;
    if ((response.headers()['content-type'] ?? '').startsWith('text/event-stream')) return;
    const type = response.request().resourceType();
    bodies.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        code: type === 'script' || type === 'stylesheet',
        brotli: zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
        gzip: zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }).length,
        parser: body.includes('UNMATCHED_CLOSING_TAG'),
      })),
    );
  });
  const response = await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  // A file preloaded by the page's Link header answers twice: once fetched, once from memory.
  const loaded = [
    ...new Map((await Promise.all(bodies)).map((asset) => [asset.path, asset])).values(),
  ];
  const code = loaded.filter((asset) => asset.code);
  const brotli = loaded.reduce((sum, asset) => sum + asset.brotli, 0);
  const gzip = loaded.reduce((sum, asset) => sum + asset.gzip, 0);
  test.info().annotations.push({
    type: 'weight',
    description: `${url}: ${(brotli / kb).toFixed(1)} KB Brotli, ${(gzip / kb).toFixed(1)} KB gzip, ${loaded.length} responses, ${code.length} scripts and stylesheets`,
  });
  console.log(test.info().annotations.at(-1)!.description);
  return {
    /** The files the page's `Link` header preloads. */
    preloaded: [...(response?.headers().link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]!),
    /** The scripts and stylesheets. */
    paths: code.map((asset) => asset.path),
    requests,
    brotli,
    gzip,
    withParser: loaded.filter((asset) => asset.parser).map((asset) => asset.path),
  };
}

async function publish(page: Page, game: SeededGame) {
  const slug = `weight-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const res = await page.request.patch(`/api/tournaments/${game.tournamentId}/public-site`, {
    data: { enabled: true, slug },
  });
  expect(res.status(), await res.text()).toBe(200);
  return slug;
}

test(`the sign-in page loads no management, chart, QR-code or schema code and stays within ${pageBudgets.login.brotliKb} KB`, async ({
  page,
}) => {
  const budget = pageBudgets.login;
  const assets = await loadedAssets(page, '/login', () =>
    expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(),
  );
  expect(assets.paths.length).toBeGreaterThan(0);
  // Built files are named `<module or group>-<8-character hash>.js`; only the name says anything.
  const names = assets.paths.map((path) =>
    path.replace(/^.*\//, '').replace(/-[\w-]{8}\.\w+$/, ''),
  );
  // The app shell and the sign-in pages' own file; none of the groups the other pages load.
  expect(names).toEqual(expect.arrayContaining(['main', 'react', 'mantine', 'sign-in']));
  const unneeded =
    /chart|qr|tournament|season|console|admin|app-layout|dashboard|profile-page|zod/i;
  expect(names.filter((name) => unneeded.test(name))).toEqual([]);
  expect(assets.paths.length).toBeLessThanOrEqual(budget.files);
  expect(assets.brotli).toBeLessThan(budget.brotliKb * kb);
  expect(assets.gzip).toBeLessThan(budget.gzipKb * kb);
  expect(assets.withParser).toEqual([]);
});

test(`the statistics console stays within ${pageBudgets.console.brotliKb} KB Brotli and ${pageBudgets.console.gzipKb} KB gzip`, async ({
  page,
}) => {
  const budget = pageBudgets.console;
  const game = await seedLiveGame(page, { premium: true });
  const assets = await loadedAssets(page, game.consoleUrl('statstwo'), () =>
    expect(page.getByText(game.home.players[0]!.lastName).first()).toBeVisible(),
  );
  expect(assets.paths.length).toBeLessThanOrEqual(budget.files);
  // Its own files are named in its HTML's Link header, so they load beside main.js; each is used.
  expect(assets.preloaded.some((path) => /\/console-[\w-]{8}\.js$/.test(path))).toBe(true);
  const [files, answers] = [
    assets.preloaded.filter((path) => !path.startsWith('/api/')),
    assets.preloaded.filter((path) => path.startsWith('/api/')),
  ];
  expect(files.filter((path) => !assets.paths.includes(path))).toEqual([]);
  // So are the session and the game's state: the app's own requests for them get the preloaded
  // answers, each asked for once.
  expect(answers).toEqual(['/api/me', `/api/games/${game.gameId}/state`]);
  expect(answers.map((path) => assets.requests.get(path))).toEqual([1, 1]);
  expect(assets.brotli).toBeLessThan(budget.brotliKb * kb);
  expect(assets.gzip).toBeLessThan(budget.gzipKb * kb);
  expect(assets.withParser).toEqual([]);
});

test(`the public scoreboard and its overlay, for embedding, stay within ${pageBudgets.scoreboard.brotliKb} KB`, async ({
  page,
  browser,
}) => {
  const game = await seedLiveGame(page);
  const context = await browser.newContext();
  try {
    const viewer = await context.newPage();
    const board = await loadedAssets(viewer, game.outputUrl('scoreboard'), () =>
      expect(viewer.getByTestId('scoreboard').getByText('Harbour Hawks')).toBeVisible(),
    );
    expect(board.brotli).toBeLessThan(pageBudgets.scoreboard.brotliKb * kb);

    const overlayViewer = await context.newPage();
    const overlay = await loadedAssets(
      overlayViewer,
      `${game.outputUrl('scoreboard')}?overlay=1`,
      () => expect(overlayViewer.getByTestId('scoreboard')).toBeVisible(),
    );
    expect(overlay.brotli).toBeLessThan(pageBudgets.scoreboard.brotliKb * kb);
    expect([...board.withParser, ...overlay.withParser]).toEqual([]);
  } finally {
    await context.close();
  }
});

test(`a public league's page stays within ${pageBudgets.leaguePage.brotliKb} KB and its embeds within ${pageBudgets.embed.brotliKb} KB`, async ({
  page,
  browser,
}) => {
  const game = await seedLiveGame(page);
  const slug = await publish(page, game);
  // A game on: the league's page and the ticker show it live.
  await post(page, apiPath(liveGamePaths.events, { gameId: game.gameId }), {
    deviceId: 'page-weight-e2e',
    console: 'timescore',
    events: [{ type: 'game-start' }, { type: 'score-adjust', team: 'home', points: 2 }].map(
      (e, i) => ({ clientId: `weight-${Date.now()}-${i}`, period: 1, clockMs: 600_000, ...e }),
    ),
  });
  // A parent without an account, with nothing cached.
  const context = await browser.newContext();
  try {
    const reader = await context.newPage();
    const league = await loadedAssets(reader, `/leagues/${slug}`, () =>
      expect(
        reader.getByRole('list', { name: 'Live games' }).getByText('Harbour Hawks'),
      ).toBeVisible(),
    );
    expect(league.paths.length).toBeGreaterThan(0);
    expect(league.brotli).toBeLessThan(pageBudgets.leaguePage.brotliKb * kb);
    expect(league.withParser).toEqual([]);

    for (const embed of [
      publicSharePaths.embedStandings,
      publicSharePaths.embedSchedule,
      publicSharePaths.embedTicker,
    ]) {
      const framed = await context.newPage();
      const weighed = await loadedAssets(framed, apiPath(embed, { slug }), () =>
        expect(framed.getByText('Harbour Hawks').or(framed.getByText('HAW')).first()).toBeVisible(),
      );
      expect(weighed.brotli, embed).toBeLessThan(pageBudgets.embed.brotliKb * kb);
    }
  } finally {
    await context.close();
  }
});
