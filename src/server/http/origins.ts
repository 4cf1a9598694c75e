// Origins as browsers send them (`scheme://host[:port]`), compared in one normal form, so
// `http://LOCALHOST:80` and `http://localhost` are the same origin everywhere we compare them.

/**
 * The serialized origin of `value` when it is an http(s) origin and nothing more (a trailing `/`
 * aside): no path, query, fragment or credentials. Otherwise null: `null`, `file://…`, a Host
 * header with a path or `user@` smuggled in.
 */
export function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  if (value.includes('#') || value.includes('?')) return null;
  return url.origin;
}

/** The origin a request was addressed to, from its scheme and Host (or forwarded) header. */
export function addressedOrigin(protocol: string, host: string): string | null {
  if (!host) return null;
  return originOf(`${protocol}://${host}`);
}

/**
 * Whether a request may act from the page at `origin`: it is the request's own origin (whatever
 * name or address the server was reached by), or one this server was told to trust.
 */
export function isAllowedOrigin(
  origin: string,
  ownOrigin: string | null,
  trusted: readonly string[],
): boolean {
  const normal = originOf(origin);
  if (!normal) return false;
  return normal === ownOrigin || trusted.includes(normal);
}

/**
 * Whether browsers treat pages at this scheme and host name (Fastify's req.hostname, IPv6 in
 * brackets) as a secure context: https, or http on a loopback name or address.
 */
export function isSecureContext(protocol: string, hostname: string): boolean {
  if (protocol === 'https') return true;
  const name = hostname.toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}
