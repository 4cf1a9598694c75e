// Clients that do not move, over real sockets: a body or headers trickled a byte at a time are cut
// within seconds with a 408, while a 2 MB photo sent over half a minute and a live stream open all
// along are not; an answer given before its body arrived ends the connection; a reader that stops
// reading (a long backlog, or a flood of live events) is cut off and resumes from Last-Event-ID
// without losing an event, and one that stops reading a large plain answer is cut off too.
import http from 'node:http';
import net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath, apiPaths, liveGamePaths, managementPaths } from '../../src/contract/api-paths.ts';
import { parseSseBlock } from '../support/sse-block.ts';
import { ev, isEvent, listen, openStream, record, seedLiveGame } from './support/live-game.ts';
import { newUser, type Client } from './support/management.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let base: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  base = await listen(t.app);
  port = Number(new URL(base).port);
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  body: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedMs: number;
}

/** A client on a plain socket: what it sends and when is the test's; the answer once closed. */
function rawClient(head: string) {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  // Writes after the server has closed fail; the answer is what matters.
  socket.on('error', () => {});
  socket.write(head);
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  const answer = new Promise<RawAnswer>((resolve) => {
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [statusHead = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(statusHead.split(' ')[1]),
        body: rest.join('\r\n\r\n'),
        closedMs: Date.now() - started,
      });
    });
  });
  /** Writes `bytes` every `ms` until the server closes the connection. */
  const trickle = (bytes: string, ms: number) => {
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(bytes);
    }, ms);
    void answer.then(() => clearInterval(timer));
  };
  return { socket, answer, trickle };
}

const beaconHead = (extra = '') =>
  `POST ${apiPaths.analyticsEvents} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n${extra}` +
  'content-type: application/json\r\ncontent-length: 1000\r\n\r\n{';

describe('a client that sends too slowly', () => {
  it('is cut off, with a 408 that says why, when its body trickles in a byte every 5 s', async () => {
    const client = rawClient(beaconHead());
    client.trickle(' ', 5000);
    const answer = await client.answer;
    expect(answer.status).toBe(408);
    const body = JSON.parse(answer.body) as { code: string; message: string };
    expect(body.code).toBe('REQUEST_TIMEOUT');
    expect(body.message).toContain('arrived too slowly');
    // The pace is measured from 10 s on.
    expect(answer.closedMs).toBeGreaterThanOrEqual(10_000);
    expect(answer.closedMs).toBeLessThan(14_000);
  }, 30_000);

  it('is cut off when its headers trickle in', async () => {
    const client = rawClient(`GET ${apiPaths.health} HTTP/1.1\r\nhost: 127.0.0.1\r\n`);
    client.trickle('x-slow: 1\r\n', 2000);
    const answer = await client.answer;
    expect(answer.status).toBe(408);
    expect(answer.closedMs).toBeLessThan(14_000);
  }, 30_000);

  it('answered before its body is in (refused), loses its connection at once', async () => {
    const client = rawClient(beaconHead('origin: https://elsewhere.example\r\n'));
    client.trickle(' ', 500);
    const answer = await client.answer;
    expect(answer.status).toBe(403);
    expect(answer.closedMs).toBeLessThan(3_000);
  }, 30_000);
});

describe('a client that is slow but moving', () => {
  it('uploads a 2 MB photo over 30 s while a live stream stays open throughout', async () => {
    const g = await seedLiveGame(t);
    await record(g.owner, g.gameId, [ev.start()]);
    const stream = await openStream(base, apiPath(liveGamePaths.stream, { gameId: g.gameId }), {
      cookie: g.owner.cookie,
    });
    await stream.next(isEvent(1));

    // Noise does not compress: a photo-sized PNG just under the 2 MB limit.
    const side = 830;
    const photo = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1.9 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(2 * 1024 * 1024);

    const uploader = await newUser(t, 'photographer');
    const client = rawClient(
      `POST ${managementPaths.uploads} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n` +
        `cookie: ${uploader.cookie}\r\nconnection: close\r\ncontent-type: image/png\r\n` +
        `content-length: ${photo.length}\r\n\r\n`,
    );
    const pieces = 30;
    const size = Math.ceil(photo.length / pieces);
    const started = Date.now();
    for (let i = 0; i < pieces; i++) {
      client.socket.write(photo.subarray(i * size, (i + 1) * size));
      await new Promise((r) => setTimeout(r, 1000));
    }
    const answer = await client.answer;
    expect(Date.now() - started).toBeGreaterThanOrEqual(30_000);
    expect(answer.status, answer.body).toBe(201);

    await record(g.owner, g.gameId, [ev.score('home', 2)]);
    await stream.next(isEvent(2));
    stream.close();
  }, 60_000);
});

