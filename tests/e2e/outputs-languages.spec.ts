// The outputs in the tournament's language (docs/product/languages.md): a Spanish tournament's
// scoreboard and stat sheet read in Spanish on a phone, a tablet and a laptop, with the
// federation's words and numbers written the Spanish way; `?lang=` shows one screen in another
// language; and a viewer's browser language does not change what a tournament's outputs say.
import type { Browser, Page } from '@playwright/test';
import { adminPaths, apiPath, apiPaths, managementPaths } from '../../src/contract/api-paths.ts';
import { siteAdminEmails } from './support/env.ts';
import { expect, signInAsSiteAdmin, test } from './support/fixtures.ts';
import { event, post, postEvents, seedLiveGame, type SeededGame } from './support/live-game.ts';

async function setTournamentLanguage(page: Page, game: SeededGame, language: string) {
  const res = await page.request.patch(
    apiPath(managementPaths.tournament, { tournamentId: game.tournamentId }),
    { data: { language } },
  );
  expect(res.status(), await res.text()).toBe(200);
}

/** A viewer with no account, failing the test on a browser error. */
async function viewerPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return { context, page, errors };
}

/** Words only the French and Brazilian catalogues hold, to tell their chunks from the others. */
const frenchOrBrazilian = /propulsé par Tempo|com tecnologia Tempo|Tableau de marque|Placar local/;

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'laptop', width: 1280, height: 800 },
];

test('a Spanish tournament’s scoreboard and stat sheet read in Spanish on a phone, a tablet and a laptop', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const game = await seedLiveGame(page, { premium: true });
  await setTournamentLanguage(page, game, 'es');
  const shooter = game.home.players[0]!;
  await postEvents(page, game, [
    event({ type: 'game-start' }),
    event(
      {
        type: 'foul',
        team: 'away',
        offender: 'player',
        playerId: null,
        kind: 'personal',
        shooting: false,
      },
      1,
      500_000,
    ),
  ]);
  // 5 of 11 field goals: 45.5%, written "45,5 %" in Spanish.
  const shots = Array.from({ length: 11 }, (_, i) =>
    event(
      { type: 'shot', team: 'home', playerId: shooter.id, points: 2, made: i < 5 },
      1,
      590_000 - i * 10_000,
    ),
  );
  await postEvents(page, game, shots, 'statstwo');
  // A free owner's stat sheet shows the team totals table, with its percentage columns.
  const owner = (await (await page.request.get(apiPaths.me)).json()) as { id: string };
  const admin = await viewerPage(browser);
  await signInAsSiteAdmin(admin.page, siteAdminEmails[2]!);
  await post(admin.page, apiPath(adminPaths.userPremium, { userId: owner.id }), {
    action: 'revoke',
  });
  await admin.context.close();
  const edit = await page.request.patch(apiPath(managementPaths.game, { gameId: game.gameId }), {
    data: { venue: 'Pabellón 2' },
  });
  expect(edit.status(), await edit.text()).toBe(200);

  for (const viewport of viewports) {
    // The viewer's browser speaks English: the tournament decides.
    const viewer = await viewerPage(browser, {
      viewport: { width: viewport.width, height: viewport.height },
      locale: 'en-US',
    });
    const scripts: Array<Promise<string>> = [];
    viewer.page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    const board = viewer.page;
    await board.goto(game.outputUrl('scoreboard'));
    await expect(board.getByTestId('score-home')).toBeVisible();
    await expect(board.locator('html')).toHaveAttribute('lang', 'es');
    await expect(board.getByTestId('period')).toHaveText('1C');
    // The labels are set in capitals, as a scoreboard shows them.
    const labels = board.getByTestId('scoreboard').locator('dt');
    expect(await labels.first().innerText()).toBe('FALTAS');
    await expect(board.getByTestId('fouls-away')).toHaveText('1');
    await expect(board.getByRole('region', { name: `Local: ${game.home.name}` })).toBeVisible();
    await expect(board.getByRole('timer', { name: 'Reloj de partido' })).toBeVisible();
    // The horn's button: off, or on where the browser lets a page play sound unasked.
    await expect(
      board.getByRole('button', { name: /^(Activar sonido|Silenciar la bocina)$/ }),
    ).toBeVisible();
    await expect(board).toHaveTitle(`Marcador: ${game.home.name} - ${game.away.name}`);
    // Spanish words fit the board as the English ones do.
    const overflow = await board.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await board.screenshot({ path: testInfo.outputPath(`scoreboard-es-${viewport.name}.png`) });

    await board.goto(game.outputUrl('statsheet'));
    const totals = board.getByTestId('team-totals');
    await expect(totals).toBeVisible();
    await expect(board.locator('html')).toHaveAttribute('lang', 'es');
    await expect(totals.getByRole('columnheader', { name: 'TC%' })).toHaveAttribute(
      'title',
      'Porcentaje de tiros de campo',
    );
    await expect(totals.getByRole('columnheader', { name: 'TL', exact: true })).toBeVisible();
    // PTS, TC, TC%: 5 of 11.
    const home = board.getByTestId('totals-home').getByRole('cell');
    await expect(home.nth(1)).toHaveText('5-11');
    await expect(home.nth(2)).toHaveText(/^45,5\s%$/);
    await expect(board.getByRole('heading', { name: 'Marcador por periodo' })).toBeVisible();
    await expect(
      board.getByTestId('period-scores').getByRole('columnheader', { name: '1C' }),
    ).toBeVisible();
    await expect(
      board.getByText('Las faltas de equipo se acumulan por periodo para la penalización.'),
    ).toBeVisible();
    await expect(board.getByText('con la tecnología de Tempo')).toBeVisible();
    await board.screenshot({ path: testInfo.outputPath(`statsheet-es-${viewport.name}.png`) });

    // Only the English (the browser's, for the loading page) and Spanish catalogues came.
    const bodies = await Promise.all(scripts);
    expect(bodies.filter((body) => frenchOrBrazilian.test(body))).toEqual([]);
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
  }
});

