// Where the links in mails point. PUBLIC_URL when it is set. Without it, the address the person
// is using, so a reset asked for on a tablet at http://192.168.1.20:3000 opens there and not at
// the laptop's own localhost; but only when that address is one of this machine's, because the
// Host header is the client's to choose and a mail must never send someone to another server.
import type { Config } from '../config.ts';
import { isMachineHost } from '../http/machine-addresses.ts';

export function mailLinkOrigin(
  config: Pick<Config, 'publicUrl' | 'publicUrlSet' | 'port'>,
  request: Request | undefined,
): string {
  if (config.publicUrlSet || !request) return config.publicUrl;
  // routes.ts addresses the request to the origin the person used (Host, or the proxy's).
  const { hostname } = new URL(request.url);
  return isMachineHost(hostname) ? `http://${hostname}:${config.port}` : config.publicUrl;
}
