// Starts Tempo: config, database (migrated), app, and a clean stop on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { closeDeps, createDeps } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { listenHttps, serverCertificate, type HttpsListener } from './http/https-listener.ts';
import { whereToOpen } from './http/machine-addresses.ts';
import { isPortTaken, portIsFree, portTakenMessage, type Listener } from './http/port-taken.ts';
import { createLogger } from './logging/create-logger.ts';
import { venueAuthority } from './tls/venue-authority.ts';

const config = loadConfig();

/** Ends start-up with the one sentence a taken port deserves: no stack trace, a failing exit. */
function stopOnTakenPort(listener: Listener): never {
  const [port, avoid] =
    listener === 'http' ? [config.port, config.https?.port] : [config.https!.port, config.port];
  process.stderr.write(`${portTakenMessage(listener, port, avoid)}\n`);
  process.exit(1);
}
if (!(await portIsFree(config.port, config.host))) stopOnTakenPort('http');
if (config.https && !(await portIsFree(config.https.port, config.host))) stopOnTakenPort('https');

// One logger for start-up, the app and its background work (mail links, pubsub errors).
const { logger, format } = createLogger({ level: config.logLevel, format: config.logFormat });

const deps = await createDeps(config, logger);
// Before the app is built: it hands out the authority that signs this certificate.
if (config.https) serverCertificate(config.https, logger);
const app = await buildApp(deps, {
  logger,
  requestLines: format === 'pretty' ? 'debug' : 'info',
  serveWeb: true,
});

let stopping = false;
let httpsListener: HttpsListener | null = null;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    const httpsClosed = httpsListener?.close();
    await app.close();
    await httpsClosed;
    await closeDeps(deps);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

// Taken since the check above (another program started meanwhile): the same sentence.
async function listenOrStop<T>(listener: Listener, listen: () => Promise<T>): Promise<T> {
  try {
    return await listen();
  } catch (err) {
    if (!isPortTaken(err)) throw err;
    await closeDeps(deps).catch(() => undefined);
    return stopOnTakenPort(listener);
  }
}
await listenOrStop('http', () => app.listen({ port: config.port, host: config.host }));
httpsListener = config.https
  ? await listenOrStop('https', () => listenHttps(app, config.https!, config.host))
  : null;
app.log.info(
  { url: config.publicUrl, db: deps.database.kind, dataDir: config.dataDir },
  'Tempo is ready',
);
// At a venue: the addresses to type on a tablet.
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
for (const line of whereToOpen(config.host, port)) app.log.info(line);
if (httpsListener) {
  for (const line of whereToOpen(config.host, httpsListener.port, undefined, 'https')) {
    app.log.info(line);
  }
  const authority = venueAuthority(config);
  if (authority) {
    app.log.info(
      `Devices trust Tempo's certificate once: open /venue-certificate on them (over http). Its SHA-256 fingerprint is ${authority.fingerprint}`,
    );
  }
}
