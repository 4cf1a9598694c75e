// A tournament's language (docs/product/languages.md): chosen in its settings, it is the language
// of the tournament's outputs whatever language the organiser reads Tempo in.
import { expect, test } from './support/fixtures.ts';
import { seedLiveGame } from './support/live-game.ts';

test('the settings’ Language select saves the tournament’s language, and its scoreboard speaks it', async ({
  page,
  browser,
}) => {
  const game = await seedLiveGame(page);
  const api = `/api/tournaments/${game.tournamentId}`;
  expect(((await (await page.request.get(api)).json()) as { language: string }).language).toBe(
    'en',
  );

  await page.goto(`/tournaments/${game.tournamentId}/settings`);
  await page.getByRole('textbox', { name: 'Language', exact: true }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The tournament was saved.')).toBeVisible();
  // The organiser's own screens stay in English: only the tournament's outputs change.
  await expect(page.getByRole('textbox', { name: 'Language', exact: true })).toHaveValue('Español');
  expect(((await (await page.request.get(api)).json()) as { language: string }).language).toBe(
    'es',
  );

  // A viewer whose browser asks for English still reads the scoreboard in the tournament's
  // language: the outputs' words come from the common catalogue.
  const viewer = await browser.newContext({ locale: 'en-US' });
  const board = await viewer.newPage();
  await board.goto(game.outputUrl('scoreboard'));
  await expect(
    board
      .getByTestId('scoreboard')
      .getByText(/faltas/i)
      .first(),
  ).toBeVisible();
  await viewer.close();
});
