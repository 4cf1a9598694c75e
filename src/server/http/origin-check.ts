// Cross-site request forgery, refused in one place for every state-changing request. A page may
// act only from the origin the request was addressed to (so localhost, 127.0.0.1, the laptop's LAN
// address and any host name pointing at it all work without a setting), from PUBLIC_URL's origin
// or from TRUSTED_ORIGINS (proxies and other front ends). Better Auth is given the same rule
// (auth.ts), so its own checks agree.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';
import { HttpError, msg } from './errors.ts';
import { addressedOrigin, isAllowedOrigin } from './origins.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin this request was addressed to: its scheme and Host header, or, with TRUST_PROXY on,
 * the proxy's X-Forwarded-Proto and X-Forwarded-Host (Fastify's req.protocol and req.host).
 */
export function requestOrigin(req: FastifyRequest): string | null {
  return addressedOrigin(req.protocol, req.host);
}

export function registerOriginCheck(app: FastifyInstance) {
  const trusted = app.deps.config.trustedOrigins;
  // Sync hook: an async one costs a promise on every request.
  app.addHook('onRequest', (req, _reply, done) => {
    if (safeMethods.has(req.method)) return done();
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (isAllowedOrigin(origin, requestOrigin(req), trusted)) return done();
      return done(originNotTrusted(origin));
    }
    // Without an Origin, only a browser's own word that the request is cross-site refuses it.
    // Requests with neither header come from curl or another server (the Stripe webhook): they
    // carry none of a person's cookies, which are SameSite, so they can act as nobody else.
    if (req.headers['sec-fetch-site'] === 'cross-site') return done(originNotTrusted(null));
    done();
  });
}

function originNotTrusted(origin: string | null): HttpError {
  const message =
    origin && origin !== 'null'
      ? msg('error.origin.named', { origin })
      : msg('error.origin.unnamed');
  return new HttpError(403, errorCodes.originNotTrusted, message);
}
