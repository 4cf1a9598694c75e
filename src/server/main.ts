// Starts Tempo: config, database (migrated), app, and a clean stop on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { closeDeps, createDeps } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { whereToOpen } from './http/machine-addresses.ts';
import { createLogger } from './logging/create-logger.ts';

const config = loadConfig();
// One logger for start-up, the app and its background work (mail links, pubsub errors).
const { logger, format } = createLogger({ level: config.logLevel, format: config.logFormat });

const deps = await createDeps(config, logger);
const app = await buildApp(deps, {
  logger,
  requestLines: format === 'pretty' ? 'debug' : 'info',
  serveWeb: true,
});

let stopping = false;
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
    await app.close();
    await closeDeps(deps);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { url: config.publicUrl, db: deps.database.kind, dataDir: config.dataDir },
  'Tempo is ready',
);
// At a venue: the addresses to type on a tablet.
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
for (const line of whereToOpen(config.host, port)) app.log.info(line);
