import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  certificateNames,
  isMachineAddress,
  isMachineHost,
  lanAddresses,
  whereToOpen,
} from './machine-addresses.ts';

function iface(address: string, internal = false): os.NetworkInterfaceInfo {
  const v6 = address.includes(':');
  return v6
    ? {
        address,
        family: 'IPv6',
        internal,
        netmask: 'ffff:ffff:ffff:ffff::',
        mac: '',
        cidr: null,
        scopeid: 0,
      }
    : { address, family: 'IPv4', internal, netmask: '255.255.255.0', mac: '', cidr: null };
}

const venueLaptop = {
  lo: [iface('127.0.0.1', true), iface('::1', true)],
  wlan0: [iface('fe80::1c2d:3e4f'), iface('2001:db8::20'), iface('192.168.1.20')],
  eth0: [iface('169.254.10.3'), iface('10.0.0.5')],
};

describe('isMachineAddress', () => {
  it('knows loopback and the machine’s own addresses, IPv4 ones also in their IPv6 form', () => {
    for (const ip of ['127.0.0.1', '127.0.1.1', '::1', '192.168.1.20', '::ffff:192.168.1.20']) {
      expect(isMachineAddress(ip, venueLaptop), ip).toBe(true);
    }
    expect(isMachineAddress('2001:DB8::20', venueLaptop)).toBe(true);
  });

  it('does not take another device on the network for this machine', () => {
    for (const ip of ['192.168.1.21', '::ffff:192.168.1.21', '10.0.0.6', '2001:db8::21']) {
      expect(isMachineAddress(ip, venueLaptop), ip).toBe(false);
    }
  });
});

describe('lanAddresses', () => {
  it('lists the IPv4 addresses others can reach, without loopback or link-local', () => {
    expect(lanAddresses({ ipv6: false }, venueLaptop)).toEqual(['192.168.1.20', '10.0.0.5']);
  });

  it('adds global IPv6 addresses after the IPv4 ones when asked', () => {
    expect(lanAddresses({ ipv6: true }, venueLaptop)).toEqual([
      '192.168.1.20',
      '10.0.0.5',
      '2001:db8::20',
    ]);
  });

  it('is empty on a machine with no network', () => {
    expect(lanAddresses({ ipv6: true }, { lo: [iface('127.0.0.1', true)] })).toEqual([]);
  });
});

describe('whereToOpen', () => {
  it('prints this machine, then one line per LAN address, when listening everywhere', () => {
    expect(whereToOpen('0.0.0.0', 3000, venueLaptop)).toEqual([
      'Open Tempo on this machine at http://localhost:3000',
      'Open Tempo on a phone or tablet on the same network at http://192.168.1.20:3000',
      'Open Tempo on a phone or tablet on the same network at http://10.0.0.5:3000',
    ]);
    expect(whereToOpen('::', 8080, venueLaptop).at(-1)).toBe(
      'Open Tempo on a phone or tablet on the same network at http://[2001:db8::20]:8080',
    );
  });

  it('prints the one address when listening on one', () => {
    expect(whereToOpen('127.0.0.1', 3000, venueLaptop)).toEqual([
      'Open Tempo at http://127.0.0.1:3000',
    ]);
  });
});

describe('isMachineHost', () => {
  it('knows localhost, loopback, every interface address and the host name', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      '127.0.0.1',
      '[::1]',
      '192.168.1.20',
      '10.0.0.5',
      '[2001:db8::20]',
      'venue-laptop',
    ]) {
      expect(isMachineHost(host, venueLaptop, 'Venue-Laptop'), host).toBe(true);
    }
  });

  it('refuses any other name or address', () => {
    for (const host of ['evil.example', '192.168.1.21', 'venue-laptop.evil.example', '']) {
      expect(isMachineHost(host, venueLaptop, 'venue-laptop'), host).toBe(false);
    }
  });
});

describe('certificateNames', () => {
  it('covers localhost, the host name and its .local form, loopback and every LAN address', () => {
    expect(certificateNames(venueLaptop, 'Scorer-Laptop')).toEqual({
      dnsNames: ['localhost', 'scorer-laptop', 'scorer-laptop.local'],
      ipAddresses: ['127.0.0.1', '::1', '192.168.1.20', '10.0.0.5', '2001:db8::20'],
    });
    expect(certificateNames(venueLaptop, 'tempo.club.example').dnsNames).toEqual([
      'localhost',
      'tempo.club.example',
    ]);
  });
});
