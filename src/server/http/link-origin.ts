// Where the links Tempo gives a person to open point: the reset link in a mail, the checkout page
// and the payment provider's way back, the season's calendar feed. PUBLIC_URL when it is set.
// Without it, the address the person is using, so a tablet at http://192.168.1.20:3000 is sent
// there and not to localhost, which on the tablet is the tablet itself; but only when that
// address is one of this machine's, because the Host header is the client's to choose and a link
// must never send someone to another server. OAuth callbacks and Stripe's webhook stay on
// PUBLIC_URL: a provider knows only the one address registered with it.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { isMachineHost } from './machine-addresses.ts';
import { requestOrigin } from './origin-check.ts';

/** The origin to build the links in the answer to this request from. */
export function linkOriginOf(req: FastifyRequest): string {
  return linkOrigin(req.server.deps.config, requestOrigin(req));
}

/**
 * The origin to build a person's links from, given the origin their request was addressed to
 * (Better Auth is handed requests addressed to it: auth/routes.ts).
 */
export function linkOrigin(
  config: Pick<Config, 'publicUrl' | 'publicUrlSet' | 'port'>,
  addressedTo: string | null | undefined,
): string {
  if (config.publicUrlSet || !addressedTo) return config.publicUrl;
  const { hostname } = new URL(addressedTo);
  // The server's own port: the Host header's is as much the client's to choose as its name.
  return isMachineHost(hostname) ? `http://${hostname}:${config.port}` : config.publicUrl;
}
