// One account undoing the oldest plays of its own 10,000-event game, batch after batch (each undo
// of the undos before it, so each batch changes the start of the log), while another client keeps
// asking GET /api/time: how long the other client waits is how long the server's event loop was
// held. Used by `npm run bench` and by the fault suite, against a real server process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPath, liveGamePaths } from '../src/contract/api-paths.ts';
import type { GameEvent } from '../src/domain/game/events.ts';
import { percentile } from './latency.ts';
import { newClientId, postEvents, scoreButton, seedLiveGames } from './live-fixture.ts';
import { startServer } from './server-process.ts';
import type { SeedTarget } from './sign-up.ts';

export interface UndoStorm {
  events: number;
  batches: number;
  /** Milliseconds the batches took, end to end. */
  stormMs: number;
  /** GET /api/time while they ran, in ms. */
  time: { n: number; p50: number; p99: number; max: number };
  /** Undos the server accepted in all (every batch is 500). */
  accepted: number;
}

export async function undoStorm(
  server: SeedTarget,
  { plays = 10_000, batches = 6 }: { plays?: number; batches?: number } = {},
): Promise<UndoStorm> {
  const fixture = await seedLiveGames(server);
  const gameId = fixture.games[0]!.id;
  const played: GameEvent[] = [];
  for (let n = 0; n < plays; n += 500) {
    const batch = Array.from({ length: Math.min(500, plays - n) }, (_, i) => scoreButton(n + i));
    played.push(...batch);
    await postEvents(fixture.client, gameId, batch);
  }

  const latencies: number[] = [];
  let measuring = true;
  const measure = (async () => {
    while (measuring) {
      const started = performance.now();
      const res = await fetch(`${server.url}${apiPath(liveGamePaths.time, {})}`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 2));
    }
  })();

  let targets = played.slice(0, 500).map((p) => p.clientId);
  let accepted = 0;
  const started = performance.now();
  for (let b = 0; b < batches; b++) {
    const undos = targets.map((targetClientId): GameEvent => ({
      clientId: newClientId(),
      type: 'void',
      period: 1,
      clockMs: 600_000,
      targetClientId,
    }));
    const result = await postEvents(fixture.client, gameId, undos);
    accepted += result.results.filter((r) => r.status === 'accepted').length;
    targets = undos.map((u) => u.clientId);
  }
  const stormMs = performance.now() - started;
  measuring = false;
  await measure;
  latencies.sort((a, b) => a - b);
  const time = {
    n: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1)!,
  };
  return { events: plays + 1, batches, stormMs, time, accepted };
}

/** The storm against a server of its own, on a fresh embedded database (`npm run bench`). */
export async function undoStormBench(opts: { plays: number; batches: number }): Promise<UndoStorm> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-undo-'));
  const server = await startServer({ DATA_DIR: dir });
  try {
    return await undoStorm(server, opts);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
