// Server-Sent Events: one helper for every live stream (the profile now, games later).
// Streams end when the client goes away or the server shuts down (preClose), so a graceful
// shutdown never waits on an open browser tab.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SseStream {
  send(event: string, data: unknown, id?: string | number): void;
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
      if (closed) return;
      const idLine = id === undefined ? '' : `id: ${id}\n`;
      res.write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
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
