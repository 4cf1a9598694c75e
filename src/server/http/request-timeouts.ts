// How long the server waits for a client to send its request. A client that sends slowly holds a
// socket for as long as it likes unless the server sets limits: Node's own timeouts bound the
// headers and the request as a whole, and a body must keep arriving at a minimum pace, so one
// trickled a byte at a time is cut within seconds while a 2 MB photo on poor venue Wi-Fi (30 s,
// or more) still gets through. Nothing here limits a response: live streams are responses, open
// for hours once their request is in.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';
import { HttpError, msg } from './errors.ts';

/** A body must have averaged at least this many bytes a second… */
const MIN_BODY_BYTES_PER_SECOND = 1024;
/** …once this long has passed since it started. */
const BODY_GRACE_MS = 10_000;
const BODY_CHECK_MS = 1_000;

/** Fastify's server options. */
export const requestTimeouts = {
  /** The whole request, headers and body, however steadily it comes: the cap behind the pace. */
  requestTimeout: 120_000,
  /**
   * An idle connection between requests is closed after this: longer than the 60 s for which
   * proxies (deploy/nginx) and load balancers keep theirs open, so they always close it first and
   * never send a request down a connection the server is closing.
   */
  keepAliveTimeout: 72_000,
  http: {
    /** The headers, from their first byte; a connection that sends nothing is closed too. */
    headersTimeout: 10_000,
    /** How often Node looks for requests past the two limits above (30 s by default). */
    connectionsCheckingInterval: 1_000,
  },
};

const tooSlow = msg('error.request.tooSlow');

export function registerBodyPace(app: FastifyInstance) {
  // Sync hooks: an async one costs a promise on every request.
  app.addHook('preParsing', (req, reply, payload, done) => {
    if (hasBody(req.headers)) watchPace(req.raw, reply.raw);
    // The body goes to the parser as it came: no stream between them to pay for on every chunk.
    done(null, payload);
  });
  // An answer given before the body is in (a refusal by an onRequest hook) ends the connection:
  // Node would otherwise read and discard the rest of the body for as long as it trickles in.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (hasBody(req.headers) && !req.raw.complete) void reply.header('connection', 'close');
    done(null, payload);
  });
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Fails the body with a 408 once it falls below the pace. What arrived is read where it arrives,
 * the socket's count of bytes read, so nothing runs per chunk: a console's post of a few hundred
 * bytes costs one timer, set and cleared. The error reaches Fastify's body parser (it listens for
 * the body's errors), which answers with it and closes the connection.
 */
function watchPace(body: IncomingMessage, res: { once(event: 'close', fn: () => void): unknown }) {
  const { socket } = body;
  const started = Date.now();
  // Whatever the socket read before the body's first byte (this request's headers, earlier
  // requests on a kept-alive connection) does not count.
  const readBefore = socket.bytesRead;
  const check = () => {
    if (body.complete) return;
    const elapsed = Date.now() - started;
    if (socket.bytesRead - readBefore >= (MIN_BODY_BYTES_PER_SECOND * elapsed) / 1000) {
      timer = setTimeout(check, BODY_CHECK_MS);
      return;
    }
    body.emit('error', new HttpError(408, errorCodes.requestTimeout, tooSlow));
  };
  let timer = setTimeout(check, BODY_GRACE_MS);
  const stop = () => clearTimeout(timer);
  body.once('end', stop);
  // Answered without the body (a wrong content type): nobody waits for it any more.
  res.once('close', stop);
}
