// The web build's hashed scripts, stylesheets and fonts under /assets/: a page loads dozens of
// them, and on HTTP/1.1 every response's headers cross the network uncompressed. With the full
// set a page carries (the Content-Security-Policy, framing, opener and referrer rules, a request
// id, ETag and Last-Modified) each answer carried about 1 KB of headers, more than most of these
// files' bodies. None of those apply to a script or a stylesheet, which a browser never renders
// as a document: the page that loads them enforces the policy. The two that do apply to a
// subresource stay. HTML pages, sw.js (a worker, governed by its own CSP), uploads and every
// other answer keep the whole set.
import { normalisedPath } from './normalised-path.ts';

/** A script, stylesheet or font of the build: content-hashed, never rendered as a document. */
const builtAsset = /^\/assets\/[^/]+\.(?:js|css|woff2?)$/;

export function isBuiltAsset(method: string, target: string): boolean {
  return (method === 'GET' || method === 'HEAD') && builtAsset.test(normalisedPath(target));
}

/** What still means something on a subresource: no type sniffing, no loading by other sites. */
export const subresourceHeaders: ReadonlySet<string> = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
]);

/**
 * Validators and range hints of @fastify/static that a file cached for a year as `immutable` never
 * uses: a browser does not revalidate it, and its name changes when its content does. Ranges are
 * still answered.
 */
export const unusedOnImmutableFiles = ['etag', 'last-modified', 'accept-ranges'] as const;
