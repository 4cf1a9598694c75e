// What one client address may hold open at once. Each request in progress holds a connection (a
// live stream for as long as it is open, an upload until its body is in), so a single client,
// buggy or hostile, cannot take every socket the server has. The address is Fastify's req.ip: the
// client's own, or X-Forwarded-For's with TRUST_PROXY=on, as for the rate limits.
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';
import { HttpError, msg } from './errors.ts';

/** How many of something each address holds, up to a maximum. */
export class AddressCounter {
  private readonly counts = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts one more for the address, or answers false (counting nothing) at the maximum. */
  take(address: string): boolean {
    const held = this.counts.get(address) ?? 0;
    if (held >= this.max) return false;
    this.counts.set(address, held + 1);
    return true;
  }

  release(address: string): void {
    const held = this.counts.get(address) ?? 0;
    if (held <= 1) this.counts.delete(address);
    else this.counts.set(address, held - 1);
  }
}

/** Refuses a request, with 429, while its address has the most it may have in progress. */
export function registerConnectionLimit(app: FastifyInstance) {
  const inProgress = new AddressCounter(app.deps.config.connectionsPerAddress);
  const message = msg('error.rateLimited.inProgress', { max: inProgress.max });
  // Sync hook: an async one costs a promise on every request.
  app.addHook('onRequest', (req, reply, done) => {
    const address = req.ip;
    if (!inProgress.take(address)) {
      // The connection goes too: a client holding this many does not need another.
      void reply.header('connection', 'close');
      return done(new HttpError(429, errorCodes.rateLimited, message));
    }
    // 'close' comes once the answer is sent or the client has gone, streams included.
    reply.raw.once('close', () => inProgress.release(address));
    done();
  });
}
