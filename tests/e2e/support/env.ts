import path from 'node:path';

/** Where the end-to-end server listens, and where global setup leaves what tests need to read. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
/** Its HTTPS listener, with the certificate of its own authority (venue-https.spec.ts). */
export const e2eHttpsPort = e2ePort + 400;
// One directory per port: runs on different ports (e.g. two worktree users) never wipe each other.
export const e2eDir = path.resolve('.tmp', process.env.E2E_PORT ? `e2e-${e2ePort}` : 'e2e');
export const mailDir = path.join(e2eDir, 'mail');
/** Where the end-to-end server keeps its certificate authority. */
export const e2eTlsDir = path.join(e2eDir, 'data', 'tls');
export const oidcClient = { clientId: 'tempo-e2e', clientSecret: 'e2e-client-secret-not-real' };
/** Registering with one of these makes a site administrator (ADMIN_EMAILS of the e2e server). */
export const siteAdminEmails = [
  'site-admin@example.com',
  'site-admin-2@example.com',
  'site-admin-3@example.com',
];
