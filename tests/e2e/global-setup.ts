// Starts what the browser tests talk to: a real SMTP server catching mail, a local OpenID
// provider standing in for Google, and the production build of Tempo on a fresh data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startOidcProvider } from '../support/oidc-provider.ts';
import { startSmtpCatcher } from '../support/smtp-catcher.ts';
import {
  e2eDir,
  e2eHttpsPort,
  e2ePort,
  mailDir,
  oidcClient,
  siteAdminEmails,
} from './support/env.ts';
import { serverEntry } from '../support/build-output.ts';
import { serverNodeFlags } from '../../src/server/node-flags.ts';

export default async function globalSetup() {
  fs.rmSync(e2eDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
  const baseUrl = `http://localhost:${e2ePort}`;

  const smtp = await startSmtpCatcher({ dir: mailDir });
  const oidc = await startOidcProvider({
    ...oidcClient,
    redirectUris: [`${baseUrl}/api/auth/callback/google`],
  });

  const log = fs.openSync(path.join(e2eDir, 'server.log'), 'w');
  // With npm start's Node flags, so the browser tests run the server a venue runs.
  const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(e2ePort),
      // All interfaces, as `npm start` does: venue-network.spec.ts opens it by the LAN address.
      HOST: '0.0.0.0',
      // No PUBLIC_URL, as `npm start` at a venue: it defaults to baseUrl, and the links a tablet
      // is given follow the LAN address it uses (venue-network.spec.ts).
      DATA_DIR: path.join(e2eDir, 'data'),
      // HTTPS beside plain HTTP with Tempo's own authority, as a venue sets it up
      // (venue-https.spec.ts); the authority is made afresh in the fresh data directory.
      HTTPS: 'local',
      HTTPS_PORT: String(e2eHttpsPort),
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: oidcClient.clientId,
      GOOGLE_CLIENT_SECRET: oidcClient.clientSecret,
      GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
      // Many accounts sign up, open invites and browse from one address during the run; the limiters
      // have their own tests.
      AUTH_RATE_LIMIT_MAX: '10000',
      MAIL_RATE_LIMIT_MAX: '10000',
      INVITE_RATE_LIMIT_MAX: '10000',
      ANALYTICS_RATE_LIMIT_MAX: '10000',
      // Accounts registered with these emails are site administrators (premium.spec.ts,
      // accessibility.spec.ts).
      ADMIN_EMAILS: siteAdminEmails.join(','),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });

  await waitForHealth(`${baseUrl}/api/health`, server);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await smtp.stop();
    await oidc.stop();
  };
}

async function waitForHealth(url: string, server: ReturnType<typeof spawn>) {
  // A first start makes the embedded database: a minute on a machine busy with other work.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`server exited with ${server.exitCode}; see .tmp/e2e/server.log`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill('SIGTERM');
  throw new Error('server did not become healthy within 150 s; see .tmp/e2e/server.log');
}
