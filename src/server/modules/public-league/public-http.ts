// What every anonymous answer of the public league site carries, for the JSON API here and the
// server-rendered pages alike: how long shared caches may keep it, a weak ETag of its bytes with
// a 304 for a reader who has them, and the address to go to when a league's slug has moved.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { workOf } from '../../http/public-work-budget.ts';
import { readCosts } from './public-read-costs.ts';

/**
 * `live`: what changes during games (home, schedule, a game): shared caches keep it 5 s and may
 * serve it 30 s more while they fetch anew. `settled`: standings, bracket, leaders, teams and
 * players change when a game ends: a minute, and five more while refreshed.
 */
export type PublicCacheKind = 'live' | 'settled';

const cacheControl: Record<PublicCacheKind, string> = {
  live: 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
  settled: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
};

/** Headers of a successful public answer of this kind. */
export function publicCacheHeaders(kind: PublicCacheKind): Record<string, string> {
  return { 'cache-control': cacheControl[kind] };
}

/** A weak validator of an answer's bytes (the same bytes always give the same tag). */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether `If-None-Match` names this tag (weak comparison, lists and `*` included). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch)
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sends `body` with the kind's cache headers and its ETag, or 304 without a body when the
 * reader already has it. `body` is already serialised (the tag is of these exact bytes); making,
 * hashing and compressing it is charged to the reader's address either way.
 */
export function sendWithEtag(
  req: FastifyRequest,
  reply: FastifyReply,
  body: string,
  kind: PublicCacheKind,
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  workOf(req)(readCosts.sent(body.length));
  const etag = weakEtag(body);
  void reply.headers({ ...publicCacheHeaders(kind), etag });
  if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type(contentType).send(body);
}

/**
 * The same address on the league's current slug: `/api/public/leagues/old/teams/7?season=2`
 * becomes `/api/public/leagues/new/teams/7?season=2`. `prefix` is the part before the slug.
 */
export function movedUrl(url: string, prefix: string, slug: string): string {
  const rest = url.slice(prefix.length).replace(/^[^/?#]*/, '');
  return `${prefix}${encodeURIComponent(slug)}${rest}`;
}
