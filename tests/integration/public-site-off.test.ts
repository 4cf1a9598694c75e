// A league's site going away takes effect at once, caches included: its owner deactivated (by
// themselves or by an admin) or the site turned off, the very next anonymous request for any of
// its answers — JSON, pages, embeds, preview cards, sitemap — is "not available", and open public
// streams of its games close. Nothing it answers may be kept by a browser or a proxy without
// asking again, so what they hold cannot outlive the site either; asking again stays cheap.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, liveGamePaths, publicLeaguePaths } from '../../src/contract/api-paths.ts';
import { publicSharePaths } from '../../src/contract/public-share.ts';
import { newAccount, registerAccount } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { clientFor, expectStatus, type Client } from './support/management.ts';
import {
  ev,
  listen,
  openStream,
  record,
  seedLiveGame,
  type LiveFixture,
} from './support/live-game.ts';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp({
    ADMIN_EMAILS: 'chief@example.com',
    AUTH_RATE_LIMIT_MAX: '1000',
    PUBLIC_SITE_RATE_LIMIT_MAX: '100000',
  });
  admin = clientFor(
    t,
    await registerAccount(t.app, { ...newAccount(), email: 'chief@example.com' }),
  );
});
afterAll(() => t.close());

let leagues = 0;
/** A league of its own with a live game, published at a fresh address. */
async function publishedLeague(): Promise<{ g: LiveFixture; slug: string }> {
  const g = await seedLiveGame(t, { players: 2 });
  const slug = `off-league-${++leagues}`;
  expectStatus(
    await g.owner.patch(apiPath(publicLeaguePaths.settings, { tournamentId: g.tournamentId }), {
      enabled: true,
      slug,
    }),
    200,
  );
  await record(g.owner, g.gameId, [ev.start(), ev.score('home', 2)]);
  return { g, slug };
}

/** Every kind of anonymous answer a league's site gives. */
function siteUrls(g: LiveFixture, slug: string): string[] {
  const { gameId, homeTeamId: teamId } = g;
  const playerId = g.home[0]!;
  return [
    apiPath(publicLeaguePaths.home, { slug }),
    apiPath(publicLeaguePaths.schedule, { slug }),
    apiPath(publicLeaguePaths.standings, { slug }),
    apiPath(publicLeaguePaths.bracket, { slug }),
    apiPath(publicLeaguePaths.leaders, { slug }),
    apiPath(publicLeaguePaths.team, { slug, teamId }),
    apiPath(publicLeaguePaths.player, { slug, playerId }),
    apiPath(publicLeaguePaths.game, { slug, gameId }),
    `/leagues/${slug}`,
    `/leagues/${slug}/schedule`,
    `/leagues/${slug}/standings`,
    `/leagues/${slug}/bracket`,
    `/leagues/${slug}/leaders`,
    `/leagues/${slug}/teams/${teamId}`,
    `/leagues/${slug}/players/${playerId}`,
    `/leagues/${slug}/games/${gameId}`,
    `/leagues/${slug}/sitemap.xml`,
    apiPath(publicSharePaths.embedStandings, { slug }),
    apiPath(publicSharePaths.embedSchedule, { slug }),
    apiPath(publicSharePaths.embedTicker, { slug }),
    apiPath(publicSharePaths.gameCard, { slug, gameId }),
    apiPath(publicSharePaths.standingsCard, { slug }),
  ];
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Each answer's status, by address. */
async function statuses(urls: string[]): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const url of urls) answers[url] = (await get(url)).statusCode;
  return answers;
}

const all = (urls: string[], status: number) =>
  Object.fromEntries(urls.map((url) => [url, status]));

