// The organiser's season journey (docs/product/league-pages.md): a season with FIBA rules, a team with colours
// and a logo, a roster typed and imported from CSV, a double round-robin over two courts, a game
// moved, results entered, and standings that order themselves with a tiebreak note.
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './support/fixtures.ts';

/** A real 8×8 PNG, so the upload is checked and resized like any logo. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(8 * 3, 0x7f)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Eva Moreno's jersey and position are what the test gets wrong, then right. */
const rosterCsv = (eva: { jersey: string; position: string }) =>
  [
    'first_name,last_name,jersey,position,height_cm',
    'Ana,Díaz,1,PG,170',
    'Bea,Ruiz,2,SG,172',
    'Cara,"Smith, Jr.",3,SF,180',
    'Dana,Lopez,4,PF,184',
    `Eva,Moreno,${eva.jersey},${eva.position},190`,
    'Fay,Gil,6,PG,168',
    'Gia,Soto,7,SG,',
    'Hana,Vega,8,SF,177',
    'Ida,Rey,9,PF,181',
    'Jo,Cruz,10,C,188',
  ].join('\n');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an organiser sets up a season, schedules it and sees the standings', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpViaApi(page);
  const created = await page.request.post('/api/tournaments', { data: { name: 'City League' } });
  expect(created.status(), await created.text()).toBe(201);
  const tournamentId = ((await created.json()) as { id: string }).id;

  // A season with the FIBA preset, through the UI.
  await page.goto(`/tournaments/${tournamentId}/seasons/create`);
  await page.getByLabel('Name', { exact: true }).fill('2026 Autumn');
  await choose(page, 'Rules', 'FIBA');
  await page.getByRole('button', { name: 'Create season' }).click();
  await expect(page.getByRole('heading', { name: '2026 Autumn' })).toBeVisible();
  await expect(page).toHaveURL(/\/seasons\/[^/]+\/teams$/);
  const seasonId = /\/seasons\/([^/]+)\/teams$/.exec(page.url())![1]!;
  await expect(page.getByText('0 of 12 teams on the Free plan')).toBeVisible();

  // A team with colours and a logo.
  await page.getByRole('link', { name: 'Add team' }).click();
  await page.getByLabel('Team name').fill('Harbour Hawks');
  await page.getByLabel('Short name').fill('hwk');
  await page.getByRole('textbox', { name: 'Primary colour' }).fill('#552583');
  await page.getByRole('textbox', { name: 'Secondary colour' }).fill('#fdb927');
  await page.getByLabel('Coach').fill('Marta Gil');
  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour Hawks' })).toBeVisible();
  await expect(page.getByText('Short name: HWK')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Primary colour #552583' })).toBeVisible();

  // A player by hand: "00" is its own jersey number.
  await page.getByRole('link', { name: 'Add player' }).click();
  await page.getByLabel('First name').fill('Zoe');
  await page.getByLabel('Last name').fill('Navarro');
  await page.getByLabel('Jersey number').fill('00');
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour Hawks' })).toBeVisible();
  const roster = page.getByRole('table', { name: 'Roster' });
  await expect(roster.getByRole('row', { name: /00 Zoe Navarro/ })).toBeVisible();

  // A CSV roster with one bad row: flagged, fixed, imported.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  // A file over the limit is refused in words before it is sent.
  await page.locator('input[type=file]').setInputFiles({
    name: 'huge.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`first_name,last_name,jersey\n${'Ana,Díaz,1\n'.repeat(25_000)}`),
  });
  await expect(page.getByRole('alert', { name: 'The file cannot be imported' })).toContainText(
    'The file is too large (200 KB at most)',
  );
  await expect(page.getByRole('button', { name: 'Check the file' })).toBeDisabled();
  await page.getByLabel('CSV', { exact: true }).fill(rosterCsv({ jersey: '123', position: 'G/F' }));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('1 row has an error.')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Import preview' });
  const eva = preview.getByRole('row', { name: /Moreno/ });
  await expect(eva).toContainText(
    'Row 6, jersey: “123” is not a jersey number. Use a number from 0 to 99, or 00.',
  );
  await expect(eva).toContainText(
    'Row 6, position: “G/F” could be Guard (G) or Forward (F). Write one position.',
  );
  await expect(page.getByRole('button', { name: 'Import 10 players' })).toBeDisabled();
  // A generic position, in lower case as spreadsheets often have it.
  await page.getByLabel('CSV', { exact: true }).fill(rosterCsv({ jersey: '5', position: 'g' }));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('button', { name: 'Import 10 players' }).click();
  await expect(page.getByText('10 players were imported.')).toBeVisible();
  await expect(roster.getByRole('row')).toHaveCount(12);
  await expect(roster.getByRole('row', { name: /Cara Smith, Jr\./ })).toBeVisible();
  const evaPosition = roster
    .getByRole('row', { name: /Eva Moreno/ })
    .getByRole('cell')
    .nth(2);
  await expect(evaPosition).toHaveText('G');

  // The other seven teams, quickly.
  const others = [
    'Bay Bulls',
    'Cliff Cats',
    'Dune Dogs',
    'Elm Eagles',
    'Fort Foxes',
    'Glen Geese',
    'Hill Hares',
  ];
  for (const name of others) {
    const res = await page.request.post(`/api/seasons/${seasonId}/teams`, {
      data: {
        name,
        shortName: name.slice(0, 1) + name.split(' ')[1]!.slice(0, 2),
        primaryColor: '#1e40af',
        secondaryColor: '#ffffff',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Before any game, eight teams level on everything: listed alphabetically, with no notes.
  await page.goto(`/tournaments/${tournamentId}/seasons/${seasonId}/teams`);
  const standings = page.getByRole('table', { name: 'Standings' });
  await expect(standings.getByRole('row')).toHaveCount(9);
  await expect(standings.getByRole('row').nth(1)).toContainText('Bay Bulls');
  await expect(standings.getByLabel(/^note /)).toHaveCount(0);
  await expect(page.getByText(/level on every tiebreaker/)).toHaveCount(0);
  await expect(page.getByText('Teams still level are listed alphabetically.')).toBeVisible();

  // A double round-robin on Saturdays and Sundays, two start times, two courts.
  await page.goto(`/tournaments/${tournamentId}/seasons/${seasonId}/schedule`);
  await page.getByRole('button', { name: 'Generate a round-robin schedule' }).click();
  await page.getByText('Double round').click();
  await page.getByLabel('Start date').fill('2026-09-05');
  await page.getByText('Sun', { exact: true }).click();
  await page.getByRole('button', { name: 'Add a start time' }).click();
  await page.getByLabel('Start time 2', { exact: true }).fill('20:00');
  await page.getByRole('button', { name: 'Add a court' }).click();
  await page
    .getByLabel('Court 2', { exact: true })
    .fill('The court behind the main hall, by the car park');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Use at most 40 characters for a court')).toBeVisible();
  await page.getByLabel('Court 2', { exact: true }).fill('Court B');
  // Typed as the IANA name, offered by its place.
  await page.getByRole('textbox', { name: 'Timezone' }).fill('Europe/Madrid');
  await page.getByRole('option', { name: /\) Madrid, Spain — / }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('56 games on 14 dates.')).toBeVisible();
  await page.getByRole('button', { name: 'Create 56 games' }).click();
  await expect(page.getByText('56 games were created.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saturday, September 5, 2026' })).toBeVisible();

  const gamesRes = await page.request.get(`/api/seasons/${seasonId}/games`);
  type ApiGame = { id: string; homeTeam: { name: string }; awayTeam: { name: string } };
  const games = ((await gamesRes.json()) as { games: ApiGame[] }).games;
  expect(games).toHaveLength(56);

  // Move the last game to 21:15 on its day (venue time).
  const moved = games[games.length - 1]!;
  await page
    .getByRole('link', { name: `${moved.homeTeam.name} vs ${moved.awayTeam.name}` })
    .last()
    .click();
  await page.getByRole('button', { name: 'Edit game' }).click();
  await page.getByLabel('Time', { exact: true }).fill('21:15');
  await page.getByRole('button', { name: 'Save game' }).click();
  await expect(page.getByText('The game was saved.')).toBeVisible();
  await expect(page.getByText('Sun, Oct 18, 2026, 09:15 PM GMT+2 (Madrid time)')).toBeVisible();

  // Results of three games of the first day.
  await page.goto(`/tournaments/${tournamentId}/seasons/${seasonId}/games`);
  const results: Array<[ApiGame, number, number]> = [
    [games[0]!, 80, 70],
    [games[1]!, 75, 65],
    [games[2]!, 90, 60],
  ];
  for (const [game, home, away] of results) {
    await page
      .getByRole('button', { name: `Enter result: ${game.homeTeam.name} vs ${game.awayTeam.name}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(`${game.homeTeam.name} score`).fill(String(home));
    await dialog.getByLabel(`${game.awayTeam.name} score`).fill(String(away));
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('table', { name: 'Games' }).getByText('Final')).toHaveCount(3);

  // The standings: +30 first, then the two +10 winners split on points scored, with the note.
  await page.goto(`/tournaments/${tournamentId}/seasons/${seasonId}/teams`);
  const rows = standings.getByRole('row');
  await expect(rows.nth(1)).toContainText(games[2]!.homeTeam.name);
  await expect(rows.nth(2)).toContainText(games[0]!.homeTeam.name);
  await expect(rows.nth(3)).toContainText(games[1]!.homeTeam.name);
  await expect(rows.nth(1)).toContainText('+30');
  await expect(
    page.getByText(`${games[0]!.homeTeam.name}: ahead of ${games[1]!.homeTeam.name} on`),
  ).toBeVisible();

  // Every game's consoles and outputs, with a QR code; stats consoles marked Premium (free owner).
  await page.goto(`/tournaments/${tournamentId}/seasons/${seasonId}/console`);
  await page
    .getByRole('button', { name: new RegExp(games[0]!.homeTeam.name) })
    .first()
    .click();
  await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'QR code: Scoreboard (public)' }).first().click();
  await expect(
    page.locator('svg title', { hasText: 'QR code for Scoreboard (public)' }),
  ).toHaveCount(1);

  // Rules: a preset fills every field; changing one makes them custom.
  await page.goto(`/tournaments/${tournamentId}/seasons/${seasonId}/settings`);
  await expect(page.getByRole('textbox', { name: 'Rules preset' })).toHaveValue('FIBA');
  await choose(page, 'Rules preset', 'NBA');
  await expect(page.getByLabel('Period length (minutes)')).toHaveValue('12');
  await page.getByLabel('Periods', { exact: true }).fill('2');
  await expect(page.getByRole('textbox', { name: 'Rules preset' })).toHaveValue('Custom');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The season settings were saved.')).toBeVisible();
});
