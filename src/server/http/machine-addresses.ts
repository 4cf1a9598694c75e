// The addresses of the machine Tempo runs on: what a venue types on a tablet to reach the laptop,
// and the only host names a person's links (link-origin.ts) may be built from when PUBLIC_URL is
// not set.
import os from 'node:os';

type Interfaces = NodeJS.Dict<os.NetworkInterfaceInfo[]>;

/**
 * The addresses other devices on the network can use: not loopback, not link-local (169.254.x.x,
 * fe80::, which tablets cannot be expected to type), IPv4 first. IPv6 only when asked for,
 * because a server listening on 0.0.0.0 does not answer on IPv6.
 */
export function lanAddresses(
  { ipv6 }: { ipv6: boolean },
  interfaces: Interfaces = os.networkInterfaces(),
): string[] {
  const all = Object.values(interfaces).flatMap((list) => list ?? []);
  const usable = all.filter((i) => !i.internal && !isLinkLocal(i));
  const v4 = usable.filter((i) => i.family === 'IPv4').map((i) => i.address);
  const v6 = ipv6 ? usable.filter((i) => i.family === 'IPv6').map((i) => i.address) : [];
  return [...new Set([...v4, ...v6])];
}

function isLinkLocal(i: os.NetworkInterfaceInfo): boolean {
  return i.family === 'IPv4' ? i.address.startsWith('169.254.') : /^fe[89ab]/i.test(i.address);
}

/**
 * Whether `hostname` (as in a URL: IPv6 in brackets) names this machine: localhost, a loopback
 * address, an address of one of its interfaces, or its host name.
 */
export function isMachineHost(
  hostname: string,
  interfaces: Interfaces = os.networkInterfaces(),
  machineName: string = os.hostname(),
): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const own = new Set(['localhost', '127.0.0.1', '::1', machineName.toLowerCase()]);
  for (const list of Object.values(interfaces)) {
    for (const i of list ?? []) own.add(i.address.toLowerCase());
  }
  return own.has(name);
}

/**
 * Whether a request's client address (Fastify's `req.ip`) is this machine: a loopback address or
 * one of its interfaces'. Such a person sees the terminal Tempo runs in.
 */
export function isMachineAddress(
  ip: string,
  interfaces: Interfaces = os.networkInterfaces(),
): boolean {
  // An IPv4 client of a server listening on IPv6 shows as ::ffff:a.b.c.d.
  const address = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (address.startsWith('127.') || address === '::1') return true;
  return Object.values(interfaces).some((list) =>
    (list ?? []).some((i) => i.address.toLowerCase() === address),
  );
}

/**
 * Where to open Tempo, one line per address: this machine, then, when the server listens on all
 * interfaces, each address a phone or tablet on the same network can use.
 */
export function whereToOpen(
  host: string,
  port: number,
  interfaces: Interfaces = os.networkInterfaces(),
  scheme: 'http' | 'https' = 'http',
): string[] {
  if (host !== '0.0.0.0' && host !== '::') {
    return [`Open Tempo at ${scheme}://${urlHost(host)}:${port}`];
  }
  const lan = lanAddresses({ ipv6: host === '::' }, interfaces).map(
    (a) =>
      `Open Tempo on a phone or tablet on the same network at ${scheme}://${urlHost(a)}:${port}`,
  );
  return [`Open Tempo on this machine at ${scheme}://localhost:${port}`, ...lan];
}

/** An address as the host part of a URL (IPv6 in brackets). */
function urlHost(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

/**
 * Every name and address a device may use for this machine, for Tempo's own certificate: localhost
 * and loopback, the host name (and its `.local` form, which iPads and Macs resolve on a network
 * without DNS), and each LAN address, IPv6 ones too since a certificate covering more costs nothing.
 */
export function certificateNames(
  interfaces: Interfaces = os.networkInterfaces(),
  machineName: string = os.hostname(),
): { dnsNames: string[]; ipAddresses: string[] } {
  const host = machineName.toLowerCase();
  const dnsNames = ['localhost', host, ...(host.includes('.') ? [] : [`${host}.local`])];
  return {
    dnsNames: [...new Set(dnsNames.filter(Boolean))],
    ipAddresses: ['127.0.0.1', '::1', ...lanAddresses({ ipv6: true }, interfaces)],
  };
}
