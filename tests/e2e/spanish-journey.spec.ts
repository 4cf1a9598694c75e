// The whole Spanish journey of docs/product/languages.md in one go, on a phone whose browser asks
// for Spanish: an organiser registers and creates her tournament in Spanish, so the tournament is
// Spanish; her scorer runs the time & score console in Spanish; the public scoreboard and stat
// sheet, opened by a viewer whose browser speaks English, are Spanish because the tournament is;
// and the PDF score sheet she downloads is written in Spanish.
import fs from 'node:fs';
import { apiPath, liveGamePaths, managementPaths } from '../../src/contract/api-paths.ts';
import { pdfText } from '../support/pdf-text.ts';
import { confirmLinkIn, expect, newUser, test, waitForMail } from './support/fixtures.ts';
import { makePremiumViaSandbox, post } from './support/live-game.ts';

const phone = { width: 390, height: 844 };

test.use({ locale: 'es-ES', viewport: phone, hasTouch: true });

test('a Spanish organiser’s league speaks Spanish from registration to the score sheet', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const user = newUser('liga');

  // Registration and sign-in, in Spanish because the browser asks for it.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByLabel('Nombre').fill(user.name);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu bandeja de entrada' })).toBeVisible();
  await page.goto(confirmLinkIn(await waitForMail(user.email)));
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Tus torneos' })).toBeVisible();

  // Her tournament, created on the page, takes her language.
  await page.getByRole('link', { name: 'Crear un torneo' }).click();
  await expect(page.getByRole('heading', { name: 'Crear un torneo' })).toBeVisible();
  await page.getByLabel('Nombre').fill('Liga Valenciana');
  await page.getByRole('button', { name: 'Crear torneo' }).click();
  await expect(page.getByText('Se ha creado Liga Valenciana.')).toBeVisible();
  await expect(page).toHaveURL(/\/tournaments\/[0-9a-f-]{36}/);
  const tournamentId = /\/tournaments\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const tournament = await page.request.get(apiPath(managementPaths.tournament, { tournamentId }));
  expect(((await tournament.json()) as { language: string }).language).toBe('es');

  // A season, two teams and a game, set up as the management pages do (their own journeys test
  // those pages); Premium, for the score sheet.
  await makePremiumViaSandbox(page);
  const season = await post<{ id: string }>(
    page,
    apiPath(managementPaths.seasons, { tournamentId }),
    { name: 'Temporada 2026' },
  );
  const team = async (name: string, shortName: string, players: string[]) => {
    const created = await post<{ id: string }>(
      page,
      apiPath(managementPaths.seasonTeams, { seasonId: season.id }),
      { name, shortName, primaryColor: '#b91c1c', secondaryColor: '#ffffff' },
    );
    for (const [i, lastName] of players.entries()) {
      await post(page, apiPath(managementPaths.teamPlayers, { teamId: created.id }), {
        firstName: 'Ana',
        lastName,
        jersey: String(4 + i),
        position: null,
      });
    }
    return created.id;
  };
  const home = await team('Águilas de Valencia', 'AGU', ['Núñez', 'Ibáñez', 'Peña']);
  const away = await team('Toros de Sevilla', 'TOR', ['García', 'Muñoz', 'Ruiz']);
  const game = await post<{ id: string }>(
    page,
    apiPath(managementPaths.seasonGames, { seasonId: season.id }),
    { homeTeamId: home, awayTeamId: away, venue: 'Pabellón Fuente de San Luis', court: '1' },
  );
  const gamePath = `/tournaments/${tournamentId}/seasons/${season.id}/games/${game.id}`;
  await post(page, apiPath(liveGamePaths.events, { gameId: game.id }), {
    deviceId: 'spanish-journey',
    console: 'timescore',
    events: [
      { clientId: 'spanish-journey-start', period: 1, clockMs: 600_000, type: 'game-start' },
    ],
  });

  // The time & score console, in Spanish, once the game has started: a basket for each side.
  await page.goto(`${gamePath}/console/timescore`);
  await expect(page.getByTestId('period')).toHaveText('1C');
  const homePanel = page.getByRole('region', { name: 'Local: Águilas de Valencia' });
  await expect(homePanel.getByText('Faltas de equipo')).toBeVisible();
  await homePanel.getByRole('button', { name: '+3 Águilas de Valencia' }).click();
  await expect(page.getByTestId('team-score-home')).toHaveText('3');
  await expect(page.getByTestId('undo-last')).toHaveText('Deshacer: +3 AGU');
  const awayPanel = page.getByRole('region', { name: 'Visitante: Toros de Sevilla' });
  await awayPanel.getByRole('button', { name: '+2 Toros de Sevilla' }).click();
  await expect(page.getByTestId('team-score-away')).toHaveText('2');

  // A fan's phone speaks English; the tournament's outputs are Spanish all the same.
  const fan = await browser.newContext({ locale: 'en-US', viewport: phone });
  try {
    const board = await fan.newPage();
    await board.goto(`${gamePath}/output/scoreboard`);
    await expect(board.getByTestId('score-home')).toHaveText('3');
    await expect(board.getByTestId('score-away')).toHaveText('2');
    await expect(board.locator('html')).toHaveAttribute('lang', 'es');
    await expect(board.getByTestId('period')).toHaveText('1C');
    expect(await board.getByTestId('scoreboard').locator('dt').first().innerText()).toBe('FALTAS');
    await expect(board.getByRole('timer', { name: 'Reloj de partido' })).toBeVisible();

    await board.goto(`${gamePath}/output/statsheet`);
    await expect(board).toHaveTitle('Estadísticas: Águilas de Valencia - Toros de Sevilla');
    await expect(board.getByText('Marcador por periodo')).toBeVisible();
    await expect(board.getByText('Faltas de equipo por periodo')).toBeVisible();
  } finally {
    await fan.close();
  }

  // The score sheet she downloads from the game's page is Spanish too.
  await page.goto(gamePath);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Acta del partido (PDF)' }).click(),
  ]);
  const text = pdfText(fs.readFileSync(await download.path()));
  expect(text).toContain('ACTA DEL PARTIDO');
  expect(text).toContain('Águilas de Valencia');
  expect(text).toContain('Núñez');
  expect(text).toContain('Marcador por periodos');
  expect(text).toContain('Tanteo acumulado');
});
