// The API's answers under /api/: JSON, live streams and file downloads, read by the app's scripts
// or saved, never shown as a page. A page's policy (what scripts, styles and frames it may load,
// its opener and referrer rules) means nothing to them, and on HTTP/1.1 its ~900 bytes of headers
// crossed the network with every answer, twice the size of most of them: a console's first visit
// makes a dozen of these calls, the scoreboard's clock sync five. They carry a short policy of
// their own instead, stricter than a page's: load nothing, be framed by nothing. The API's docs
// (an HTML page) and uploaded images, which a person may open in a tab, keep a page's headers.
import type { OutgoingHttpHeaders } from 'node:http';
import { normalisedPath } from './normalised-path.ts';

const pageLike = /^\/api\/(?:docs(?:\/|$)|uploads\/)/;

export function isDataAnswer(target: string): boolean {
  const path = normalisedPath(target);
  return path.startsWith('/api/') && !pageLike.test(path);
}

/** What still means something on an answer that is not a page. */
const kept: ReadonlySet<string> = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
]);

export type HeaderList = Array<[string, NonNullable<OutgoingHttpHeaders[string]>]>;

/** A page's header set, as an API answer carries it. */
export function dataAnswerHeaders(pageHeaders: HeaderList): HeaderList {
  return [
    ...pageHeaders.filter(([name]) => kept.has(name)),
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-frame-options', 'DENY'],
  ];
}
