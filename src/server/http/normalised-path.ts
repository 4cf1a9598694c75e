// The path a request names, in one spelling, for every limit and header policy decided by path.
// Node hands Fastify the request target as the client wrote it, and the router is lenient: it
// decodes percent-encoded letters (`/%6ceagues/x` reaches the league pages), takes the absolute
// form a proxy may send (`GET http://host/leagues/x HTTP/1.1`) and lets an empty segment through
// (`/leagues//x`). A check that matched the raw target against `/leagues/` was skipped by each of
// those, while the page was served all the same. RFC 3986's normalisation (section 6.2.2) undoes
// them: unreserved characters decoded, the hex of other escapes in capitals, dot segments removed;
// with empty segments dropped too, since the router does not care for them either. An encoded
// slash (`%2F`) stays encoded: it is part of a segment, not a separator, for the router as well.

const unreserved = /^[A-Za-z0-9\-._~]$/;

/** Whether the target may need more than cutting off its query (most requests need only that). */
const unusual = /%|\/\/|\/\.|#/;

/** The normalised path of a request target (`req.url`), without its query. */
export function normalisedPath(target: string): string {
  const queryAt = target.indexOf('?');
  let path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (path.startsWith('/') && !unusual.test(path)) return path;

  const hashAt = path.indexOf('#');
  if (hashAt !== -1) path = path.slice(0, hashAt);
  if (!path.startsWith('/')) {
    // Absolute form: the path is what follows the scheme and the authority. Anything else (the
    // `*` of `OPTIONS *`) names no path, and is left as it is, matching no prefix.
    const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/.exec(path);
    if (!absolute) return path;
    path = path.slice(absolute[0].length) || '/';
  }
  path = path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return unreserved.test(char) ? char : escape.toUpperCase();
  });
  return withoutDotSegments(path.replace(/\/{2,}/g, '/'));
}

/** RFC 3986 section 5.2.4 on an absolute path: `.` goes, `..` takes the segment before it. */
function withoutDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') out.pop();
      // `/a/b/..` is the folder `/a/`: the trailing slash stays.
      if (last) out.push('');
      return;
    }
    out.push(segment);
  });
  return `/${out.join('/')}`;
}
