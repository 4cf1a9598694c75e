// What every anonymous answer of the public league site carries, for the JSON API here and the
// server-rendered pages, embeds and cards alike: the cache headers, a weak ETag of its bytes with
// a 304 for a reader who has them, and the address to go to when a league's slug has moved.
//
// Browsers and proxies may keep an answer but must ask again before each use (decision 0038): a
// league whose site is turned off, whose owner is deactivated or whose old address is released
// must not live on in someone's cache for minutes. Asking again is cheap: the payload comes from
// the server's answer cache (public-answers.ts), so a crowd's 304s cost no database query, and
// what a payload is made into (its JSON, a page's HTML) is made and tagged once per payload.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { workOf } from '../../http/public-work-budget.ts';
import { LruMap } from '../../lru-map.ts';
import { readCosts } from './public-read-costs.ts';

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

/** Text sent to readers and the weak ETag of its bytes. */
export interface Tagged {
  text: string;
  etag: string;
}

/**
 * Sends the text with the public cache headers and its ETag, or 304 without a body when the
 * reader already has it. Sending it (compressed, for most readers) is charged to the reader's
 * address.
 */
export function sendTagged(
  req: FastifyRequest,
  reply: FastifyReply,
  { text, etag }: Tagged,
  contentType: string,
): FastifyReply {
  void reply.headers({ ...publicCacheHeaders, etag });
  if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).send();
  workOf(req)(readCosts.sent(text.length));
  return reply.type(contentType).send(text);
}

/** `body`, already serialised, tagged with the ETag of these exact bytes. */
export function sendWithEtag(
  req: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType: string,
): FastifyReply {
  return sendTagged(req, reply, { text: body, etag: weakEtag(body) }, contentType);
}

/**
 * How many texts made from payloads are kept: a crowd reads a few pages at a time, and a page's
 * HTML is some 30 KB, so this holds a couple of MB at most.
 */
const MAX_MADE = 64;
const made = new LruMap<string, Tagged>(MAX_MADE);
const payloadIds = new WeakMap<object, number>();
let lastPayloadId = 0;

/**
 * The text `make` writes from `payload` for `variant` (what else it depends on: the page's
 * address, the origin its links name), and its tag. The answer cache hands every reader of a page
 * the same payload object until it loads the page again, so a crowd costs one serialisation or
 * render and one hash per load instead of one per reader; a new load is a new object, so what is
 * made is never older than the payload. `make` must depend on nothing else.
 */
export function madeOnce(payload: object, variant: string, make: () => string): Tagged {
  let id = payloadIds.get(payload);
  if (id === undefined) payloadIds.set(payload, (id = ++lastPayloadId));
  const key = `${id}\n${variant}`;
  let known = made.get(key);
  if (!known) {
    const text = make();
    known = { text, etag: weakEtag(text) };
    made.set(key, known);
  }
  return known;
}

/** A payload as JSON with its ETag; the reader that has it made pays for it. */
export function sendJson(req: FastifyRequest, reply: FastifyReply, body: object): FastifyReply {
  const json = madeOnce(body, 'json', () => {
    const text = JSON.stringify(body);
    workOf(req)(readCosts.serialised(text.length));
    return text;
  });
  return sendTagged(req, reply, json, 'application/json; charset=utf-8');
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
