// Server-Sent Events: one helper for every live stream (the profile, the games).
// Streams end when the client goes away or the server shuts down (preClose), so a graceful
// shutdown never waits on an open browser tab.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SseStream {
  send(event: string, data: unknown, id?: string | number): void;
  /**
   * Writes frames already serialized (`sseFrame`), so one message fanned out to thousands of
   * streams is turned into text once.
   */
  write(frames: string): void;
  /** A comment line; keeps proxies from closing an idle connection. */
  ping(): void;
  close(): void;
  readonly closed: boolean;
  onClose(fn: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sseStreams: Set<SseStream>;
  }
}

/** Call on the root instance; plugins share the decorated set by reference. */
export function registerSseShutdown(app: FastifyInstance) {
  app.decorate('sseStreams', new Set<SseStream>());
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
 * A reader that stops reading (a frozen tab, a dead network) would make the server buffer its
 * messages forever; past this much unsent text it is cut off, and its browser reconnects and
 * resumes from Last-Event-ID once it is reading again.
 */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export function openSse(req: FastifyRequest, reply: FastifyReply): SseStream {
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
  res.write('retry: 2000\n\n');

  const closers: Array<() => void> = [];
  const registry = req.server.sseStreams;
  let closed = false;
  const stream: SseStream = {
    send(event, data, id) {
      stream.write(sseFrame(event, data, id));
    },
    write(frames) {
      if (closed) return;
      if (res.writableLength > MAX_BUFFERED_BYTES) {
        stream.close();
        return;
      }
      res.write(frames);
    },
    ping() {
      if (!closed) res.write(': ping\n\n');
    },
    close() {
      if (closed) return;
      closed = true;
      registry.delete(stream);
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
  return stream;
}
