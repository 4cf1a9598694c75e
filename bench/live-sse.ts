// A lean Server-Sent Events client over node:http, for benchmarks that hold thousands of streams
// and for the fault tests. It reads only what they need (event name, id, raw data) and stamps each
// frame with the moment its bytes arrived, before any parsing, so latency figures do not include
// the viewer's own work.
import http from 'node:http';
import { parseSseBlock, type SseBlock } from '../tests/support/sse-block.ts';

export interface SseFrame extends SseBlock {
  /** performance.timeOrigin + performance.now() when the chunk holding the frame arrived. */
  receivedAt: number;
}

export interface SseConnection {
  /** Resolves with the response status once headers arrive (rejects on a connection error). */
  readonly opened: Promise<number>;
  /** Resolves when the stream ends for any reason (server gone, closed by us). */
  readonly ended: Promise<void>;
  close(): void;
}

export interface SseOptions {
  agent?: http.Agent;
  headers?: Record<string, string>;
  onFrame(frame: SseFrame): void;
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across local processes. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}

export function openSse(url: string, opts: SseOptions): SseConnection {
  let resolveOpened!: (status: number) => void;
  let rejectOpened!: (err: Error) => void;
  const opened = new Promise<number>((resolve, reject) => {
    resolveOpened = resolve;
    rejectOpened = reject;
  });
  let resolveEnded!: () => void;
  const ended = new Promise<void>((resolve) => (resolveEnded = resolve));
  const req = http.get(url, {
    agent: opts.agent,
    headers: { accept: 'text/event-stream', ...opts.headers },
  });
  req.on('response', (res) => {
    resolveOpened(res.statusCode ?? 0);
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      const receivedAt = preciseNow();
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const frame = parseSseBlock(block);
        if (frame) opts.onFrame({ ...frame, receivedAt });
        end = buffer.indexOf('\n\n');
      }
    });
    res.on('close', resolveEnded);
    res.on('error', resolveEnded);
  });
  req.on('error', (err) => {
    rejectOpened(err);
    resolveEnded();
  });
  return {
    opened,
    ended,
    close: () => req.destroy(),
  };
}
