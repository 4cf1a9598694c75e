// What one answer may hold of the server's memory while its reader takes it. Node writes a body
// handed to `res.end` into the socket at once and keeps whatever the network has not taken in the
// process: a reader that never reads a 13 MB answer held 13 MB for as long as its connection
// lived, and forty of them took 1.4 GB. Large answers therefore go out as a stream of slices of
// their body (views, not copies), each written once the reader has taken the one before; a socket
// that takes nothing for a while is cut; and one address may have only so many large answers on
// their way at once, so no client multiplies what it holds. Streamed answers (files, exports) are
// watched the same way. Live streams are hijacked replies with limits of their own (sse.ts).
import { Readable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';
import { AddressCounter } from './address-limits.ts';
import { HttpError, msg } from './errors.ts';
import { isShorterThan } from './payload-size.ts';

/** From this size an answer is sent in slices and counted against its address. */
export const LARGE_ANSWER_BYTES = 64 * 1024;
/** Each slice is written once the socket has taken the one before. */
const SLICE_BYTES = 64 * 1024;
/** How often the answers on their way are looked at. */
const CHECK_MS = 1_000;

interface Watched {
  res: ServerResponse;
  /** What the socket had been given, and when that last changed. */
  written: number;
  movedAt: number;
}

/** A body as a stream of slices of the same memory: the reader's pace sets the writing. */
function slices(body: Buffer): Readable {
  let offset = 0;
  return new Readable({
    highWaterMark: SLICE_BYTES,
    read() {
      if (offset >= body.length) {
        this.push(null);
        return;
      }
      const end = Math.min(body.length, offset + SLICE_BYTES);
      this.push(body.subarray(offset, end));
      offset = end;
    },
  });
}

export function registerLargeAnswers(app: FastifyInstance) {
  const { largeAnswersPerAddress, sendStallSeconds } = app.deps.config;
  const onTheirWay = new AddressCounter(largeAnswersPerAddress);
  const stallMs = sendStallSeconds * 1000;
  const watched = new Set<Watched>();
  let timer: NodeJS.Timeout | null = null;

  /** Cuts the sockets that took nothing for stallMs; stops looking once nothing is left. */
  const check = () => {
    const now = Date.now();
    for (const w of watched) {
      const socket = w.res.socket;
      if (
        socket === null ||
        socket.destroyed ||
        (w.res.writableFinished && socket.writableLength === 0)
      ) {
        watched.delete(w);
        continue;
      }
      const written = socket.bytesWritten - socket.writableLength;
      if (written !== w.written) {
        w.written = written;
        w.movedAt = now;
      } else if (now - w.movedAt >= stallMs) {
        watched.delete(w);
        // What is queued for it goes with the connection: the reader can ask again.
        socket.destroy();
      }
    }
    if (watched.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };

  const watch = (res: ServerResponse) => {
    watched.add({ res, written: -1, movedAt: Date.now() });
    if (timer === null) {
      timer = setInterval(check, CHECK_MS);
      timer.unref();
    }
  };
  app.addHook('onClose', () => {
    if (timer !== null) clearInterval(timer);
    watched.clear();
  });

  // Sync hook, after compression (registered after it): it sees the bytes that will be sent.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (payload instanceof Readable) {
      watch(reply.raw);
      return done(null, payload);
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    // Most answers are small: sized from their length, without reading or copying them.
    if (
      isShorterThan(payload, LARGE_ANSWER_BYTES) ||
      req.method === 'HEAD' ||
      reply.statusCode === 304
    ) {
      return done(null, payload);
    }
    const address = req.ip;
    if (!onTheirWay.take(address)) {
      void reply.header('retry-after', String(sendStallSeconds));
      return done(
        new HttpError(
          429,
          errorCodes.rateLimited,
          msg('error.rateLimited.largeAnswers', { max: onTheirWay.max }),
        ),
      );
    }
    reply.raw.once('close', () => onTheirWay.release(address));
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    void reply.header('content-length', String(body.length));
    watch(reply.raw);
    done(null, slices(body));
  });
}
