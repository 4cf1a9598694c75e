// What one client address may hold open at once, over real HTTP: live streams (public ones
// included) and requests in progress beyond the limits are refused with a 429 a person can act
// on, other addresses are not affected, and the address is X-Forwarded-For's only with
// TRUST_PROXY=on.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiPaths, liveGamePaths } from '../../src/contract/api-paths.ts';
import {
  ev,
  listen,
  openStream,
  record,
  seedLiveGame,
  type SseReader,
} from './support/live-game.ts';
import { createTestApp } from './support/test-app.ts';

const limits = { STREAMS_PER_ADDRESS: '2', CONNECTIONS_PER_ADDRESS: '4' };

/** An app with the small limits above, a started game and its public stream's path. */
async function start(env: Record<string, string> = {}) {
  const t = await createTestApp({ ...limits, ...env });
  const base = await listen(t.app);
  const g = await seedLiveGame(t);
  await record(g.owner, g.gameId, [ev.start()]);
  return { t, base, path: apiPath(liveGamePaths.publicStream, { gameId: g.gameId }) };
}

async function expectRefused(res: Response, message: RegExp) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toMatch(message);
}

describe('limits per client address', () => {
  let app: Awaited<ReturnType<typeof start>>;
  const open: SseReader[] = [];
  beforeAll(async () => {
    app = await start();
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await app.t.close();
  });

  const stream = async (headers: Record<string, string> = {}) => {
    const s = await openStream(app.base, app.path, headers);
    open.push(s);
    return s;
  };

  it('refuses a live stream beyond STREAMS_PER_ADDRESS, until one of them closes', async () => {
    const first = await stream();
    const second = await stream();
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await fetch(`${app.base}${app.path}`, {
      headers: { accept: 'text/event-stream', 'x-forwarded-for': '198.51.100.7' },
    });
    // Without TRUST_PROXY a forwarded address is the client's word, and does not count.
    await expectRefused(third, /Too many live screens are open from your address \(at most 2\)/);
    first.close();
    await expect
      .poll(async () => {
        const again = await stream();
        if (again.status !== 200) again.close();
        return again.status;
      })
      .toBe(200);
  });

  it('refuses a request beyond CONNECTIONS_PER_ADDRESS in progress, streams included', async () => {
    for (const s of open.splice(0)) s.close();
    await expect.poll(() => app.t.app.sseStreams.size).toBe(0);
    // Two streams and two bodies still coming in make four.
    expect([(await stream()).status, (await stream()).status]).toEqual([200, 200]);
    const { port } = new URL(app.base);
    const slow = [0, 1].map(() => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.on('error', () => {});
      socket.write(
        `POST ${apiPaths.analyticsEvents} HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
          'content-type: application/json\r\ncontent-length: 100\r\n\r\n{',
      );
      return socket;
    });
    await expect.poll(async () => (await fetch(`${app.base}${apiPaths.health}`)).status).toBe(429);
    await expectRefused(
      await fetch(`${app.base}${apiPaths.health}`),
      /Too many requests are in progress from your address \(at most 4 at once/,
    );
    for (const socket of slow) socket.destroy();
    await expect.poll(async () => (await fetch(`${app.base}${apiPaths.health}`)).status).toBe(200);
  });
});

describe('limits per client address behind a proxy (TRUST_PROXY=on)', () => {
  let app: Awaited<ReturnType<typeof start>>;
  const open: SseReader[] = [];
  beforeAll(async () => {
    app = await start({ TRUST_PROXY: 'on' });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await app.t.close();
  });

  it('counts streams per forwarded address: one address at its limit does not hold up another', async () => {
    const from = async (address: string) => {
      const s = await openStream(app.base, app.path, { 'x-forwarded-for': address });
      open.push(s);
      return s.status;
    };
    expect([await from('203.0.113.5'), await from('203.0.113.5')]).toEqual([200, 200]);
    await expectRefused(
      await fetch(`${app.base}${app.path}`, { headers: { 'x-forwarded-for': '203.0.113.5' } }),
      /Too many live screens/,
    );
    expect([await from('203.0.113.6'), await from('203.0.113.6')]).toEqual([200, 200]);
  });
});
