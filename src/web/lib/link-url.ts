// Every link the app shows or encodes itself (copy buttons, QR codes, invite links, a league's
// address while it is being chosen) is built on one origin: the one the server names in its public
// config, from the rule its own links follow (server/http/link-origin.ts: PUBLIC_URL when set,
// else the address in use). So a tablet at http://192.168.1.20:3000 copies, scans and hands out
// that address, as the poster and the share panel's address the server gives do.
import { usePublicConfig } from './public-config.ts';

/**
 * The links' origin. Until the server has said (or when it cannot, as for a console reopened
 * offline) it is the address in use, which is the rule's answer wherever PUBLIC_URL is not set.
 */
export function useLinkOrigin(): string {
  return usePublicConfig()?.linkOrigin ?? window.location.origin;
}

/** Builds an app path's full address on the links' origin. */
export function useLinkUrl(): (path: string) => string {
  const origin = useLinkOrigin();
  return (path) => new URL(path, origin).toString();
}
