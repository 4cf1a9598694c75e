// Per-route request limits for the routes a plugin marks with `config.rateLimit` (sign-in, invite
// codes). The counters live in this process's memory: enough for one instance; several instances
// behind a balancer would each allow the limit and would need a shared store (Redis).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';
import { HttpError } from './errors.ts';

/** Enables limits in this plugin's routes; `message` is what a person is told on a 429. */
export async function registerRateLimit(app: FastifyInstance, message: string) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, errorCodes.rateLimited, message),
  });
}

/** The route config that limits a route to `max` requests per client address per window. */
export function rateLimitConfig({ max, windowSeconds }: { max: number; windowSeconds: number }) {
  return { rateLimit: { max, timeWindow: windowSeconds * 1000 } };
}
