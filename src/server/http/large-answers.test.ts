// Large answers over real sockets: a reader that reads gets every byte; one that never reads is
// cut off once the socket has taken nothing for the stall time; an address with as many large
// answers on their way as it may have gets 429 for the next large one, and small ones still pass.
import net from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.ts';
import { HttpError } from './errors.ts';
import { LARGE_ANSWER_BYTES, registerLargeAnswers } from './large-answers.ts';

/** More than the kernel's buffers on loopback take from a reader that never reads (~4 MB). */
const big = Buffer.alloc(24 * 1024 * 1024, 'tempo ');
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify();
  app.decorate('deps', {
    config: { largeAnswersPerAddress: 2, sendStallSeconds: 1 },
  } as unknown as AppDeps);
  registerLargeAnswers(app);
  app.setErrorHandler((err: FastifyError, _req, reply) =>
    reply
      .status(err instanceof HttpError ? err.statusCode : 500)
      .send({ code: err.code, key: err instanceof HttpError ? err.text.key : null }),
  );
  app.get('/big', (_req, reply) => reply.type('application/octet-stream').send(big));
  app.get('/small', () => ({ ok: true }));
  app.server.on('connection', (socket: net.Socket) => serverEnds.set(socket.remotePort!, socket));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(() => app.close());

/** The server's end of each connection, by the client's port. */
const serverEnds = new Map<number, net.Socket>();

/**
 * A client that asks and never reads. `cut` resolves, with the ms since it asked, once the server
 * has closed its end of the connection; `received` then reads what had reached the client.
 */
function stalledReader(path: string) {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`);
  socket.pause();
  const cut = (async () => {
    while (socket.localPort === undefined || !serverEnds.has(socket.localPort)) {
      await new Promise((r) => setTimeout(r, 10));
    }
    const end = serverEnds.get(socket.localPort)!;
    if (!end.destroyed) await new Promise((r) => end.once('close', r));
    return Date.now() - started;
  })();
  const received = () =>
    new Promise<number>((resolve) => {
      let bytes = 0;
      socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
      socket.on('close', () => resolve(bytes));
      socket.resume();
    });
  return { socket, cut, received };
}

describe('a large answer', () => {
  it('reaches a reader that reads, every byte of it', async () => {
    expect(big.length).toBeGreaterThan(LARGE_ANSWER_BYTES);
    const res = await fetch(`http://127.0.0.1:${port}/big`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(big.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(big)).toBe(true);
  });

  it('is cut off, with its connection, when its reader takes nothing for the stall time', async () => {
    const reader = stalledReader('/big');
    const cutMs = await reader.cut;
    // 1 s without progress, looked at every second.
    expect(cutMs).toBeGreaterThanOrEqual(1_000);
    expect(cutMs).toBeLessThan(4_000);
    // What the kernels had taken reaches the client; the rest never comes.
    expect(await reader.received()).toBeLessThan(big.length);
  });

  it('counts against its address: past the limit the next large one is refused, small ones pass', async () => {
    const readers = [stalledReader('/big'), stalledReader('/big')];
    // Both are on their way (the kernel has taken what it can of each).
    await new Promise((r) => setTimeout(r, 200));
    const refused = await fetch(`http://127.0.0.1:${port}/big`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'RATE_LIMITED',
      key: 'error.rateLimited.largeAnswers',
    });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await fetch(`http://127.0.0.1:${port}/small`)).status).toBe(200);
    // Once the stalled ones are cut off, the address may ask again.
    await Promise.all(readers.map((r) => r.cut));
    for (const r of readers) r.socket.destroy();
    const again = await fetch(`http://127.0.0.1:${port}/big`);
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBe(big.length);
  }, 20_000);
});
