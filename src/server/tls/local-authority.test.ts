import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localCertificate, spkiHashOf } from './local-authority.ts';

const venue = {
  dnsNames: ['localhost', 'scorer-laptop', 'scorer-laptop.local'],
  ipAddresses: ['127.0.0.1', '::1', '192.168.1.20', '2001:db8::20'],
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-tls-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The server certificate, the first of the chain. */
function leafOf(chainPem: string) {
  return new X509Certificate(chainPem.split(/(?<=-----END CERTIFICATE-----\n)/)[0]!);
}

describe('localCertificate', () => {
  it('signs a server certificate for every name and address with an authority of its own', () => {
    const made = localCertificate(dir, venue);
    const ca = new X509Certificate(made.caCertPem);
    const leaf = leafOf(made.certChainPem);
    expect(ca.ca).toBe(true);
    expect(leaf.ca).toBe(false);
    expect(leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.checkIssued(ca)).toBe(true);
    for (const name of venue.dnsNames) expect(leaf.checkHost(name)).toBe(name);
    for (const ip of venue.ipAddresses) expect(leaf.checkIP(ip)).toBe(ip);
    expect(leaf.checkHost('other-laptop')).toBeUndefined();
    // What devices accept for a server: at most 825 days (Apple), a server key usage.
    const days = (Date.parse(leaf.validTo) - Date.parse(leaf.validFrom)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(398);
    expect(leaf.keyUsage).toContain('1.3.6.1.5.5.7.3.1');
    expect(made.caFingerprint).toBe(ca.fingerprint256);
    expect(made.issued).toBe(true);
  });

  it('gives TLS a key and chain a client trusting the authority alone accepts', async () => {
    const made = localCertificate(dir, venue);
    const server = tls.createServer({ cert: made.certChainPem, key: made.keyPem }, (s) =>
      s.end('ok'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = tls.connect({ host: '127.0.0.1', port, ca: made.caCertPem }, () => {
          socket.setEncoding('utf8');
          socket.once('data', resolve);
        });
        socket.once('error', reject);
      });
      expect(answer).toBe('ok');
    } finally {
      server.close();
    }
  });

  it('keeps the authority and the certificate across restarts while they cover every name', () => {
    const first = localCertificate(dir, venue);
    const again = localCertificate(dir, venue);
    expect(again.issued).toBe(false);
    expect(again.caCertPem).toBe(first.caCertPem);
    expect(again.certChainPem).toBe(first.certChainPem);
    expect(again.keyPem).toBe(first.keyPem);
    // The keys are the owner's only.
    expect(fs.statSync(path.join(dir, 'ca.key')).mode & 0o077).toBe(0);
    expect(fs.statSync(path.join(dir, 'server.key')).mode & 0o077).toBe(0);
  });

  it('makes a new certificate from the same authority when an address is missing', () => {
    const first = localCertificate(dir, venue);
    const moved = { ...venue, ipAddresses: [...venue.ipAddresses, '10.0.0.5'] };
    const renewed = localCertificate(dir, moved);
    expect(renewed.issued).toBe(true);
    expect(renewed.caCertPem).toBe(first.caCertPem);
    expect(spkiHashOf(renewed.caCertPem)).toBe(spkiHashOf(first.caCertPem));
    const leaf = leafOf(renewed.certChainPem);
    expect(leaf.checkIP('10.0.0.5')).toBe('10.0.0.5');
    expect(leaf.verify(new X509Certificate(first.caCertPem).publicKey)).toBe(true);
    // A name given in another spelling of the same address is covered already.
    expect(localCertificate(dir, { ...moved, ipAddresses: ['2001:0db8:0:0::20'] }).issued).toBe(
      false,
    );
    expect(localCertificate(dir, { ...moved, dnsNames: ['tempo.venue'] }).issued).toBe(true);
  });

  it('makes a new certificate 30 days before the old one ends', () => {
    const now = new Date('2027-01-10T12:00:00Z');
    localCertificate(dir, venue, now);
    const in360Days = new Date(now.getTime() + 360 * 86_400_000);
    const in370Days = new Date(now.getTime() + 370 * 86_400_000);
    expect(localCertificate(dir, venue, in360Days).issued).toBe(false);
    expect(localCertificate(dir, venue, in370Days).issued).toBe(true);
  });

  it('replaces a certificate not signed by the authority it holds', () => {
    localCertificate(dir, venue);
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-tls-other-'));
    try {
      localCertificate(other, venue);
      fs.copyFileSync(path.join(other, 'server.crt'), path.join(dir, 'server.crt'));
      fs.copyFileSync(path.join(other, 'server.key'), path.join(dir, 'server.key'));
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
    expect(localCertificate(dir, venue).issued).toBe(true);
  });
});