describe('a deactivated owner', () => {
  it('takes the site down for the very next request, on every kind of answer', async () => {
    const { g, slug } = await publishedLeague();
    const urls = siteUrls(g, slug);
    // Every answer loaded, and so held by the server's answer cache, a moment before.
    expect(await statuses(urls)).toEqual(all(urls, 200));
    expectStatus(await g.owner.post('/api/me/deactivate'), 200);
    expect(await statuses(urls)).toEqual(all(urls, 404));
    const json = await get(urls[0]!);
    expect(json.json()).toEqual({
      code: 'NOT_FOUND',
      message: "This league's site is not available",
    });
    expect(json.headers['cache-control']).toBe('no-store');

    expectStatus(await g.owner.post('/api/me/reactivate'), 200);
    expect(await statuses(urls)).toEqual(all(urls, 200));
  });

  it('deactivated by an admin, the same', async () => {
    const { g, slug } = await publishedLeague();
    const urls = siteUrls(g, slug);
    expect(await statuses(urls)).toEqual(all(urls, 200));
    const status = async (value: string) =>
      expectStatus(
        await admin.post(`/api/admin/users/${g.owner.id}/status`, { status: value }),
        200,
      );
    await status('deactivated');
    expect(await statuses(urls)).toEqual(all(urls, 404));
    await status('active');
    expect(await statuses(urls)).toEqual(all(urls, 200));
  });

  it('closes the open public streams of the league’s games, and refuses new ones at once', async () => {
    const { g } = await publishedLeague();
    const base = await listen(t.app);
    const streamPath = `${apiPath(liveGamePaths.publicStream, { gameId: g.gameId })}?after=999999`;
    // Opening it leaves the game's access held for a moment: it must not let the next one in.
    const open = await openStream(base, streamPath);
    try {
      expect(open.status).toBe(200);
      expectStatus(await g.owner.post('/api/me/deactivate'), 200);
      const refused = await fetch(`${base}${streamPath}`, {
        headers: { accept: 'text/event-stream' },
      });
      expect(refused.status).toBe(403);
      await refused.body?.cancel();
      await open.ended;
    } finally {
      open.close();
    }
  });
});

describe('a site turned off', () => {
  it('answers 404 to the very next request, on every kind of answer', async () => {
    const { g, slug } = await publishedLeague();
    const urls = siteUrls(g, slug);
    const settings = apiPath(publicLeaguePaths.settings, { tournamentId: g.tournamentId });
    expect(await statuses(urls)).toEqual(all(urls, 200));
    expectStatus(await g.owner.patch(settings, { enabled: false }), 200);
    expect(await statuses(urls)).toEqual(all(urls, 404));
    for (const url of urls) {
      expect((await get(url)).headers['cache-control'], url).toMatch(/^no-(store|cache)$/);
    }
  });
});

describe('HTTP caching', () => {
  it('lets browsers and proxies keep every answer only to ask again, with a cheap 304', async () => {
    const { g, slug } = await publishedLeague();
    for (const url of siteUrls(g, slug)) {
      const first = expectStatus(await get(url), 200);
      expect(first.headers['cache-control'], url).toBe('public, no-cache');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^(W\/)?"/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.headers['cache-control'], url).toBe('public, no-cache');
    }
  });

  it('sends an old address on to the new one without letting it be kept', async () => {
    const { g, slug } = await publishedLeague();
    const settings = apiPath(publicLeaguePaths.settings, { tournamentId: g.tournamentId });
    expectStatus(await g.owner.patch(settings, { slug: `${slug}-moved` }), 200);
    for (const url of siteUrls(g, slug)) {
      const moved = await get(url);
      expect(moved.statusCode, url).toBe(301);
      expect(moved.headers.location, url).toBe(url.replace(slug, `${slug}-moved`));
      expect(moved.headers['cache-control'], url).toBe('public, no-cache');
    }
  });

  it('answers a crowd asking again with no database query while the answer is fresh', async () => {
    const { g, slug } = await publishedLeague();
    const cold = countQueries(t);
    try {
      // Loading an answer does cost queries, and they are counted.
      expectStatus(await get(apiPath(publicLeaguePaths.home, { slug })), 200);
      expect(cold.count()).toBeGreaterThan(0);
    } finally {
      cold.stop();
    }
    for (const url of siteUrls(g, slug)) {
      // The crowd comes within the second the answer is held, however slow this machine is.
      const held = vi.spyOn(performance, 'now').mockReturnValue(performance.now());
      const queries = countQueries(t);
      try {
        const etag = String(expectStatus(await get(url), 200).headers.etag);
        queries.reset();
        // 20 readers of the page ask again at once.
        const answers: LightMyRequestResponse[] = await Promise.all(
          Array.from({ length: 20 }, () => get(url, { 'if-none-match': etag })),
        );
        expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(304));
        expect(queries.count(), url).toBe(0);
      } finally {
        queries.stop();
        held.mockRestore();
      }
    }
  });
});

/** Counts the statements sent to the database from now on. */
function countQueries(app: TestApp): { count(): number; reset(): void; stop(): void } {
  const { pglite, pool } = app.deps.database;
  const spies = pglite
    ? [vi.spyOn(pglite, 'query'), vi.spyOn(pglite, 'exec')]
    : [vi.spyOn(pool!, 'query')];
  return {
    count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    reset: () => spies.forEach((spy) => spy.mockClear()),
    stop: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
