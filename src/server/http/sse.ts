// Server-Sent Events: one helper for every live stream (the profile, the games).
// Streams end when the client goes away or the server shuts down (preClose), so a graceful
// shutdown never waits on an open browser tab.
//
// Fan-out cost: a game event goes to thousands of streams, so its bytes are made once (SseText:
// the UTF-8 text, and the same text framed as one HTTP chunk) and the same Buffer is written to
// every socket. Writing through `res.write` instead would, per stream, measure and encode the
// string again, queue four pieces (size, CRLF, data, CRLF) behind a cork and flush them with a
// writev on the next tick.
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';
import { AddressCounter } from './address-limits.ts';
import { HttpError, msg } from './errors.ts';

/** SSE text made once, as bytes for any number of streams. */
export class SseText {
  private body: Buffer | null = null;
  private chunk: Buffer | null = null;

  constructor(readonly text: string) {}

  /** The bytes as a chunked response carries them (`size CRLF data CRLF`), or bare. */
  bytes(chunked: boolean): Buffer {
    this.body ??= Buffer.from(this.text, 'utf8');
    if (!chunked) return this.body;
    this.chunk ??= Buffer.concat([
      Buffer.from(`${this.body.length.toString(16)}\r\n`, 'latin1'),
      this.body,
      crlf,
    ]);
    return this.chunk;
  }
}

const crlf = Buffer.from('\r\n', 'latin1');

export interface SseStream {
  send(event: string, data: unknown, id?: string | number): void;
  /** Frames already serialized (`sseFrame`). */
  write(frames: string | SseText): void;
  /**
   * Resolves once the reader has taken what was written (at once unless much is waiting), or the
   * stream has ended: a long text goes out in pieces, each after the one before has left.
   */
  drained(): Promise<void>;
  /** A comment line; keeps proxies from closing an idle connection. */
  ping(): void;
  close(): void;
  readonly closed: boolean;
  onClose(fn: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sseStreams: Set<SseStream>;
    /** Streams open per client address (STREAMS_PER_ADDRESS at most). */
    sseAddresses: AddressCounter;
  }
}

/** Call on the root instance; plugins share the decorations by reference. */
export function registerSse(app: FastifyInstance) {
  app.decorate('sseStreams', new Set<SseStream>());
  app.decorate('sseAddresses', new AddressCounter(app.deps.config.streamsPerAddress));
  app.addHook('preClose', async () => {
    for (const stream of [...app.sseStreams]) stream.close();
  });
}

/** One Server-Sent Events message as text. */
export function sseFrame(event: string, data: unknown, id?: string | number): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  return `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A reader that stops reading (a frozen tab, a dead network, a hostile client) would make the
 * server buffer its messages forever; past this much unsent text, or after this long without
 * taking a piece of a long text, it is cut off, and its browser reconnects and resumes from
 * Last-Event-ID once it is reading again.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const MAX_STALL_MS = 30_000;

/** Opens a stream, or refuses it with 429 when its address has as many open as it may. */
export function openSse(req: FastifyRequest, reply: FastifyReply): SseStream {
  const addresses = req.server.sseAddresses;
  const address = req.ip;
  if (!addresses.take(address)) {
    throw new HttpError(
      429,
      errorCodes.rateLimited,
      msg('error.rateLimited.liveScreens', { max: addresses.max }),
    );
  }
  reply.hijack();
  const res = reply.raw;
  // Headers set by hooks so far (security headers, request id) are kept.
  for (const [key, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) res.setHeader(key, value);
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  // Once the head is on the socket, the body goes straight to the socket, framed as Node would
  // frame it (chunks for HTTP/1.1, bare for HTTP/1.0): res.end() still closes it properly. A
  // response still queued behind another on its connection (pipelining) has no socket yet and
  // goes through res.write.
  const socket: Socket | null = res.socket;
  const chunked = (res as unknown as { chunkedEncoding?: boolean }).chunkedEncoding === true;

  const closers: Array<() => void> = [];
  const registry = req.server.sseStreams;
  let closed = false;
  // What the writes go to: its 'drain' says the reader has taken them.
  const out = socket ?? res;
  // A reader that is not reading would never take the end of the response either: what is
  // queued for it is dropped with the connection (it resumes from the last event it got).
  const cutOff = () => {
    stream.close();
    res.destroy();
  };
  const stream: SseStream = {
    send(event, data, id) {
      stream.write(sseFrame(event, data, id));
    },
    write(frames) {
      if (closed) return;
      const text = typeof frames === 'string' ? new SseText(frames) : frames;
      if (socket === null) {
        if (res.writableLength > MAX_BUFFERED_BYTES) cutOff();
        else res.write(text.bytes(false));
        return;
      }
      if (socket.destroyed || socket.writableLength > MAX_BUFFERED_BYTES) {
        cutOff();
        return;
      }
      socket.write(text.bytes(chunked));
    },
    drained() {
      if (closed || !out.writableNeedDrain) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(stalled);
          out.off('drain', done);
          const at = closers.indexOf(done);
          if (at !== -1) closers.splice(at, 1);
          resolve();
        };
        const stalled = setTimeout(() => {
          cutOff();
          done();
        }, MAX_STALL_MS);
        out.on('drain', done);
        closers.push(done);
      });
    },
    ping() {
      stream.write(pingText);
    },
    close() {
      if (closed) return;
      closed = true;
      registry.delete(stream);
      addresses.release(address);
      for (const fn of closers.splice(0)) fn();
      res.end();
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      if (closed) fn();
      else closers.push(fn);
    },
  };
  registry.add(stream);
  req.raw.on('close', () => stream.close());
  stream.write(retryText);
  return stream;
}

const retryText = new SseText('retry: 2000\n\n');
const pingText = new SseText(': ping\n\n');
