// A club's website on another origin frames the league's live ticker, which follows the score
// by itself; the organiser copies an embed's code and the site's QR code from the share panel;
// and the embeds pass axe in both themes.
import type { Page } from '@playwright/test';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import { publicSharePaths } from '../../src/contract/public-share.ts';
import { e2ePort } from './support/env.ts';
import { otherSite } from './support/other-site.ts';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { post, seedLiveGame, type SeededGame } from './support/live-game.ts';

const tempo = `http://localhost:${e2ePort}`;

const uniqueSlug = () =>
  `share-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

async function publish(page: Page, game: SeededGame, slug: string) {
  const res = await page.request.patch(`/api/tournaments/${game.tournamentId}/public-site`, {
    data: { enabled: true, slug },
  });
  expect(res.status(), await res.text()).toBe(200);
}

let clientIds = 0;
function scoreEvents(game: SeededGame, events: Array<Record<string, unknown>>) {
  return {
    deviceId: 'e2e-share-device',
    console: 'timescore',
    events: events.map((e) => ({
      clientId: `share-${Date.now()}-${(clientIds += 1)}`,
      period: 1,
      clockMs: 600_000,
      ...e,
    })),
  };
}

test('a club page on another origin shows the live ticker, which follows the score', async ({
  page,
  browser,
}) => {
  const game = await seedLiveGame(page);
  const slug = uniqueSlug();
  await publish(page, game, slug);
  const eventsUrl = apiPath(liveGamePaths.events, { gameId: game.gameId });
  await post(
    page,
    eventsUrl,
    scoreEvents(game, [{ type: 'game-start' }, { type: 'score-adjust', team: 'home', points: 2 }]),
  );

  const ticker = `${tempo}${apiPath(publicSharePaths.embedTicker, { slug })}`;
  const club = await otherSite(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Harbour Basketball Club</title></head>
<body><h1>Harbour Basketball Club</h1>
<iframe title="Live scores" src="${ticker}" width="100%" height="120" style="border:0"></iframe>
</body></html>`);
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    const pageErrors: string[] = [];
    visitor.on('pageerror', (err) => pageErrors.push(err.message));
    await visitor.goto(club.url);
    const frame = visitor.frameLocator('iframe[title="Live scores"]');
    const item = frame.locator(`[data-game="${game.gameId}"]`);
    await expect(item).toContainText('HAW');
    await expect(item).toContainText('LIVE Q1');
    await expect(item.locator('.score').first()).toHaveText('2');

    // The scorer's table posts a three: the ticker shows it with no reload of the club's page.
    await post(
      page,
      eventsUrl,
      scoreEvents(game, [{ type: 'score-adjust', team: 'home', points: 3 }]),
    );
    await expect(item.locator('.score').first()).toHaveText('5', { timeout: 15_000 });
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
    await club.close();
  }
});

test('the organiser copies an embed code and sees the QR code in the share panel', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const game = await seedLiveGame(page);
  const slug = uniqueSlug();
  await publish(page, game, slug);
  await page.goto(`/tournaments/${game.tournamentId}/settings`);

  const panel = page.getByRole('region', { name: 'Share and embed' });
  await expect(panel.getByLabel('Link to the site')).toHaveValue(`${tempo}/leagues/${slug}`);
  await expect(panel.getByRole('img', { name: /QR code of the site address/ })).toBeVisible();

  await panel.getByRole('button', { name: 'Copy address' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${tempo}/leagues/${slug}`,
  );

  await panel.getByText('Schedule and results').click();
  await panel.getByRole('button', { name: 'Copy code' }).click();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toMatch(/^<iframe [^>]*height="520"[^>]*><\/iframe>$/);
  expect(snippet).toContain(`src="${tempo}/embed/leagues/${slug}/schedule"`);
  expect(snippet).toMatch(/title="Live Cup \w+: Schedule and results"/);

  // The preview beneath is the embed itself.
  const preview = page.frameLocator('iframe[title="Preview: Schedule and results"]');
  await expect(preview.getByRole('heading', { name: 'Schedule and results' })).toBeVisible();
  await expect(preview.getByText('Harbour Hawks').first()).toBeVisible();
});

test('the embeds have no axe violation, light or dark', async ({ page }) => {
  const game = await seedLiveGame(page);
  const slug = uniqueSlug();
  await publish(page, game, slug);
  await post(
    page,
    apiPath(liveGamePaths.events, { gameId: game.gameId }),
    scoreEvents(game, [{ type: 'game-start' }, { type: 'score-adjust', team: 'away', points: 2 }]),
  );
  for (const path of [
    publicSharePaths.embedStandings,
    publicSharePaths.embedSchedule,
    publicSharePaths.embedTicker,
  ]) {
    for (const theme of ['light', 'dark']) {
      await page.goto(`${apiPath(path, { slug })}?theme=${theme}`);
      expect(await axeViolations(page), `${path} ${theme}`).toEqual([]);
    }
  }
});