describe('a reader that stops reading', () => {
  // About 7 MB of frames: more than the kernel's socket buffers take for a reader that does not
  // read (about 4 MB on Linux), so the server itself has to hold the rest.
  const total = 27_000;

  /** Score buttons until the game's log reaches `upTo` events, 500 to a request. */
  async function recordUpTo(g: { owner: Client; gameId: string }, from: number, upTo: number) {
    for (let seq = from; seq < upTo;) {
      const n = Math.min(500, upTo - seq);
      const batch = Array.from({ length: n }, (_, i) => ev.score(i % 2 ? 'home' : 'away', 1));
      seq = (await record(g.owner, g.gameId, batch)).lastSeq;
    }
  }

  /**
   * A public stream whose reader takes the answer's head, then nothing (its socket stops reading
   * once its buffers fill) until `readAll`, which reads what it was sent up to the end.
   */
  async function stalledReader(path: string) {
    const res = await new Promise<http.IncomingMessage>((resolve) => {
      http.get(`${base}${path}`, { headers: { accept: 'text/event-stream' } }, (answer) => {
        answer.pause();
        resolve(answer);
      });
    });
    // The server drops what it still holds for it: the answer ends short, not cleanly.
    const ended = new Promise<void>((resolve) => res.on('close', resolve));
    res.on('error', () => {});
    return {
      async readAll(): Promise<number[]> {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.resume();
        await ended;
        // A frame cut short at the end has no blank line after it and is not counted.
        return text
          .split('\n\n')
          .slice(0, -1)
          .map(parseSseBlock)
          .filter((f) => f?.event === 'game-event')
          .map((f) => Number(f!.id));
      },
    };
  }

  /** Reconnects as a browser does and checks the two readings make the whole log, once. */
  async function expectResumed(path: string, seqs: number[]) {
    expect(seqs.length).toBeGreaterThan(0);
    expect(seqs.length).toBeLessThan(total);
    const resumed = await openStream(base, path, { 'last-event-id': String(seqs.at(-1)) });
    await resumed.next(isEvent(total));
    resumed.close();
    expect([...seqs, ...resumed.seqs()]).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  }

  it('is cut off after 30 s in a long backlog, and resumes from Last-Event-ID', async () => {
    const g = await seedLiveGame(t);
    await record(g.owner, g.gameId, [ev.start()]);
    await recordUpTo(g, 1, total);
    const path = apiPath(liveGamePaths.publicStream, { gameId: g.gameId });
    const streamsBefore = t.app.sseStreams.size;

    const reader = await stalledReader(path);
    await vi.waitFor(() => expect(t.app.sseStreams.size).toBe(streamsBefore + 1));
    const started = Date.now();
    await vi.waitFor(() => expect(t.app.sseStreams.size).toBe(streamsBefore), {
      timeout: 45_000,
      interval: 500,
    });
    expect(Date.now() - started).toBeGreaterThan(25_000);

    await expectResumed(path, await reader.readAll());
  }, 120_000);

  it('of a plain answer, the members’ state of that game, is cut off and the rest never sent', async () => {
    const g = await seedLiveGame(t);
    await record(g.owner, g.gameId, [ev.start()]);
    await recordUpTo(g, 1, total);
    // The server's end of each connection, by the client's port: a reader that does not read
    // would not see its connection close, the server's end does.
    const serverEnds = new Map<number, net.Socket>();
    const track = (socket: net.Socket) => serverEnds.set(socket.remotePort!, socket);
    t.app.server.on('connection', track);
    try {
      const answer = await new Promise<http.IncomingMessage>((resolve) => {
        http.get(
          `${base}${apiPath(liveGamePaths.state, { gameId: g.gameId })}`,
          { headers: { cookie: g.owner.cookie, 'accept-encoding': 'identity' } },
          (res) => {
            res.pause();
            resolve(res);
          },
        );
      });
      answer.on('error', () => {});
      expect(answer.statusCode).toBe(200);
      // Its whole log is in it: far more than the kernels' buffers take from a stalled reader.
      const length = Number(answer.headers['content-length']);
      expect(length).toBeGreaterThan(8 * 1024 * 1024);
      const serverEnd = serverEnds.get(answer.socket.localPort!)!;
      const started = Date.now();
      if (!serverEnd.destroyed) await new Promise((r) => serverEnd.once('close', r));
      // Cut once the socket took nothing for SEND_STALL_SECONDS (20), looked at every second.
      expect(Date.now() - started).toBeGreaterThan(15_000);
      // What had reached the client's buffers comes; the rest of the answer never does.
      let received = 0;
      answer.on('data', (chunk: Buffer) => (received += chunk.length));
      const closed = new Promise((r) => answer.socket.once('close', r));
      answer.resume();
      await closed;
      expect(received).toBeLessThan(length);
    } finally {
      t.app.server.off('connection', track);
    }
  }, 120_000);

  it('is cut off once 1 MB of live events waits for it, and resumes from Last-Event-ID', async () => {
    const g = await seedLiveGame(t);
    await record(g.owner, g.gameId, [ev.start()]);
    const path = apiPath(liveGamePaths.publicStream, { gameId: g.gameId });
    const streamsBefore = t.app.sseStreams.size;
    const reader = await stalledReader(path);
    await vi.waitFor(() => expect(t.app.sseStreams.size).toBe(streamsBefore + 1));

    await recordUpTo(g, 1, total);
    // Well before the 30 s a backlog may wait: the live events overflowed.
    await vi.waitFor(() => expect(t.app.sseStreams.size).toBe(streamsBefore), { timeout: 10_000 });

    await expectResumed(path, await reader.readAll());
  }, 120_000);
});
