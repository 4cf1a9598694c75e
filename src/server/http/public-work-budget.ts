// What one client address may make the server do by reading the public league sites. The request
// limit (public-site-limit.ts) counts reads; this counts the work they cause, in units of about a
// millisecond of the server's time (modules/public-league/public-read-costs.ts): a read answered
// from memory costs one, one that made the server go to the database, build a season's index or
// draw a card costs what that took. So an address whose every read misses the caches is stopped
// long before its count of reads is, while a venue's crowd behind one address reading pages the
// caches hold stays far under it. Kept in this process's memory, like the request limit.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';
import { HttpError, msg } from './errors.ts';
import { isPublicSitePath, WindowCounter } from './public-site-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicWorkBudget: WindowCounter;
  }
}

/** Adds work, in units, to what the address a read came from has spent in its window. */
export type ChargeWork = (units: number) => void;

export function registerPublicWorkBudget(app: FastifyInstance) {
  const budget = new WindowCounter(
    app.deps.config.publicSiteWorkBudget,
    app.deps.config.publicSiteRateLimit.windowSeconds * 1000,
  );
  app.decorate('publicWorkBudget', budget);
  // Sync hook: an async one costs a promise on every request. Each read costs a unit on arrival;
  // one arriving when its address has spent its budget is refused before it costs more.
  app.addHook('onRequest', (req, reply, done) => {
    if (!isPublicSitePath(req.url)) return done();
    const waitMs = budget.hit(req.ip, app.deps.now().getTime());
    if (waitMs === null) return done();
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    void reply.header('retry-after', String(seconds));
    done(
      new HttpError(
        429,
        errorCodes.rateLimited,
        msg('error.rateLimited.publicSiteWork', { seconds }),
      ),
    );
  });
}

/** Charges the work a public read causes to its address. */
export function workOf(req: FastifyRequest): ChargeWork {
  const budget = req.server.publicWorkBudget;
  return (units) => {
    if (units > 0) budget.hit(req.ip, req.server.deps.now().getTime(), units);
  };
}
