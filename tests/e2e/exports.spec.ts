// Exports in Chromium: a premium organiser downloads the box score, the score sheet and
// the season stats through the pages, and each file is read and checked against the game's
// events; the calendar address shown on the schedule serves the game's VEVENT; a free owner sees
// the upgrade prompt instead of the buttons.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Download, Page } from '@playwright/test';
import { apiPath, liveGamePaths, managementPaths } from '../../src/contract/api-paths.ts';
import { parseCsv } from '../../src/domain/exports/csv.ts';
import { pdfText } from '../support/pdf-text.ts';
import { expect, test } from './support/fixtures.ts';
import { seedLiveGame } from './support/live-game.ts';

const at = (period: number, clockMs: number) => ({ clientId: randomUUID(), period, clockMs });

async function download(page: Page, button: string): Promise<{ file: Download; body: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return { file, body: fs.readFileSync(path) };
}

function csvRows(body: Buffer) {
  const text = body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text).map((r) => r.fields);
  return { header: header!, rows, cell: (row: string[], c: string) => row[header!.indexOf(c)] };
}

test('a premium organiser downloads every export and subscribes to the calendar', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const game = await seedLiveGame(page, { premium: true, playersPerTeam: 5 });
  const luka = await page.request.post(
    apiPath(managementPaths.teamPlayers, { teamId: game.home.id }),
    {
      data: { firstName: 'Luka', lastName: 'Dončić', jersey: '77', position: null },
    },
  );
  expect(luka.status(), await luka.text()).toBe(201);
  const lukaId = ((await luka.json()) as { id: string }).id;
  const gameUrl = apiPath(managementPaths.game, { gameId: game.gameId });
  const patched = await page.request.patch(gameUrl, {
    data: {
      scheduledAt: '2026-07-04T17:30:00.000Z',
      timezone: 'Europe/Madrid',
      officials: 'Ana Ruiz',
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const away = game.away.players[0]!;
  const posted = await page.request.post(apiPath(liveGamePaths.events, { gameId: game.gameId }), {
    data: {
      deviceId: 'e2e-exports',
      console: 'statstwo',
      events: [
        { ...at(1, 600_000), type: 'game-start' },
        { ...at(1, 600_000), type: 'score-source', source: 'stats' },
        { ...at(1, 500_000), type: 'shot', team: 'home', playerId: lukaId, points: 3, made: true },
        { ...at(1, 400_000), type: 'shot', team: 'away', playerId: away.id, points: 2, made: true },
        {
          ...at(1, 300_000),
          type: 'foul',
          team: 'away',
          offender: 'player',
          playerId: away.id,
          kind: 'personal',
          shooting: false,
        },
        { ...at(1, 0), type: 'game-end' },
      ],
    },
  });
  expect(posted.status(), await posted.text()).toBe(200);

  const season = `/tournaments/${game.tournamentId}/seasons/${game.seasonId}`;
  await page.goto(`${season}/games/${game.gameId}`);

  const box = await download(page, 'Box score (CSV)');
  expect(box.file.suggestedFilename()).toBe('HAW-VIP 2026-07-04 box score.csv');
  const sheet = csvRows(box.body);
  const lukaRow = sheet.rows.find((r) => sheet.cell(r, 'Player') === 'Luka Dončić')!;
  expect([
    sheet.cell(lukaRow, '#'),
    sheet.cell(lukaRow, 'PTS'),
    sheet.cell(lukaRow, '3PM'),
  ]).toEqual(['77', '3', '1']);
  const totals = sheet.rows.filter((r) => sheet.cell(r, 'Player') === 'Team totals');
  expect(
    totals.map((r) => [sheet.cell(r, 'Team'), sheet.cell(r, 'PTS'), sheet.cell(r, 'PF')]),
  ).toEqual([
    ['Harbour Hawks', '3', '0'],
    ['Valley Vipers', '2', '1'],
  ]);

  const pdf = await download(page, 'Score sheet (PDF)');
  expect(pdf.file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf.body);
  expect(text).toContain('Harbour Hawks');
  expect(text).toContain('Luka Dončić');
  expect(text).toContain('Ana Ruiz');
  expect(text).toContain('3 – 2');

  await page.goto(`${season}/teams`);
  const stats = await download(page, 'Season stats (CSV)');
  const season1 = csvRows(stats.body);
  const lukaSeason = season1.rows.find((r) => season1.cell(r, 'Player') === 'Luka Dončić')!;
  expect([
    season1.cell(lukaSeason, 'GP'),
    season1.cell(lukaSeason, 'PTS'),
    season1.cell(lukaSeason, 'PTS/G'),
  ]).toEqual(['1', '3', '3']);

  await page.goto(`${season}/schedule`);
  const address = page.getByLabel('Calendar address (iCal)');
  await expect(address).toHaveValue(/\/api\/calendars\/.+\/season\.ics$/);
  const feedUrl = await address.inputValue();
  await expect(page.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
    'href',
    feedUrl.replace(/^http:/, 'webcal:'),
  );
  // A calendar app sends no cookies: Playwright's own request context has none of the page's.
  const feed = await request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await feed.text()).replace(/\r\n /g, '');
  expect(ics).toContain(`UID:${game.gameId}@localhost`);
  expect(ics).toContain('SUMMARY:Harbour Hawks vs Valley Vipers (3–2)');
  expect(ics).toContain('DTSTART:20260704T173000Z');

  // The owner resets the address (after confirming): the old one stops working.
  await page.getByRole('button', { name: 'Reset link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset link' }).click();
  await expect(address).not.toHaveValue(feedUrl);
  expect((await request.get(feedUrl)).status()).toBe(404);
});

test('a free owner sees the upgrade prompt instead of the exports', async ({ page }) => {
  const game = await seedLiveGame(page, { playersPerTeam: 1 });
  const season = `/tournaments/${game.tournamentId}/seasons/${game.seasonId}`;
  await page.goto(`${season}/games/${game.gameId}`);
  const exportsCard = page
    .locator('div', { has: page.getByRole('heading', { name: 'Exports' }) })
    .last();
  await expect(exportsCard.getByRole('alert')).toContainText('Upgrade to Tempo Premium');
  await expect(
    exportsCard.getByText(
      'Tempo Premium includes exports (CSV box score, PDF score sheet, iCal schedule).',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Box score (CSV)' })).toHaveCount(0);

  await page.goto(`${season}/schedule`);
  await expect(page.getByRole('heading', { name: 'Subscribe to calendar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Premium' })).toBeVisible();
  await expect(page.getByLabel('Calendar address (iCal)')).toHaveCount(0);
});
