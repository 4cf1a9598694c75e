// The venue laptop on the gym's Wi-Fi at 192.168.1.20: the address tablets type. Links follow the
// address in use only when it is one of this machine's own (src/server/http/link-origin.ts), so
// a test that uses it must first give this machine that address.
import os from 'node:os';
import { vi } from 'vitest';

export const lan = { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' };

/** Adds 192.168.1.20 to this machine's network interfaces; call the answer to take it away. */
export function joinVenueWifi(): () => void {
  const real = os.networkInterfaces();
  const spy = vi.spyOn(os, 'networkInterfaces').mockReturnValue({
    ...real,
    'venue-wifi': [
      {
        address: '192.168.1.20',
        netmask: '255.255.255.0',
        family: 'IPv4',
        mac: '02:00:00:00:00:20',
        internal: false,
        cidr: '192.168.1.20/24',
      },
    ],
  });
  return () => spy.mockRestore();
}
