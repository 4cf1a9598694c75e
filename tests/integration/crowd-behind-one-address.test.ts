// A school gym's spectators reach an internet-hosted Tempo from one public address (the school's
// NAT): with the limits as they ship, 500 phones on that address all follow the live game — its
// scoreboard stream, and its page read again after each basket — while one client opening
// thousands of streams is still stopped.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, liveGamePaths, publicLeaguePaths } from '../../src/contract/api-paths.ts';
import { loadConfig } from '../../src/server/config.ts';
import { ev, listen, record, seedLiveGame, type LiveFixture } from './support/live-game.ts';
import { expectStatus } from './support/management.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let port: number;
let g: LiveFixture;
const slug = 'gym-crowd-league';

beforeAll(async () => {
  // The limits as they ship: nothing about streams or connections is set here.
  t = await createTestApp();
  port = Number(new URL(await listen(t.app)).port);
  g = await seedLiveGame(t);
  await record(g.owner, g.gameId, [ev.start()]);
  const settings = apiPath(publicLeaguePaths.settings, { tournamentId: g.tournamentId });
  expectStatus(await g.owner.patch(settings, { enabled: true, slug }), 200);
}, 60_000);
afterAll(() => t.close());

/** A phone's scoreboard stream on a plain socket; `text` is everything it received so far. */
function phone(path: string) {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  const state = { text: '' };
  socket.on('data', (chunk: string) => (state.text += chunk));
  socket.on('error', () => {});
  socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: text/event-stream\r\n\r\n`);
  return { socket, state };
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 600 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(check(), what).toBe(true);
}

describe('a crowd behind one address', () => {
  it('500 phones on one address all follow the game, and each sees the next basket', async () => {
    const path = `${apiPath(liveGamePaths.publicStream, { gameId: g.gameId })}?view=scoreboard`;
    const phones = Array.from({ length: 500 }, () => phone(path));
    try {
      await until(
        () => phones.every((p) => p.state.text.includes('event: scoreboard')),
        'every phone got the scoreboard',
      );
      expect(phones.filter((p) => p.state.text.startsWith('HTTP/1.1 200')).length).toBe(500);
      const seq = (await record(g.owner, g.gameId, [ev.score('home', 2)])).lastSeq;
      await until(
        () => phones.every((p) => p.state.text.includes(`id: ${seq}\nevent: scoreboard`)),
        'every phone saw the basket',
      );
      // Each phone's game page reads its plays and box score again (same address, as its NAT).
      const page = apiPath(publicLeaguePaths.game, { slug, gameId: g.gameId });
      const statuses = new Map<number, number>();
      for (let i = 0; i < phones.length; i++) {
        const res = await t.app.inject({ method: 'GET', url: page, remoteAddress: '127.0.0.1' });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 200: 500 });
    } finally {
      for (const p of phones) p.socket.destroy();
    }
  }, 120_000);

  it('one client opening thousands of streams is still stopped, well above a crowd', () => {
    const shipped = loadConfig({});
    expect(shipped.streamsPerAddress).toBeGreaterThanOrEqual(2_000);
    expect(shipped.streamsPerAddress).toBeLessThan(5_000);
    expect(shipped.connectionsPerAddress).toBeGreaterThan(shipped.streamsPerAddress);
  });
});