test('?lang=fr shows an English tournament’s outputs in French', async ({ page, browser }) => {
  const game = await seedLiveGame(page);
  await postEvents(page, game, [event({ type: 'game-start' })]);

  const viewer = await viewerPage(browser, { locale: 'en-US' });
  const board = viewer.page;
  await board.goto(`${game.outputUrl('scoreboard')}?lang=fr`);
  await expect(board.getByTestId('period')).toHaveText('QT1');
  await expect(board.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await board.getByTestId('scoreboard').locator('dt').first().innerText()).toBe('FAUTES');
  await expect(board.getByText('propulsé par Tempo')).toBeVisible();

  await board.goto(`${game.outputUrl('scoreboard')}?overlay=1&lang=fr`);
  await expect(board.getByTestId('scoreboard')).toHaveAttribute('data-overlay', 'true');
  await expect(board.getByText('QT1')).toBeVisible();
  await expect(board.getByText(/^Fautes/).first()).toBeVisible();

  await board.goto(`${game.outputUrl('statsheet')}?lang=fr`);
  await expect(board.getByRole('heading', { name: 'Score par période' })).toBeVisible();
  await expect(board.locator('html')).toHaveAttribute('lang', 'fr');

  // Without ?lang= the same screen is in the tournament's English.
  await board.goto(game.outputUrl('scoreboard'));
  await expect(board.getByTestId('period')).toHaveText('Q1');
  await expect(board.locator('html')).toHaveAttribute('lang', 'en');
  expect(viewer.errors).toEqual([]);
  await viewer.context.close();
});

test('an English tournament’s outputs stay English in a Spanish browser', async ({
  page,
  browser,
}) => {
  const game = await seedLiveGame(page);
  await postEvents(page, game, [event({ type: 'game-start' })]);

  const viewer = await viewerPage(browser, { locale: 'es-ES' });
  const board = viewer.page;
  await board.goto(game.outputUrl('scoreboard'));
  await expect(board.getByTestId('period')).toHaveText('Q1');
  await expect(board.locator('html')).toHaveAttribute('lang', 'en');
  expect(await board.getByTestId('scoreboard').locator('dt').first().innerText()).toBe('FOULS');
  await expect(board.getByText('powered by Tempo')).toBeVisible();
  await expect(board.getByRole('button', { name: /^(Sound on|Mute the horn)$/ })).toBeVisible();

  await board.goto(game.outputUrl('statsheet'));
  await expect(board.getByRole('heading', { name: 'Score by period' })).toBeVisible();
  await expect(board.locator('html')).toHaveAttribute('lang', 'en');

  // A page with no game to follow speaks the viewer's language.
  await board.goto(game.outputUrl('scoreboard').replace(game.gameId, crypto.randomUUID()));
  await expect(
    board.getByRole('heading', { name: 'Marcador: partido no encontrado' }),
  ).toBeVisible();
  expect(viewer.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  await viewer.context.close();
});
