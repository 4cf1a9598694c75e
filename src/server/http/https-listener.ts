// The HTTPS listener beside the plain HTTP one (decision 0048). Both hand their requests to the one
// Fastify app, so a request's protocol (and with it the secure-context headers) is the listener's,
// and nothing else in the app knows there are two. Plain HTTP keeps answering: existing links
// and bookmarks keep working, and a device fetches the authority's certificate there before it
// trusts the HTTPS address; a console's queued plays stay with the origin they were made on, so
// nothing is redirected.
import https from 'node:https';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { startPeriodicJob } from '../periodic-job.ts';
import { localCertificate } from '../tls/local-authority.ts';
import { certificateNames } from './machine-addresses.ts';
import { requestTimeouts } from './request-timeouts.ts';

type HttpsConfig = NonNullable<Config['https']>;

export interface HttpsListener {
  port: number;
  /** Stops taking connections and waits for those open to end (the app ends its streams). */
  close(): Promise<void>;
}

/**
 * How often the machine's addresses are looked at again: a laptop that joins the venue's Wi-Fi
 * after Tempo started gets a certificate for its new address within this.
 */
const addressCheckMs = 30_000;

/** The certificate and key to serve: the organiser's files, or one signed by Tempo's authority. */
export function serverCertificate(config: HttpsConfig, log: FastifyBaseLogger) {
  const { certificate } = config;
  if (certificate.kind === 'files') return { cert: certificate.certPem, key: certificate.keyPem };
  const names = certificateNames();
  const local = localCertificate(certificate.dir, names);
  if (local.issued) {
    log.info(
      { names: [...names.dnsNames, ...names.ipAddresses] },
      'made a new HTTPS certificate with Tempo’s authority',
    );
  }
  return { cert: local.certChainPem, key: local.keyPem };
}

export async function listenHttps(
  app: FastifyInstance,
  config: HttpsConfig,
  host: string,
): Promise<HttpsListener> {
  const server = https.createServer(
    {
      ...serverCertificate(config, app.log),
      // The plain listener's limits (Fastify sets them on the server it makes).
      requestTimeout: requestTimeouts.requestTimeout,
      keepAliveTimeout: requestTimeouts.keepAliveTimeout,
      ...requestTimeouts.http,
    },
    (req, res) => app.routing(req, res),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const stopRenewal =
    config.certificate.kind === 'local'
      ? startPeriodicJob({
          // A new certificate only when an address is missing or the old one nears its end;
          // connections open keep the one they began with.
          run: async () => {
            server.setSecureContext(serverCertificate(config, app.log));
          },
          intervalMs: addressCheckMs,
          log: app.log,
          failure: 'could not renew the HTTPS certificate',
        })
      : async () => undefined;

  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : config.port,
    async close() {
      await stopRenewal();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
    },
  };
}
