// How often one client address may read what is public without an account: the league site (its
// JSON under /api/public/leagues/, its pages under /leagues/ and its embeds) and the public game
// answers (/api/public/games/: state, log pages, streams, feed). Generous — a venue's crowd
// shares one address behind its NAT — and counted in this process's memory, not in the rate_limits
// table of decision 0015: these are the app's most frequent anonymous reads, and a database write
// for each would cost more than the answer (decision 0027). With several instances, each counts
// its own share of an address's requests.
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';
import { HttpError, msg } from './errors.ts';
import { normalisedPath } from './normalised-path.ts';

const limitedPrefixes = [
  '/api/public/leagues/',
  '/api/public/games/',
  '/leagues/',
  '/embed/leagues/',
];

/** Whether a request target reads the league site, however its path is spelt. */
export function isPublicSitePath(target: string): boolean {
  const path = normalisedPath(target);
  return limitedPrefixes.some((prefix) => path.startsWith(prefix));
}

/** Fixed windows per address, starting at its first request; expired ones are swept as they pile up. */
export class WindowCounter {
  private readonly windows = new Map<string, { hits: number; resetsAt: number }>();
  private nextSweep = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /**
   * Counts a request (or `weight` units of something else): null when allowed, else the
   * milliseconds until the address may ask again.
   */
  hit(address: string, now: number, weight = 1): number | null {
    if (now >= this.nextSweep) this.sweep(now);
    let window = this.windows.get(address);
    if (!window || window.resetsAt <= now) {
      window = { hits: 0, resetsAt: now + this.windowMs };
      this.windows.set(address, window);
    }
    window.hits += weight;
    return window.hits > this.max ? window.resetsAt - now : null;
  }

  /** What the address has counted in its current window. */
  spent(address: string, now: number): number {
    const window = this.windows.get(address);
    return window && window.resetsAt > now ? window.hits : 0;
  }

  private sweep(now: number) {
    this.nextSweep = now + this.windowMs;
    for (const [address, window] of this.windows) {
      if (window.resetsAt <= now) this.windows.delete(address);
    }
  }
}

export function registerPublicSiteLimit(app: FastifyInstance) {
  const { max, windowSeconds } = app.deps.config.publicSiteRateLimit;
  const counter = new WindowCounter(max, windowSeconds * 1000);
  // Sync hook: an async one costs a promise on every request.
  app.addHook('onRequest', (req, reply, done) => {
    if (!isPublicSitePath(req.url)) return done();
    const waitMs = counter.hit(req.ip, app.deps.now().getTime());
    if (waitMs === null) return done();
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    void reply.header('retry-after', String(seconds));
    done(
      new HttpError(429, errorCodes.rateLimited, msg('error.rateLimited.publicSite', { seconds })),
    );
  });
}
