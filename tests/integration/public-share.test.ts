// Sharing a public league site: the preview images, the embeds other sites frame and the
// organiser's poster, through real HTTP on a migrated database. Turning the site off must take
// every one of them down at once.
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/contract/api-paths.ts';
import { publicSharePaths } from '../../src/contract/public-share.ts';
import { pdfText } from '../support/pdf-text.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { ev, record, seedLiveGame, type LiveFixture } from './support/live-game.ts';
import { addMember, anonymous, createTeam, expectStatus, newUser } from './support/management.ts';

let t: TestApp;
let g: LiveFixture;
const slug = 'harbour-share';
const broadcaster = 'https://club.example';

const sitePath = (tournamentId: string) => `/api/tournaments/${tournamentId}/public-site`;
const gameCard = (gameId = g.gameId, s = slug) =>
  apiPath(publicSharePaths.gameCard, { slug: s, gameId });
const standingsCard = (s = slug) => apiPath(publicSharePaths.standingsCard, { slug: s });
const embeds = (s = slug) => [
  apiPath(publicSharePaths.embedStandings, { slug: s }),
  apiPath(publicSharePaths.embedSchedule, { slug: s }),
  apiPath(publicSharePaths.embedTicker, { slug: s }),
];
const posterPath = (tournamentId = g.tournamentId) =>
  apiPath(publicSharePaths.poster, { tournamentId });

async function setSite(body: { enabled: boolean; slug?: string }) {
  expectStatus(await g.owner.patch(sitePath(g.tournamentId), body), 200);
}

async function png(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toBe('image/png');
  return sharp(res.rawPayload).metadata();
}

function frameAncestors(res: LightMyRequestResponse): string | null {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, 'a Content-Security-Policy').toContain("script-src 'self'");
  const directive = csp.split(';').find((d) => d.trim().startsWith('frame-ancestors'));
  return directive?.trim() ?? null;
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  g = await seedLiveGame(t);
  // A name that would be markup if it were not escaped.
  await createTeam(g.owner, g.seasonId, '<script>alert("owls")</script> & Co');
  await setSite({ enabled: true, slug });
  await record(g.owner, g.gameId, [ev.start(), ev.score('home', 2)]);
});
afterAll(async () => {
  await t.close();
});

describe('preview cards', () => {
  it('draws a game as a 1200×630 PNG that changes when the score does', async () => {
    const first = expectStatus(await anonymous(t).get(gameCard()), 200);
    expect(await png(first)).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"c-/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');

    // The same version again is a 304 without a body; a new score is a new image.
    const again = await t.app.inject({
      method: 'GET',
      url: gameCard(),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    await record(g.owner, g.gameId, [ev.score('away', 3)]);
    const after = expectStatus(await anonymous(t).get(gameCard()), 200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(await png(after)).toMatchObject({ width: 1200, height: 630 });
  });

  it('draws the standings as a 1200×630 PNG', async () => {
    const res = expectStatus(await anonymous(t).get(standingsCard()), 200);
    expect(await png(res)).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(res.headers.etag).toMatch(/^"c-/);
  });

  it('answers 404 for a game of another league or an unknown league', async () => {
    const other = await seedLiveGame(t, { owner: await newUser(t, 'other') });
    expect((await anonymous(t).get(gameCard(other.gameId))).statusCode).toBe(404);
    expect((await anonymous(t).get(gameCard(g.gameId, 'no-such-league'))).statusCode).toBe(404);
    expect((await anonymous(t).get(standingsCard('no-such-league'))).statusCode).toBe(404);
  });
});

describe('embeds', () => {
  it('may be framed by any site, and show the league without private data', async () => {
    for (const url of embeds()) {
      const res = expectStatus(
        await t.app.inject({ method: 'GET', url, headers: { origin: broadcaster } }),
        200,
      );
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(frameAncestors(res), url).toBeNull();
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      // Scripts only from the server itself: no inline code anywhere in the page.
      expect(res.body, url).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(res.body, url).toContain(`/leagues/${slug}`);
      // Members, accounts and players' details are no part of any embed.
      for (const secret of [g.owner.id, g.tournamentId, 'Player0', '@example']) {
        expect(res.body, `${url} shows ${secret}`).not.toContain(secret);
      }
    }
  });

  it('escapes what organisers typed', async () => {
    const res = expectStatus(await anonymous(t).get(embeds()[0]!), 200);
    expect(res.body).toContain('&lt;script&gt;alert(&quot;owls&quot;)&lt;/script&gt; &amp; Co');
    expect(res.body).not.toContain('<script>alert');
  });

  it('lists the live game in the ticker, with its score, and loads the refresh script', async () => {
    const res = expectStatus(await anonymous(t).get(embeds()[2]!), 200);
    expect(res.body).toMatch(/data-game="[^"]+"/);
    expect(res.body).toContain('LIVE Q1');
    const script = /<script src="([^"]+)" defer=""><\/script>/.exec(res.body)?.[1];
    expect(script).toMatch(/^\/embed\/ticker\.[0-9a-f]{16}\.js$/);
    const js = expectStatus(await anonymous(t).get(script!), 200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toContain('immutable');
    expect(js.body).toContain('DOMParser');
  });

  it('takes a dark theme, and refuses a theme it does not have', async () => {
    const dark = expectStatus(await anonymous(t).get(`${embeds()[0]!}?theme=dark`), 200);
    expect(dark.body).toContain('color-scheme:dark');
    const bad = expectStatus(await anonymous(t).get(`${embeds()[0]!}?theme=pink`), 400);
    expect(bad.json<{ message: string }>().message).toMatch(/theme=light or theme=dark/);
  });

  it('revalidates with its ETag', async () => {
    const first = expectStatus(await anonymous(t).get(embeds()[0]!), 200);
    const again = await t.app.inject({
      method: 'GET',
      url: embeds()[0]!,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps look-alike paths and other pages unframable', async () => {
    for (const url of [`${embeds()[0]!}/extra`, '/embed/leagues', `/leagues/${slug}`]) {
      const res = await anonymous(t).get(url);
      expect(frameAncestors(res), url).toBe("frame-ancestors 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

describe('the poster', () => {
  it('gives the owner and admins a PDF with the address, and nobody else', async () => {
    const res = expectStatus(await g.owner.get(posterPath()), 200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/poster\.pdf/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`/leagues/${slug}`);

    const admin = await newUser(t, 'admin');
    await addMember(t, g.tournamentId, admin.id, 'admin');
    expectStatus(await admin.get(posterPath()), 200);

    const scorekeeper = await newUser(t, 'scorer');
    await addMember(t, g.tournamentId, scorekeeper.id, 'scorekeeper');
    expect((await scorekeeper.get(posterPath())).statusCode).toBe(403);
    expect((await anonymous(t).get(posterPath())).statusCode).toBe(401);
    expect((await (await newUser(t, 'stranger')).get(posterPath())).statusCode).toBe(404);
  });
});

describe('with the site off', () => {
  it('answers 404 everywhere at once, and the poster explains why it cannot be printed', async () => {
    await setSite({ enabled: false });
    try {
      expect((await anonymous(t).get(gameCard())).statusCode).toBe(404);
      expect((await anonymous(t).get(standingsCard())).statusCode).toBe(404);
      for (const url of embeds()) {
        const res = await anonymous(t).get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain('not available');
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const poster = expectStatus(await g.owner.get(posterPath()), 409);
      expect(poster.json<{ message: string }>().message).toMatch(/Turn the public site on/);
    } finally {
      await setSite({ enabled: true });
    }
  });
});
