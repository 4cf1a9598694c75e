// Tempo's own certificate authority for the venue network (decision 0048). Tablets reach the
// laptop by a LAN address no public authority will certify, and a browser runs a service worker
// (the console's offline app shell) only in a secure context. So Tempo makes one authority per
// installation, kept in DATA_DIR/tls, which the venue's devices trust once, and signs with it a
// certificate for every name and address the laptop can be reached at, made again when one of
// them is missing or the certificate nears its end.
import { X509Certificate, createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import forge from 'node-forge';

/** The names and addresses one server certificate covers. */
export interface CoveredNames {
  dnsNames: string[];
  ipAddresses: string[];
}

export interface LocalCertificate {
  /** The authority's certificate (PEM): what the venue's devices trust. */
  caCertPem: string;
  /** The server's certificate followed by the authority's (PEM), as TLS sends the chain. */
  certChainPem: string;
  keyPem: string;
  /** SHA-256 of the authority's certificate, as devices show it (AB:CD:…). */
  caFingerprint: string;
  /** Whether the server certificate was made now rather than read from the disk. */
  issued: boolean;
}

const day = 24 * 60 * 60 * 1000;
/**
 * Apple accepts a TLS server certificate valid for at most 825 days, and Chromium warns past 398
 * for certificates of public authorities; 397 days passes both with room. It is made again 30
 * days before its end, at a start or while the server runs.
 */
const serverValidityDays = 397;
const renewBeforeDays = 30;
/** The authority is trusted by hand on every device: long enough never to be done twice. */
const authorityValidityYears = 20;

/** The authority's certificate in the directory: what /api/venue-certificate hands out. */
export const authorityCertFile = 'ca.crt';

const files = {
  caCert: authorityCertFile,
  caKey: 'ca.key',
  cert: 'server.crt',
  key: 'server.key',
} as const;

/**
 * The authority of `dir` (made on first use) and a server certificate from it covering `names`:
 * the one on the disk while it covers them all and has 30 days left, else a new one.
 */
export function localCertificate(
  dir: string,
  names: CoveredNames,
  now: Date = new Date(),
): LocalCertificate {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const authority = readAuthority(dir) ?? createAuthority(dir, now);
  const caCertPem = forge.pki.certificateToPem(authority.cert);
  const caFingerprint = fingerprintOf(caCertPem);

  const held = readPair(dir, files.cert, files.key);
  if (held && stillServes(held.certPem, authority, names, now)) {
    return {
      caCertPem,
      certChainPem: held.certPem + caCertPem,
      keyPem: held.keyPem,
      caFingerprint,
      issued: false,
    };
  }
  const issued = issueServerCertificate(authority, names, now);
  writePrivate(path.join(dir, files.key), issued.keyPem);
  fs.writeFileSync(path.join(dir, files.cert), issued.certPem);
  return {
    caCertPem,
    certChainPem: issued.certPem + caCertPem,
    keyPem: issued.keyPem,
    caFingerprint,
    issued: true,
  };
}

/** SHA-256 of a PEM certificate as colon-separated hex pairs, as Keychain and Android show it. */
export function fingerprintOf(certPem: string): string {
  return new X509Certificate(certPem).fingerprint256;
}

/** Base64 SHA-256 of a certificate's public key info: the form of Chromium's pin lists. */
export function spkiHashOf(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

interface Authority {
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

function readAuthority(dir: string): Authority | null {
  const pair = readPair(dir, files.caCert, files.caKey);
  if (!pair) return null;
  return {
    cert: forge.pki.certificateFromPem(pair.certPem),
    key: forge.pki.privateKeyFromPem(pair.keyPem),
  };
}

function createAuthority(dir: string, now: Date): Authority {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(now.getTime() - day);
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setFullYear(now.getFullYear() + authorityValidityYears);
  // The date in the name tells two installations' authorities apart in a device's list.
  const subject = [
    { name: 'commonName', value: `Tempo venue authority ${now.toISOString().slice(0, 10)}` },
    { name: 'organizationName', value: 'Tempo' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  // The key first: a certificate without its key on the disk would be made again next start.
  writePrivate(path.join(dir, files.caKey), forge.pki.privateKeyToPem(keys.privateKey));
  fs.writeFileSync(path.join(dir, files.caCert), forge.pki.certificateToPem(cert));
  return { cert, key: keys.privateKey };
}

function issueServerCertificate(authority: Authority, names: CoveredNames, now: Date) {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(now.getTime() - day);
  cert.validity.notAfter = new Date(now.getTime() + serverValidityDays * day);
  cert.setSubject([{ name: 'commonName', value: names.dnsNames[0] ?? 'localhost' }]);
  cert.setIssuer(authority.cert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    // Browsers match the address in the bar against these only, never the common name.
    {
      name: 'subjectAltName',
      altNames: [
        ...names.dnsNames.map((value) => ({ type: 2, value })),
        ...names.ipAddresses.map((ip) => ({ type: 7, ip })),
      ],
    },
    { name: 'subjectKeyIdentifier' },
    {
      name: 'authorityKeyIdentifier',
      keyIdentifier: authority.cert.generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  cert.sign(authority.key, forge.md.sha256.create());
  return {
    certPem: forge.pki.certificateToPem(cert),
    keyPem: forge.pki.privateKeyToPem(keys.privateKey),
  };
}

/** Whether a held certificate is the authority's, covers every name and has time left. */
function stillServes(certPem: string, authority: Authority, names: CoveredNames, now: Date) {
  let cert: forge.pki.Certificate;
  try {
    cert = forge.pki.certificateFromPem(certPem);
    if (!authority.cert.verify(cert)) return false;
  } catch {
    return false;
  }
  if (cert.validity.notAfter.getTime() - now.getTime() < renewBeforeDays * day) return false;
  const altNames = (cert.getExtension('subjectAltName') as { altNames?: AltName[] } | null)
    ?.altNames;
  // Addresses compared as their bytes, so every spelling of an IPv6 address is the same one.
  const covered = new Set(
    (altNames ?? []).map((n) => (n.type === 7 ? `ip:${hex(n.value)}` : `dns:${n.value}`)),
  );
  return (
    names.dnsNames.every((name) => covered.has(`dns:${name}`)) &&
    names.ipAddresses.every((ip) => covered.has(`ip:${ipHex(ip)}`))
  );
}

interface AltName {
  type: number;
  value: string;
}

function hex(bytes: string): string {
  return forge.util.bytesToHex(bytes);
}

/** An IPv4 or IPv6 address as the hex of its bytes, as a certificate holds it. */
function ipHex(ip: string): string {
  if (net.isIPv4(ip)) {
    return ip
      .split('.')
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('');
  }
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = ip.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(zeros).fill('0'), ...right]
    .map((group) => group.padStart(4, '0').toLowerCase())
    .join('');
}

function readPair(dir: string, certFile: string, keyFile: string) {
  try {
    return {
      certPem: fs.readFileSync(path.join(dir, certFile), 'utf8'),
      keyPem: fs.readFileSync(path.join(dir, keyFile), 'utf8'),
    };
  } catch {
    return null;
  }
}

function writePrivate(file: string, pem: string) {
  fs.writeFileSync(file, pem, { mode: 0o600 });
}

/** A positive random serial: every certificate an authority signs must have its own. */
function serialNumber(): string {
  return `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
}
