// A venue tablet reaches the laptop at its LAN address over plain HTTP, where the browser has no
// Clipboard API. Every Copy button still copies there and says "Copied" — a game's console and
// output links, an invite's code and link, the public site's address and embed code — and each
// link it copies, shows or draws as a QR code is on the LAN address, not localhost.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { qrPath } from '../../src/domain/share/qr-path.ts';
import { lanAddresses } from '../../src/server/http/machine-addresses.ts';
import { e2ePort } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedLiveGame, type SeededGame } from './support/live-game.ts';

/** What a tablet would type: this machine's LAN address (loopback when it has no network). */
const lanOrigin = `http://${lanAddresses({ ipv6: false })[0] ?? '127.0.0.1'}:${e2ePort}`;
const localOrigin = `http://localhost:${e2ePort}`;

const uniqueSlug = () => `lan-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/**
 * What is on the clipboard, read by a page at localhost: the clipboard is the browser's, and
 * loopback is a secure context where the Clipboard API may read it.
 */
async function clipboardOf(context: BrowserContext, back: Page): Promise<string> {
  const reader = await context.newPage();
  try {
    await reader.goto(`${localOrigin}/api/health`);
    return await reader.evaluate(() => navigator.clipboard.readText());
  } finally {
    await reader.close();
    await back.bringToFront();
  }
}

/** The URL a QR code encodes: its modules are those the encoder draws for exactly that URL. */
async function expectQrOf(code: Locator, url: string) {
  await expect(code.locator('path')).toHaveAttribute('d', qrPath(url).d);
}

async function publish(page: Page, game: SeededGame, slug: string) {
  const res = await page.request.patch(`/api/tournaments/${game.tournamentId}/public-site`, {
    data: { enabled: true, slug },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const gamePath = (game: SeededGame) =>
  `/tournaments/${game.tournamentId}/seasons/${game.seasonId}/games/${game.gameId}`;

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name} at the LAN address over plain HTTP`, () => {
    test.use({
      baseURL: lanOrigin,
      viewport: { width: viewport.width, height: viewport.height },
    });

    test('every Copy button copies and says so, and every link is on the LAN address', async ({
      page,
      context,
    }) => {
      // Five pages of the app, each visited and copied from: more than one page's time.
      test.slow();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: localOrigin,
      });
      const game = await seedLiveGame(page);
      const slug = uniqueSlug();
      await publish(page, game, slug);

      // A game's consoles and outputs.
      await page.goto(gamePath(game));
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
      const scoreboard = `${lanOrigin}${game.outputUrl('scoreboard')}`;
      const copyScoreboard = page.getByRole('button', { name: 'Copy link: Scoreboard (public)' });
      await copyScoreboard.click();
      await expect(page.getByRole('tooltip', { name: 'Copied' })).toBeVisible();
      expect(await clipboardOf(context, page)).toBe(scoreboard);
      await page.getByRole('button', { name: 'QR code: Scoreboard (public)' }).click();
      await expectQrOf(
        page.getByRole('img', { name: 'QR code for Scoreboard (public)' }),
        scoreboard,
      );
      await page.keyboard.press('Escape');

      // The operators' monitor shows the same links.
      await page.goto(game.outputUrl('scoreboard-view'));
      await page.getByRole('button', { name: 'Copy link: Time & score console' }).click();
      await expect(page.getByRole('tooltip', { name: 'Copied' })).toBeVisible();
      expect(await clipboardOf(context, page)).toBe(`${lanOrigin}${game.consoleUrl('timescore')}`);

      // An invite's code and link.
      const invite = await post<{ code: string }>(
        page,
        `/api/tournaments/${game.tournamentId}/invites`,
        { role: 'scorekeeper' },
      );
      await page.goto(`/tournaments/${game.tournamentId}/members`);
      const row = page.locator(`[data-invite-code="${invite.code}"]`);
      await row.getByRole('button', { name: 'Copy code' }).click();
      await expect(row.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await clipboardOf(context, page)).toBe(invite.code);
      await row.getByRole('button', { name: 'Copy link' }).click();
      await expect(row.getByRole('button', { name: 'Copied' }).last()).toBeVisible();
      expect(await clipboardOf(context, page)).toBe(`${lanOrigin}/join-tournament/${invite.code}`);

      // The public site's address, its QR code and an embed's code.
      await page.goto(`/tournaments/${game.tournamentId}/settings`);
      const site = `${lanOrigin}/leagues/${slug}`;
      const panel = page.getByRole('region', { name: 'Share and embed' });
      await expect(panel.getByLabel('Link to the site')).toHaveValue(site);
      await expectQrOf(
        panel.getByRole('img', { name: `QR code of the site address ${site}` }),
        site,
      );
      await panel.getByRole('button', { name: 'Copy address' }).click();
      await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await clipboardOf(context, page)).toBe(site);
      await expect(panel.getByRole('textbox', { name: 'Code for standings' })).toHaveValue(
        new RegExp(`src="${lanOrigin}/embed/leagues/${slug}/standings"`.replaceAll('.', '\\.')),
      );
      await panel.getByRole('button', { name: 'Copy code' }).click();
      await expect(panel.getByRole('button', { name: 'Copied' }).last()).toBeVisible();
      const snippet = await clipboardOf(context, page);
      expect(snippet).toContain(`src="${lanOrigin}/embed/leagues/${slug}/standings"`);
      expect(snippet).not.toContain('localhost');
    });
  });
}
