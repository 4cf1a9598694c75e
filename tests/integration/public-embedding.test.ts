// What other sites may use: the public scoreboard and stat sheet may be framed anywhere, logos
// and public data may be loaded and read from any origin (errors and preflights included), and
// everything else stays same-origin. The flat feed also comes as vMix's rows.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import { testOrigin } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { anonymous, expectStatus, newUser } from './support/management.ts';
import {
  ev,
  listen,
  openStream,
  record,
  seedLiveGame,
  type LiveFixture,
} from './support/live-game.ts';
import { serveBuild, type ServedBuild } from './support/web-build.ts';

let t: TestApp;
let g: LiveFixture;
let build: ServedBuild;
let web: FastifyInstance;
const broadcaster = 'https://graphics.broadcaster.example';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  g = await seedLiveGame(t);
  await record(g.owner, g.gameId, [ev.start(), ev.score('home', 2)]);
  // The pages as a build serves them: index.html for the app, output.html for the outputs.
  build = await serveBuild(t, {
    'index.html': '<!doctype html><title>app</title>',
    'output.html': '<!doctype html><title>output</title>',
  });
  web = build.web;
});
afterAll(async () => {
  await build.close();
  await t.close();
});

const gamePage = (page: string) =>
  `/tournaments/${g.tournamentId}/seasons/${g.seasonId}/games/${g.gameId}/${page}`;
const publicPath = (pattern: string, gameId = g.gameId) => apiPath(pattern, { gameId });

function frameAncestors(res: LightMyRequestResponse): string | null {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, 'a Content-Security-Policy').toContain("default-src 'self'");
  const directive = csp.split(';').find((d) => d.trim().startsWith('frame-ancestors'));
  return directive?.trim() ?? null;
}

describe('framing', () => {
  it('lets any site frame the public scoreboard, its overlay and the stat sheet', async () => {
    for (const page of ['output/scoreboard', 'output/scoreboard?overlay=1', 'output/statsheet']) {
      const res = await web.inject({ method: 'GET', url: gamePage(page) });
      expect(res.statusCode, page).toBe(200);
      expect(res.body).toContain('<title>output</title>');
      expect(frameAncestors(res), page).toBeNull();
      expect(res.headers['x-frame-options'], page).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy'], page).toBe('cross-origin');
    }
  });

  it('keeps every other page to frames of its own origin', async () => {
    for (const page of [
      '/dashboard',
      '/login',
      gamePage('scoreboard-view'),
      gamePage('console/timescore'),
      gamePage('output/scoreboardoffline'),
      gamePage('output/localscoreboard'),
      // A look-alike path is not an output.
      `${gamePage('output/scoreboard')}/extra`,
    ]) {
      const res = await web.inject({ method: 'GET', url: page });
      expect(frameAncestors(res), page).toBe("frame-ancestors 'self'");
      expect(res.headers['x-frame-options'], page).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-resource-policy'], page).toBe('same-origin');
    }
  });
});

