// What the venue's devices are given of Tempo's own authority (HTTPS=local): its certificate to
// trust and the fingerprint to compare it by. main.ts makes the authority before the app is built.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { authorityCertFile, fingerprintOf } from './local-authority.ts';

export interface VenueAuthority {
  certPem: string;
  fingerprint: string;
}

/** Tempo's authority when it signs its own certificate and has made the authority, else null. */
export function venueAuthority(config: Pick<Config, 'https'>): VenueAuthority | null {
  const certificate = config.https?.certificate;
  if (certificate?.kind !== 'local') return null;
  let certPem: string;
  try {
    certPem = fs.readFileSync(path.join(certificate.dir, authorityCertFile), 'utf8');
  } catch {
    return null;
  }
  return { certPem, fingerprint: fingerprintOf(certPem) };
}
