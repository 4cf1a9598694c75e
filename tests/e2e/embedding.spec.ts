// Broadcasters and venues embed Tempo in pages of their own: a venue page on another origin frames
// the public scoreboard and stat sheet, shows a team logo and reads the vMix feed with a custom
// header (a CORS preflight), while a members' page refuses to be framed there.
import type { ConsoleMessage } from '@playwright/test';
import sharp from 'sharp';
import { apiPath, liveGamePaths, managementPaths } from '../../src/contract/api-paths.ts';
import { e2ePort } from './support/env.ts';
import { otherSite } from './support/other-site.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedLiveGame } from './support/live-game.ts';

const tempo = `http://localhost:${e2ePort}`;

test('a venue page on another origin embeds the public scoreboard, stat sheet, logo and feed', async ({
  page,
  browser,
}) => {
  const game = await seedLiveGame(page);
  await post(page, apiPath(liveGamePaths.events, { gameId: game.gameId }), {
    deviceId: 'e2e-embedding-device',
    console: 'timescore',
    events: [
      { clientId: `embed-start-${Date.now()}`, period: 1, clockMs: 600_000, type: 'game-start' },
      {
        clientId: `embed-three-${Date.now()}`,
        period: 1,
        clockMs: 600_000,
        type: 'score-adjust',
        team: 'home',
        points: 3,
      },
    ],
  });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const upload = await page.request.post(managementPaths.uploads, {
    data: png,
    headers: { 'content-type': 'image/png' },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  // The home team's logo, at the address its scoreboard shows it at.
  const team = await page.request.patch(apiPath(managementPaths.team, { teamId: game.home.id }), {
    data: { logoId: ((await upload.json()) as { id: string }).id },
  });
  expect(team.status(), await team.text()).toBe(200);
  const logo = ((await team.json()) as { logoUrl: string }).logoUrl;

  const feed = `${tempo}${apiPath(liveGamePaths.publicFeed, { gameId: game.gameId })}?shape=rows`;
  const venue = await otherSite(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Main Gym tonight</title></head>
<body>
  <h1>Main Gym tonight</h1>
  <img id="logo" alt="Harbour Hawks" src="${tempo}${logo}">
  <iframe title="Live scoreboard" src="${tempo}${game.outputUrl('scoreboard')}" width="960" height="540"></iframe>
  <iframe title="Stat sheet" src="${tempo}${game.outputUrl('statsheet')}" width="960" height="540"></iframe>
  <iframe title="Operators' monitor" src="${tempo}${game.outputUrl('scoreboard-view')}" width="960" height="540"></iframe>
</body></html>`);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const visitor = await context.newPage();
    const messages: ConsoleMessage[] = [];
    visitor.on('console', (msg) => messages.push(msg));
    const pageErrors: string[] = [];
    visitor.on('pageerror', (err) => pageErrors.push(err.message));
    await visitor.goto(venue.url);

    const board = visitor.frameLocator('iframe[title="Live scoreboard"]');
    await expect(board.getByTestId('scoreboard').getByText('Harbour Hawks')).toBeVisible();
    await expect(board.getByTestId('score-home')).toHaveText('3');
    const sheet = visitor.frameLocator('iframe[title="Stat sheet"]');
    await expect(sheet.getByTestId('sheet-score-home')).toHaveText('3');

    // Cross-origin images load only when the image allows it (Cross-Origin-Resource-Policy).
    await expect
      .poll(() =>
        visitor
          .locator('#logo')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(8);

    // A custom header makes the browser ask first (preflight); the rows come back readable.
    const rows = await visitor.evaluate(async (url) => {
      const res = await fetch(url, { headers: { 'x-show': 'main-gym' } });
      return (await res.json()) as Array<Record<string, string>>;
    }, feed);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ 'home.name': 'Harbour Hawks', 'home.score': '3' });

    // The monitor is for members at Tempo's own address: the browser refuses to frame it.
    const refusal =
      /^Framing '.+' violates .*"frame-ancestors 'self'"\. The request has been blocked/;
    await expect.poll(() => messages.filter((m) => refusal.test(m.text())).length).toBe(1);
    const monitor = visitor.frameLocator(`iframe[title="Operators' monitor"]`);
    await expect(monitor.getByRole('heading', { name: 'Scoreboard view' })).toHaveCount(0);
    expect(visitor.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/');

    // Nothing else went wrong in the venue's page or the frames.
    const otherErrors = messages
      .filter((m) => m.type() === 'error' && !refusal.test(m.text()))
      .map((m) => m.text());
    expect(otherErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
    await venue.close();
  }
});
