// What the first pages people open cost a phone: the scripts and stylesheets the sign-in page, the
// statistics console and the public scoreboard load, compressed as a browser gets them (brotli on
// localhost; gzip at a LAN address, where Chromium offers no brotli: a console's case at a venue),
// stay within budget and within a few files (each one costs a request and its headers), and the
// sign-in page loads no management, chart, QR-code or schema code. The budgets leave a margin over
// today's sizes (sign-in about 87 KB in 6 files, the console about 146 KB brotli and 166 KB gzip
// in 9, scoreboard about 17 KB): a page that starts pulling in a library it does not use, or
// splits into many small files again, goes over (decisions 0023 and 0025). Each page also loads
// its words, one small file per catalogue in the person's language (the sign-in page: `common`
// and `app`, about 6 KB together): those files count in the budgets. The catalogues come parsed
// (decision 0032), so no page carries ICU's message parser.
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { seedLiveGame } from './support/live-game.ts';

const kb = 1024;

interface Loaded {
  path: string;
  brotli: number;
  gzip: number;
  /** Holds ICU's message parser (one of the syntax errors only the parser reports). */
  parser: boolean;
}

/** Opens `url`, waits for `ready` and for the network to settle, and lists scripts and styles. */
async function loadedAssets(page: Page, url: string, ready: () => Promise<void>) {
  const bodies: Array<Promise<Loaded>> = [];
  /** Requests by path, of every kind: a preload the page uses is asked for once. */
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
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
  return {
    /** The files the page's `Link` header preloads. */
    preloaded: [...(response?.headers().link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]!),
    paths: loaded.map((asset) => asset.path),
    requests,
    brotli: loaded.reduce((sum, asset) => sum + asset.brotli, 0),
    gzip: loaded.reduce((sum, asset) => sum + asset.gzip, 0),
    withParser: loaded.filter((asset) => asset.parser).map((asset) => asset.path),
  };
}

test('the sign-in page loads no management, chart, QR-code or schema code and stays within 120 KB in 10 files', async ({
  page,
}) => {
  const assets = await loadedAssets(page, '/login', () =>
    expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(),
  );
  expect(assets.paths.length).toBeGreaterThan(0);
  // Built files are named `<module>-<8-character hash>.js`; only the module's name says anything.
  const names = assets.paths.map((path) =>
    path.replace(/^.*\//, '').replace(/-[\w-]{8}\.\w+$/, ''),
  );
  const unneeded =
    /chart|qr|tournament|season|console|admin|app-layout|dashboard|profile-page|zod/i;
  expect(names.filter((name) => unneeded.test(name))).toEqual([]);
  expect(assets.paths.length).toBeLessThanOrEqual(10);
  expect(assets.brotli).toBeLessThan(120 * kb);
  expect(assets.withParser).toEqual([]);
});

test('the statistics console stays within 170 KB brotli and 190 KB gzip in 15 files', async ({
  page,
}) => {
  const game = await seedLiveGame(page, { premium: true });
  const assets = await loadedAssets(page, game.consoleUrl('statstwo'), () =>
    expect(page.getByText(game.home.players[0]!.lastName).first()).toBeVisible(),
  );
  expect(assets.paths.length).toBeLessThanOrEqual(15);
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
  expect(assets.brotli).toBeLessThan(170 * kb);
  expect(assets.gzip).toBeLessThan(190 * kb);
  expect(assets.withParser).toEqual([]);
});

test('the public scoreboard stays within 60 KB and its overlay, for embedding, within 30 KB', async ({
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
    expect(board.brotli).toBeLessThan(60 * kb);

    const overlayViewer = await context.newPage();
    const overlay = await loadedAssets(
      overlayViewer,
      `${game.outputUrl('scoreboard')}?overlay=1`,
      () => expect(overlayViewer.getByTestId('scoreboard')).toBeVisible(),
    );
    expect(overlay.brotli).toBeLessThan(30 * kb);
    expect([...board.withParser, ...overlay.withParser]).toEqual([]);
  } finally {
    await context.close();
  }
});
