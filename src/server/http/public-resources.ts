// What other sites may use. Broadcast tools and venue pages frame the public scoreboard and stat
// sheet, clubs frame a public league's embeds, and other sites show team logos and league preview
// images and read the live data from their own origin; everything else is for Tempo's own pages
// only. Decided here by path, for the security headers (app.ts) and CORS.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { liveGamePaths } from '../../contract/api-paths.ts';
import { normalisedPath } from './normalised-path.ts';

/**
 * `framable`: a public output page any site may embed. `public`: read-only data any site may
 * fetch (CORS) and embed (Cross-Origin-Resource-Policy). `private`: same origin only.
 */
export type Exposure = 'private' | 'public' | 'framable';

/**
 * The scoreboard (and its overlay) and the stat sheet. The members' offline and local scoreboards
 * are not embedded anywhere. Keep in step with src/web/outputs/output-path.ts.
 */
const framableOutput =
  /^\/tournaments\/[^/]+\/seasons\/[^/]+\/games\/[^/]+\/output\/(scoreboard|statsheet)\/?$/;
/** An uploaded logo or photo (GET /api/uploads/:uploadId/:token, or an upload's preview). */
const uploadedImage = /^\/api\/uploads\/[^/]+(?:\/[^/]+)?$/;
/**
 * A public league's embeds, which clubs frame on their own sites: exactly their addresses (with a
 * trailing slash, the server sends the reader on to them).
 */
const leagueEmbed = /^\/embed\/leagues\/[^/]+\/(standings|schedule|ticker)$/;
/** A public league's preview images, which other sites and link previews load. */
const leagueCard = /^\/leagues\/[^/]+\/(games\/[^/]+\/|standings\/)card\.png$/;
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How far the answer to `method target` may be used by other sites. */
export function exposureOf(method: string, target: string): Exposure {
  if (!readMethods.has(method)) return 'private';
  const pathname = normalisedPath(target);
  if (
    pathname.startsWith('/api/public/') ||
    pathname === liveGamePaths.time ||
    uploadedImage.test(pathname) ||
    leagueCard.test(pathname)
  ) {
    return 'public';
  }
  return framableOutput.test(pathname) || leagueEmbed.test(pathname) ? 'framable' : 'private';
}

const preflightMaxAgeSeconds = 86_400;

/**
 * Lets any origin read a public answer, errors and streams included (set on the raw response, so
 * hijacked SSE replies carry it), and answers its CORS preflight: a page that sends a custom
 * header (Last-Event-ID, Cache-Control) asks first. Nothing public takes cookies, so no
 * credentials are allowed and every requested header may be sent. True when the request has
 * been answered (a preflight).
 */
export function openToOtherSites(req: FastifyRequest, reply: FastifyReply): boolean {
  reply.raw.setHeader('access-control-allow-origin', '*');
  if (req.method !== 'OPTIONS') return false;
  const asked = req.headers['access-control-request-headers'];
  void reply
    .status(204)
    .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
    .header('access-control-max-age', String(preflightMaxAgeSeconds))
    .header('vary', 'access-control-request-headers');
  if (asked) void reply.header('access-control-allow-headers', asked);
  void reply.send();
  return true;
}
