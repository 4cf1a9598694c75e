import { authPagePatterns } from '../config/paths.ts';

const probeOrigin = 'http://tempo.invalid';

/**
 * The redirectTo of a login link, if it is safe to follow: a path on this site (starting with
 * one `/`), never another origin (`//evil.example`, `/\evil.example`), never a sign-in page.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  if (authPagePatterns.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
