// Answers of the API (JSON, CSV, iCal) of 1 KB or more are compressed as they are sent, in the
// encoding the request's Accept-Encoding prefers. Brotli at quality 4: nearly gzip's speed and
// a little smaller, where quality 11 would spend close to a second on 200 KB of JSON. zlib runs
// on libuv's thread pool, so a large body never holds the event loop. Streams pass untouched:
// the built web app's files come compressed already (static-web.ts), live streams are hijacked
// replies that never reach onSend, and downloads streamed from disk are not text.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isShorterThan } from './payload-size.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, the headers outweigh what compression saves. */
const compressFromBytes = 1024;

const compressibleType =
  /^(application\/([\w.+-]+\+)?json|text\/(csv|calendar|plain|html|xml)|application\/xml)\b/i;

export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to send for an Accept-Encoding header: the acceptable one with the highest q-value,
 * Brotli on a tie; none when neither is acceptable (absent, `identity`, `br;q=0, gzip;q=0`).
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim());
    if (!coding) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(coding, Number.isFinite(value) ? value : 0);
  }
  const of = (coding: string) => quality.get(coding) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gz = Math.max(of('gzip'), quality.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

function compress(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'gzip') return gzip(body);
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Adds Accept-Encoding to Vary, keeping what is there. */
function varyOnAcceptEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const list =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((v) => v.trim());
  if (list.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return;
  void reply.header('vary', [...list, 'accept-encoding'].join(', '));
}

export function registerResponseCompression(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !compressibleType.test(type)) return done(null, payload);
    if (reply.hasHeader('content-encoding') || reply.statusCode < 200) {
      return done(null, payload);
    }
    varyOnAcceptEncoding(reply);
    const coding = preferredCoding(req.headers['accept-encoding']);
    // Sized without a copy: most answers are small and go as they are.
    if (coding === undefined || isShorterThan(payload, compressFromBytes)) {
      return done(null, payload);
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    compress(body, coding).then(
      (compressed) => {
        // Fastify sets the length of what is sent.
        void reply.removeHeader('content-length').header('content-encoding', coding);
        done(null, compressed);
      },
      (err: Error) => done(err),
    );
  });
}
