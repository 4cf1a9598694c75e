// A path can be written many ways: letters percent-encoded (`/%6ceagues/x`), doubled slashes, dot
// segments, a query, or the absolute form a proxy sends (`GET http://host/leagues/x HTTP/1.1`).
// Fastify routes several of these to the same page, so every limit and every header policy keyed
// on a path must see them as that one path: over real sockets, since fetch and inject() rewrite
// such paths before they are sent.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/** One request as written, with its status and (lower-cased) headers. */
function send(port: number, method: string, target: string, body = ''): Promise<RawAnswer> {
  const head = [
    `${method} ${target} HTTP/1.1`,
    'host: localhost',
    'connection: close',
    ...(body
      ? ['content-type: application/json', `content-length: ${Buffer.byteLength(body)}`]
      : []),
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine = '', ...lines] = Buffer.concat(chunks)
        .toString('utf8')
        .split('\r\n\r\n')[0]!
        .split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** Spellings of league-site reads, each of which Fastify hands to a league route. */
const leagueSpellings = [
  '/leagues/x',
  '/%6ceagues/x',
  '/%6Ceagues/%78',
  '/leagues//x',
  '/leagues/x?page=2',
  'http://localhost/leagues/x',
  'http://elsewhere.example/leagues/x/standings',
  '/api/public/leagues/x',
  '/api/%70ublic/leagues/x',
  '/%61pi/public/leagues/x?fresh=1',
  'http://localhost/api/public/leagues/x',
  '/embed/leagues/x/standings',
  '/embed/%6ceagues/x/standings',
];

describe('the league-site read limit', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_SITE_RATE_LIMIT_MAX: String(leagueSpellings.length) });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('counts every spelling of a league path as one count', async () => {
    for (const target of leagueSpellings) {
      // Each reaches the league site, which says this league has no site.
      expect((await send(port, 'GET', target)).status, target).toBe(404);
    }
    const refused = await rawRequest(port, 'GET', '/leagues/x');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
    for (const target of leagueSpellings) {
      const res = await send(port, 'GET', target);
      expect(res.status, target).toBe(429);
      expect(Number(res.headers['retry-after']), target).toBeGreaterThan(0);
    }
    // The rest of the API, however it is spelt, is not the league site's to limit.
    expect((await send(port, 'GET', '/api/health')).status).toBe(200);
    expect((await send(port, 'GET', '/%61pi/health')).status).toBe(200);
  });
});

describe('the per-route limits', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '4' });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('give a query, an encoded letter or the absolute form no counter of its own', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'a-wrong-guess-17' });
    for (const target of [
      '/api/auth/sign-in/email?attempt=1',
      '/api/auth/%73ign-in/email',
      '/api/auth/sign-in/emai%6C?attempt=2',
      'http://localhost/api/auth/sign-in/email',
    ]) {
      expect((await send(port, 'POST', target, body)).status, target).not.toBe(429);
    }
    const fifth = await send(port, 'POST', '/api/auth/sign-in/email', body);
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the headers a path decides', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t);
  });
  afterAll(() => t.close());

  /** The headers that differ between what other sites may use and what they may not. */
  const policy = (res: RawAnswer) => ({
    cors: res.headers['access-control-allow-origin'],
    corp: res.headers['cross-origin-resource-policy'],
    csp: res.headers['content-security-policy'],
    frame: res.headers['x-frame-options'],
  });

  it('are the same for every spelling of the path', async () => {
    for (const [plain, ...spellings] of [
      ['/api/public/leagues/x', '/api/%70ublic/leagues/x', 'http://localhost/api/public/leagues/x'],
      ['/api/health', '/%61pi/health', '/api/health?x=1', 'http://localhost/api/health'],
      ['/leagues/x', '/%6ceagues/x', 'http://localhost/leagues/x'],
      ['/embed/leagues/x/standings', '/%65mbed/leagues/x/standings', '/embed//leagues/x/standings'],
    ] as const) {
      const expected = policy(await send(port, 'GET', plain));
      for (const target of spellings) {
        expect(policy(await send(port, 'GET', target)), target).toEqual(expected);
      }
    }
  });
});
