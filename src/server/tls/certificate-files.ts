// A certificate the organiser brings (TLS_CERT_FILE, TLS_KEY_FILE): from the venue's own authority,
// or a public one for a name the venue's network resolves. Checked at start, so a wrong file stops
// the server with what is wrong instead of tablets showing a certificate error at the game.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import fs from 'node:fs';

export interface CertificateFiles {
  /** The certificate and any intermediates after it (PEM). */
  certPem: string;
  keyPem: string;
}

/** The two files' text, or the problems found with them, each naming its variable. */
export function readCertificateFiles(
  certFile: string,
  keyFile: string,
  now: Date = new Date(),
): { files: CertificateFiles } | { problems: string[] } {
  const certPem = readText('TLS_CERT_FILE', certFile);
  const keyPem = readText('TLS_KEY_FILE', keyFile);
  if ('problem' in certPem || 'problem' in keyPem) {
    return {
      problems: [certPem, keyPem].flatMap((r) => ('problem' in r ? [r.problem] : [])),
    };
  }
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(certPem.text);
  } catch {
    return {
      problems: [
        `TLS_CERT_FILE: ${certFile} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`,
      ],
    };
  }
  let key: ReturnType<typeof createPrivateKey>;
  try {
    key = createPrivateKey(keyPem.text);
  } catch {
    return {
      problems: [
        `TLS_KEY_FILE: ${keyFile} holds no unencrypted PEM private key (-----BEGIN PRIVATE KEY-----)`,
      ],
    };
  }
  if (!cert.checkPrivateKey(key)) {
    return {
      problems: [`TLS_KEY_FILE: ${keyFile} is not the key of the certificate in ${certFile}`],
    };
  }
  const validTo = new Date(cert.validTo);
  if (validTo.getTime() <= now.getTime()) {
    return {
      problems: [
        `TLS_CERT_FILE: the certificate in ${certFile} expired on ${validTo.toISOString().slice(0, 10)}`,
      ],
    };
  }
  return { files: { certPem: certPem.text, keyPem: keyPem.text } };
}

function readText(variable: string, file: string): { text: string } | { problem: string } {
  try {
    return { text: fs.readFileSync(file, 'utf8') };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    return { problem: `${variable}: cannot read ${file} (${code})` };
  }
}
