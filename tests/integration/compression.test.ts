// What crosses the network: the built web app's files leave in the Brotli or gzip sibling the
// build made (whichever the request accepts, q-values respected), or as they are, always with
// `Vary: Accept-Encoding`; hashed assets are cached for a year and the rest revalidated (304).
// API answers of 1 KB or more are compressed as they are sent; live streams never are.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { ev, isEvent, listen, openStream, record, seedLiveGame } from './support/live-game.ts';
import type { LiveFixture } from './support/live-game.ts';
import { serveBuild, type ServedBuild } from './support/web-build.ts';

let t: TestApp;
let g: LiveFixture;
let build: ServedBuild;
let web: FastifyInstance;

const chromium = 'gzip, deflate, br, zstd';
const chromiumOnPlainHttp = 'gzip, deflate';
const script = '/assets/app-4f2a91c0.js';
const smallScript = '/assets/small-77b0e1d2.js';

/** Text that compresses as a real bundle does, well past the 1 KB threshold. */
function filler(kind: string, lines: number) {
  return Array.from({ length: lines }, (_, i) => `${kind} line ${i}: ${(i * 7919) % 1000}`).join(
    '\n',
  );
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  g = await seedLiveGame(t);
  await record(g.owner, g.gameId, [ev.start()]);
  build = await serveBuild(t, {
    'index.html': `<!doctype html><title>app</title><!--\n${filler('app', 80)}\n-->`,
    'output.html': `<!doctype html><title>output</title><!--\n${filler('output', 80)}\n-->`,
    'sw.js': `// worker\n${filler('// shell', 80)}`,
    [script.slice(1)]: `export const app = 1;\n${filler('// module', 300)}`,
    [smallScript.slice(1)]: 'export const small = 1;\n',
  });
  web = build.web;
});
afterAll(async () => {
  await build.close();
  await t.close();
});

const fileText = (urlPath: string) => fs.readFileSync(path.join(build.dir, urlPath));
const get = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers });

function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
  expect(encoding, 'a coding the test knows').toBeUndefined();
  return res.rawPayload;
}

function expectVaried(res: LightMyRequestResponse) {
  expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
}

