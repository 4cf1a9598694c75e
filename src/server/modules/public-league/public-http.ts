// What every anonymous answer of the public league site carries, for the JSON API here and the
// server-rendered pages, embeds and cards alike: the cache headers, a weak ETag of its bytes with
// a 304 for a reader who has them, and the address to go to when a league's slug has moved.
//
// Browsers and proxies may keep an answer but must ask again before each use (decision 0038): a
// league whose site is turned off, whose owner is deactivated or whose old address is released
// must not live on in someone's cache for minutes. Asking again is cheap: the answer comes from
// the server's answer cache (public-answers.ts), so a crowd's 304s cost no database query, and a
// JSON answer is serialised and tagged once however many readers it serves.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const revalidate = 'public, no-cache';

/** Headers of a successful public answer, and of a redirect from an old address. */
export const publicCacheHeaders: Readonly<Record<string, string>> = {
  'cache-control': revalidate,
};

/** A "not available" answer is never kept: the site may be back a moment later. */
export const notAvailableHeaders: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
};

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
 * Sends `body` with the public cache headers and `etag`, or 304 without a body when the reader
 * already has it.
 */
function sendTagged(
  req: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  etag: string,
  contentType: string,
): FastifyReply {
  void reply.headers({ ...publicCacheHeaders, etag });
  if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type(contentType).send(body);
}

/** `body`, already serialised, tagged with the ETag of these exact bytes. */
export function sendWithEtag(
  req: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType: string,
): FastifyReply {
  return sendTagged(req, reply, body, weakEtag(body), contentType);
}

/** A loaded payload's JSON and tag, made once: the answer cache hands the same object around. */
const serialised = new WeakMap<object, { json: string; etag: string }>();

/** A payload as JSON with its ETag; the payload must not change once sent. */
export function sendJson(req: FastifyRequest, reply: FastifyReply, body: object): FastifyReply {
  let known = serialised.get(body);
  if (!known) {
    const json = JSON.stringify(body);
    known = { json, etag: weakEtag(json) };
    serialised.set(body, known);
  }
  return sendTagged(req, reply, known.json, known.etag, 'application/json; charset=utf-8');
}

/**
 * The same address on the league's current slug: `/api/public/leagues/old/teams/7?season=2`
 * becomes `/api/public/leagues/new/teams/7?season=2`. `prefix` is the part before the slug.
 */
export function movedUrl(url: string, prefix: string, slug: string): string {
  const rest = url.slice(prefix.length).replace(/^[^/?#]*/, '');
  return `${prefix}${encodeURIComponent(slug)}${rest}`;
}

/**
 * A 301 to the league's current address. Asked again each time like the answers: an old address
 * stays with its league only until it is released or its hold ends and another league takes it.
 */
export function sendMoved(
  req: FastifyRequest,
  reply: FastifyReply,
  prefix: string,
  slug: string,
): FastifyReply {
  return reply.headers(publicCacheHeaders).redirect(movedUrl(req.url, prefix, slug), 301);
}
