// Anonymous analytics under a flood: four clients, each from its own address (127.0.0.2–5 on the
// loopback, so the server's per-address limits see four clients without trusting a proxy header),
// send full batches of page views as fast as the server answers, every batch under a new visit id
// (a bot rotates them), for a few seconds. The figure is what that leaves in the database: rows
// stored and the growth of the embedded database's files.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { apiPaths } from '../src/contract/api-paths.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { analyticsEvents } from '../src/server/db/schema.ts';
import { httpJson } from './live-http.ts';
import { startServer } from './server-process.ts';

/** The most events the API takes in one batch (contract/analytics.ts). */
const batchSize = 50;
/** Requests each client keeps in flight. */
const inFlight = 8;

export interface FloodFigure {
  clients: number;
  seconds: number;
  requests: number;
  /** Answers by status code. */
  statuses: Record<number, number>;
  rowsStored: number;
  /** Growth of DATA_DIR/pglite during the flood, in bytes. */
  databaseGrowth: number;
}

export async function analyticsFloodBench(opts: {
  clients: number;
  seconds: number;
}): Promise<FloodFigure> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-analytics-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir });
    const sizeBefore = directorySize(path.join(dataDir, 'pglite'));
    const statuses: Record<number, number> = {};
    let requests = 0;
    const until = performance.now() + opts.seconds * 1000;
    const url = `${server.url}${apiPaths.analyticsEvents}`;
    const clients = Array.from({ length: opts.clients }, (_, i) => {
      const agent = new http.Agent({ keepAlive: true, localAddress: `127.0.0.${i + 2}` });
      const loop = async () => {
        while (performance.now() < until) {
          const occurredAt = new Date().toISOString();
          const events = Array.from({ length: batchSize }, (_, n) => ({
            name: 'page_view',
            path: `/flood/${n}`,
            occurredAt,
          }));
          const res = await httpJson(agent, url, 'POST', { visitId: randomUUID(), events }, {});
          requests += 1;
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      };
      return Promise.all(Array.from({ length: inFlight }, loop)).finally(() => agent.destroy());
    });
    await Promise.all(clients);
    await server.stop();
    const databaseGrowth = directorySize(path.join(dataDir, 'pglite')) - sizeBefore;
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const [row] = await database.db.select({ n: count() }).from(analyticsEvents);
      return {
        clients: opts.clients,
        seconds: opts.seconds,
        requests,
        statuses,
        rowsStored: row?.n ?? 0,
        databaseGrowth,
      };
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function directorySize(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