describe('the built web app', () => {
  it('sends Brotli when the browser offers it, as Chromium does on localhost', async () => {
    const res = await get(script, { 'accept-encoding': chromium });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe((await get(script)).headers['content-type']);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.rawPayload.length).toBeLessThan(fileText(script).length / 3);
    expect(decoded(res).equals(fileText(script))).toBe(true);
    expectVaried(res);
  });

  it('sends gzip when only gzip is offered, as Chromium does at a LAN address', async () => {
    const res = await get(script, { 'accept-encoding': chromiumOnPlainHttp });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(decoded(res).equals(fileText(script))).toBe(true);
    expectVaried(res);
  });

  it('sends the file itself without an Accept-Encoding or for identity, still varying', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const res = await get(script, headers);
      expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(res.rawPayload.equals(fileText(script))).toBe(true);
      expect(res.headers['content-length']).toBe(String(fileText(script).length));
      expectVaried(res);
    }
  });

  it('respects q-values: Brotli refused means gzip, a preferred gzip wins', async () => {
    for (const offer of ['br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get(script, { 'accept-encoding': offer });
      expect(res.headers['content-encoding'], offer).toBe('gzip');
      expect(decoded(res).equals(fileText(script))).toBe(true);
    }
  });

  it('sends a file under 1 KB as it is: there is no compressed sibling to pay for', async () => {
    const res = await get(smallScript, { 'accept-encoding': chromium });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(fileText(smallScript))).toBe(true);
    expectVaried(res);
  });

  it('does not serve the siblings under names of their own', async () => {
    const res = await get(`${script}.br`, { 'accept-encoding': chromium });
    expect(res.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await get(script, { 'accept-encoding': chromium });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/sw.js', '/dashboard', '/index.html']) {
      const res = await get(url, { 'accept-encoding': chromium });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeTruthy();
      expect(res.headers['last-modified'], url).toBeTruthy();
    }
  });

  it('sends a built script with the few headers a subresource needs, pages with all of them', async () => {
    const asset = await get(script, { 'accept-encoding': chromium });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'x-request-id',
      'etag',
      'last-modified',
      'accept-ranges',
    ]) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    // Every header line of a script's answer, as Chromium counts them, stays small.
    const headerBytes = Object.entries(asset.headers)
      .map(([name, value]) => `${name}: ${String(value)}\r\n`)
      .join('').length;
    expect(headerBytes).toBeLessThan(400);

    for (const url of ['/dashboard', '/sw.js']) {
      const res = await get(url, { 'accept-encoding': chromium });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-request-id'], url).toBeTruthy();
    }
  });

  it('answers a revisit of the app page with 304 when its ETag still matches', async () => {
    for (const acceptEncoding of [chromium, chromiumOnPlainHttp]) {
      const first = await get('/dashboard', { 'accept-encoding': acceptEncoding });
      const etag = String(first.headers.etag);
      const again = await get('/tournaments/x/seasons/y', {
        'accept-encoding': acceptEncoding,
        'if-none-match': etag,
      });
      expect(again.statusCode, acceptEncoding).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // Another encoding is another representation: its ETag does not match.
      const other = acceptEncoding === chromium ? 'identity' : chromium;
      const changed = await get('/dashboard', { 'accept-encoding': other, 'if-none-match': etag });
      expect(changed.statusCode, other).toBe(200);
    }
  });

  it('compresses the history-fallback pages: the app and the outputs', async () => {
    const app = await get('/tournaments/a/seasons/b/standings', { 'accept-encoding': chromium });
    expect(app.statusCode).toBe(200);
    expect(app.headers['content-encoding']).toBe('br');
    expect(app.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decoded(app).equals(fileText('/index.html'))).toBe(true);
    expectVaried(app);

    const output = await get('/tournaments/a/seasons/b/games/c/output/scoreboard?overlay=1', {
      'accept-encoding': chromiumOnPlainHttp,
    });
    expect(output.statusCode).toBe(200);
    expect(output.headers['content-encoding']).toBe('gzip');
    expect(output.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decoded(output).equals(fileText('/output.html'))).toBe(true);
    expectVaried(output);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    for (const url of [script, '/dashboard']) {
      const full = await get(url, { 'accept-encoding': chromium });
      const head = await web.inject({
        method: 'HEAD',
        url,
        headers: { 'accept-encoding': chromium },
      });
      expect(head.statusCode, url).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(full.headers['content-length']);
      expect(head.headers.etag).toBe(full.headers.etag);
    }
  });

  it('answers a range of the representation it sends', async () => {
    const plain = await get(script, { range: 'bytes=0-9' });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(fileText(script).subarray(0, 10))).toBe(true);

    const whole = await get(script, { 'accept-encoding': chromium });
    const part = await get(script, { 'accept-encoding': chromium, range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.headers['content-range']).toBe(`bytes 0-9/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 10))).toBe(true);
  });
});

describe('API answers', () => {
  const state = () => apiPath(liveGamePaths.publicState, { gameId: g.gameId });

  it('compresses JSON of 1 KB or more into the same JSON', async () => {
    const plain = await get(state());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    expectVaried(plain);
    for (const [offer, coding] of [
      [chromium, 'br'],
      [chromiumOnPlainHttp, 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await get(state(), { 'accept-encoding': offer });
      expect(res.statusCode, offer).toBe(200);
      expect(res.headers['content-encoding'], offer).toBe(coding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      // The same state; only the server's clock reading moves between two answers.
      const { serverTime: _a, ...same } = JSON.parse(decoded(res).toString('utf8')) as object & {
        serverTime: number;
      };
      const { serverTime: _b, ...expected } = plain.json<{ serverTime: number }>();
      expect(same).toEqual(expected);
      expectVaried(res);
    }
  });

  it('sends a small answer as it is', async () => {
    const res = await get(liveGamePaths.time, { 'accept-encoding': chromium });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('serverTime');
  });

  it('answers HEAD with the compressed length the GET would send', async () => {
    const plain = await get(state());
    const head = await web.inject({
      method: 'HEAD',
      url: state(),
      headers: { 'accept-encoding': chromium },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
    // The state carries the server's clock, so two answers differ by a byte or so.
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(Number(head.headers['content-length'])).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('never compresses a live stream, which delivers each event as it happens', async () => {
    const base = await listen(t.app);
    const stream = await openStream(
      base,
      `${apiPath(liveGamePaths.publicStream, { gameId: g.gameId })}?after=0`,
      { 'accept-encoding': chromium },
    );
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.headers.get('content-encoding')).toBeNull();
      await stream.next(isEvent(1));
      const sent = performance.now();
      const result = await record(g.owner, g.gameId, [ev.score('home', 2)]);
      await stream.next(isEvent(result.lastSeq));
      // Held back by a compressor, a frame this small would wait for more or for the end.
      expect(performance.now() - sent).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });
});