describe('the embeds’ addresses', () => {
  const league = '/embed/leagues/harbour-league';

  it('send an address with a trailing slash on to the embed, query and all', async () => {
    for (const kind of ['standings', 'schedule', 'ticker']) {
      for (const [asked, canonical] of [
        [`${league}/${kind}/`, `${league}/${kind}`],
        [`${league}/${kind}/?theme=dark&lang=es`, `${league}/${kind}?theme=dark&lang=es`],
      ] as const) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await web.inject({ method, url: asked });
          expect(res.statusCode, `${method} ${asked}`).toBe(301);
          expect(res.headers.location, asked).toBe(canonical);
          expect(res.body, asked).not.toContain('<title>app</title>');
        }
      }
    }
  });

  it('answer every other address under /embed/ with the embeds’ own 404, which no site may frame', async () => {
    for (const url of [
      `${league}/standings//`,
      `${league}/standings/extra`,
      `${league}/standings/extra/`,
      `${league}/scores`,
      league,
      `${league}/`,
      '/embed/leagues/',
      '/embed/leagues',
      '/embed/',
      '/embed',
    ]) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).not.toContain('<title>app</title>');
      expect(res.body, url).toContain('not available');
      expect(frameAncestors(res), url).toBe("frame-ancestors 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

describe('public data and images for other sites', () => {
  it('lets other sites load uploaded logos', async () => {
    const owner = await newUser(t, 'logos');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: png,
      headers: { 'content-type': 'image/png', cookie: owner.cookie, origin: testOrigin },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    // The upload itself is a private action.
    expect(upload.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(upload.headers['access-control-allow-origin']).toBeUndefined();

    const tournament = expectStatus(
      await owner.post('/api/tournaments', {
        name: 'Logo League',
        logoId: upload.json<{ id: string }>().id,
      }),
      201,
    ).json<{ logoUrl: string }>();
    const image = await t.app.inject({ method: 'GET', url: tournament.logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['access-control-allow-origin']).toBe('*');
    const missing = await t.app.inject({ method: 'GET', url: '/api/uploads/no-such-image' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends public JSON, its errors and the clock with CORS and cross-origin resource policy', async () => {
    const privateGame = await seedLiveGame(t, { owner: await newUser(t, 'private') });
    expectStatus(
      await privateGame.owner.patch(`/api/tournaments/${privateGame.tournamentId}`, {
        publicOutputs: false,
      }),
      200,
    );
    const answers: Array<[string, number]> = [
      [publicPath(liveGamePaths.publicState), 200],
      [`${publicPath(liveGamePaths.publicEvents)}?after=0`, 200],
      [publicPath(liveGamePaths.publicFeed), 200],
      [liveGamePaths.time, 200],
      [publicPath(liveGamePaths.publicState, 'no-such-game'), 404],
      [publicPath(liveGamePaths.publicFeed, privateGame.gameId), 403],
      [`${publicPath(liveGamePaths.publicEvents)}?after=-1`, 400],
      ['/api/public/no-such-endpoint', 404],
    ];
    for (const [url, status] of answers) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: broadcaster } });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      // Nothing public takes cookies, so none may be sent along.
      expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
  });

  it('keeps member data and the API around it same-origin', async () => {
    for (const url of [publicPath(liveGamePaths.state), '/api/me', '/api/tournaments']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { origin: broadcaster, cookie: g.owner.cookie },
      });
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('answers the CORS preflight of public endpoints, and only theirs', async () => {
    for (const url of [
      publicPath(liveGamePaths.publicStream),
      publicPath(liveGamePaths.publicFeed),
      publicPath(liveGamePaths.publicState, 'no-such-game'),
      liveGamePaths.time,
    ]) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: broadcaster,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'last-event-id, x-show-id',
        },
      });
      expect(res.statusCode, url).toBe(204);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['access-control-allow-methods'], url).toBe('GET, HEAD, OPTIONS');
      expect(res.headers['access-control-allow-headers'], url).toBe('last-event-id, x-show-id');
      expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
    }
    const member = await t.app.inject({
      method: 'OPTIONS',
      url: publicPath(liveGamePaths.state),
      headers: { origin: broadcaster, 'access-control-request-method': 'GET' },
    });
    expect(member.statusCode).toBe(404);
    expect(member.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets another origin follow the public stream', async () => {
    const base = await listen(t.app);
    const stream = await openStream(base, `${publicPath(liveGamePaths.publicStream)}?after=0`, {
      origin: broadcaster,
      'last-event-id': '0',
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('access-control-allow-origin')).toBe('*');
      await stream.next((f) => f.event === 'game-event' && f.id === '2');
    } finally {
      stream.close();
    }
  });
});

describe('the feed as rows', () => {
  it('gives the flat feed as the one row of an array for vMix', async () => {
    const flat = expectStatus(
      await anonymous(t).get(publicPath(liveGamePaths.publicFeed)),
      200,
    ).json<Record<string, string>>();
    const res = expectStatus(
      await anonymous(t).get(`${publicPath(liveGamePaths.publicFeed)}?shape=rows`),
      200,
    );
    const rows = res.json<Array<Record<string, string>>>();
    expect(rows).toHaveLength(1);
    const { clock: _a, ...row } = rows[0]!;
    const { clock: _b, ...same } = flat;
    expect(row).toEqual(same);
    expect(row).toMatchObject({ 'home.name': 'Harbour Hawks', 'home.score': '2' });
    expect(res.headers['access-control-allow-origin']).toBe('*');

    const bad = await anonymous(t).get(`${publicPath(liveGamePaths.publicFeed)}?shape=table`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/shape/i);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = expectStatus(await anonymous(t).get('/api/openapi.json'), 200).json<{
      paths: Record<string, { get: { description: string; parameters: { name: string }[] } }>;
    }>();
    const feed = doc.paths['/api/public/games/{gameId}/feed.json']!.get;
    expect(feed.parameters.map((p) => p.name)).toContain('shape');
    expect(feed.description).toContain('shape=rows');
  });
});
