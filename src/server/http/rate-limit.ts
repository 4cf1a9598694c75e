// Every rate limit of the app counts in one table (`rate_limits`), so instances sharing a
// PostgreSQL database count the same requests (decision 0015). Here: per-route request limits for
// the routes a plugin marks with `config.rateLimit` (sign-in, sign-up, invite codes), through
// @fastify/rate-limit with a store over that table. The per-account sign-in backoff
// (auth/sign-in-throttle.ts) and the mail limits (auth/mail-limits.ts) keep their counters in the
// same table.
import rateLimit from '@fastify/rate-limit';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';
import { rateLimits } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, type ServerMessage } from './errors.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** Enables limits in this plugin's routes; `message` is what a person is told on a 429. */
export async function registerRateLimit(app: FastifyInstance, message: ServerMessage) {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.deps),
    errorResponseBuilder: () => new HttpError(429, errorCodes.rateLimited, message),
  });
}

/** The route config that limits a route to `max` requests per client address per window. */
export function rateLimitConfig({ max, windowSeconds }: { max: number; windowSeconds: number }) {
  return { rateLimit: { max, timeWindow: windowSeconds * 1000 } };
}

/**
 * Counts one request under `key` in a fixed window of `windowMs` that starts with the key's first
 * request: the count so far (this one included) and the milliseconds left in the window. One
 * statement, so requests counted at once on several instances each get their own number.
 */
export async function countRequest(deps: Deps, key: string, windowMs: number) {
  const now = deps.now();
  const [row] = await deps.db
    .insert(rateLimits)
    .values({ key, hits: 1, resetsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimits.resetsAt} <= ${now} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${rateLimits.resetsAt} <= ${now} THEN excluded.resets_at ELSE ${rateLimits.resetsAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt });
  sweepNowAndThen(deps);
  return { hits: row!.hits, msLeft: Math.max(0, row!.resetsAt.getTime() - now.getTime()) };
}

/** Gives back a request counted under `key` that turned out to cost nothing. */
export async function uncountRequest(deps: Pick<Deps, 'db'>, key: string) {
  await deps.db
    .update(rateLimits)
    .set({ hits: sql`GREATEST(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgotten counters are deleted at most this often, by whichever request comes along. */
const SWEEP_EVERY_MS = 10 * 60_000;
const lastSweep = new WeakMap<Deps['db'], number>();

function sweepNowAndThen(deps: Deps) {
  const now = deps.now();
  const last = lastSweep.get(deps.db) ?? 0;
  if (now.getTime() - last < SWEEP_EVERY_MS) return;
  lastSweep.set(deps.db, now.getTime());
  // Not awaited: nothing waits on it, and a failure only leaves rows for the next sweep.
  deps.db
    .delete(rateLimits)
    .where(lt(rateLimits.resetsAt, now))
    .catch(() => lastSweep.delete(deps.db));
}

/** What the plugin hands a store: its options, and for a route's store the route (`routeInfo`). */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit (which accepts any class with `incr` and `child`): one per
 * route, its keys prefixed with the route, as its in-memory store keeps a map per route.
 */
function databaseStore(deps: Deps) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    // Typed `object`: the plugin's types name route options, its code passes StoreOptions.
    constructor(options: object = {}) {
      const { method, url } = (options as StoreOptions).routeInfo ?? {};
      this.prefix = url ? `${[method ?? ''].flat().join(',')} ${url} ` : '';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countRequest(deps, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(options: object) {
      return new DatabaseRateLimitStore(options);
    }
  };
}
