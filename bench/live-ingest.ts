// Ingest: how many events a game's log takes per second. One game first (single-event POSTs one
// after another, then batches of 10 as a console sends after a reconnect), then 100 games at once,
// each with its own console posting one event per request at a steady 50 events/s, as a busy
// weekend of venues would. Every accepted event is checked against the log afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPath, liveGamePaths } from '../src/contract/api-paths.ts';
import type { PostEventsResult } from '../src/contract/live-games.ts';
import { measureLatency, percentile, type LatencyFigure } from './latency.ts';
import { eventsBody, scoreButton, seedLiveGames } from './live-fixture.ts';
import { httpJson, keepAliveAgent } from './live-http.ts';
import { startServer } from './server-process.ts';

export interface IngestResult {
  single: LatencyFigure & { eventsPerSecond: number };
  batch10: LatencyFigure & { eventsPerSecond: number };
  concurrent: {
    games: number;
    targetPerGame: number;
    seconds: number;
    /** Events per second each game achieved: accepted ÷ max(planned window, its elapsed time). */
    minPerGame: number;
    medianPerGame: number;
    totalPerSecond: number;
    p50: number;
    p95: number;
    p99: number;
    posts: number;
    errors: number;
    /** Games whose stored log did not hold exactly the accepted events. */
    logMismatches: number;
  };
}

export async function ingestBench({
  games,
  perSecond,
  seconds,
}: {
  games: number;
  perSecond: number;
  seconds: number;
}): Promise<IngestResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-ingest-'));
  const server = await startServer({ DATA_DIR: dir });
  const agent = keepAliveAgent();
  try {
    const fixture = await seedLiveGames(server.url, { games: games + 1 });
    const headers = fixture.consoleHeaders;
    const postUrl = (gameId: string) => `${server.url}${apiPath(liveGamePaths.events, { gameId })}`;
    const post = async (gameId: string, count: number, i: number) => {
      const events = Array.from({ length: count }, (_, k) => scoreButton(i * count + k));
      const answer = await httpJson(agent, postUrl(gameId), 'POST', eventsBody(events), headers);
      const body = answer.status === 200 ? (JSON.parse(answer.body) as PostEventsResult) : null;
      if (!body || body.results.some((r) => r.status !== 'accepted')) {
        throw new Error(`POST events answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      }
    };

    const solo = fixture.games[0]!.id;
    const single = await measureLatency((i) => post(solo, 1, i), { warmups: 20, n: 300 });
    const batch10 = await measureLatency((i) => post(solo, 10, i), { warmups: 5, n: 100 });

    const concurrentGames = fixture.games.slice(1);
    const latencies: number[] = [];
    const rates: number[] = [];
    let errors = 0;
    let posts = 0;
    const accepted = new Map<string, number>();
    const planned = perSecond * seconds;
    // A server that cannot keep up is given at most twice the planned duration.
    const giveUpAt = performance.now() + seconds * 2000;
    const start = performance.now();
    await Promise.all(
      concurrentGames.map(async ({ id }, g) => {
        // Games start a little apart, as consoles do, so they do not all post in the same tick.
        const offset = (g * 1000) / perSecond / concurrentGames.length;
        let ok = 0;
        let last = start;
        for (let i = 0; i < planned && performance.now() < giveUpAt; i++) {
          const wait = start + offset + (i * 1000) / perSecond - performance.now();
          if (wait > 0) await sleep(wait);
          const t0 = performance.now();
          posts += 1;
          try {
            const answer = await httpJson(
              agent,
              postUrl(id),
              'POST',
              eventsBody([scoreButton(i)]),
              headers,
            );
            last = performance.now();
            latencies.push(last - t0);
            const result =
              answer.status === 200
                ? (JSON.parse(answer.body) as PostEventsResult).results[0]
                : undefined;
            if (result?.status === 'accepted') ok += 1;
            else errors += 1;
          } catch {
            errors += 1;
          }
        }
        accepted.set(id, ok);
        // On schedule, a game's window is exactly `seconds`; a server that lags stretches it.
        rates.push((ok * 1000) / Math.max(seconds * 1000, last - start - offset));
      }),
    );
    const elapsed = performance.now() - start;
    latencies.sort((a, b) => a - b);
    rates.sort((a, b) => a - b);
    const totalAccepted = [...accepted.values()].reduce((a, b) => a + b, 0);

    let logMismatches = 0;
    for (const { id, lastSeq } of concurrentGames) {
      const page = await fixture.client.request<{ lastSeq: number }>(
        'GET',
        `${apiPath(liveGamePaths.events, { gameId: id })}?after=${lastSeq}&limit=1`,
      );
      if (page.lastSeq !== lastSeq + (accepted.get(id) ?? 0)) logMismatches += 1;
    }

    return {
      single: { ...single, eventsPerSecond: single.perSecond },
      batch10: { ...batch10, eventsPerSecond: batch10.perSecond * 10 },
      concurrent: {
        games: concurrentGames.length,
        targetPerGame: perSecond,
        seconds,
        minPerGame: rates[0] ?? 0,
        medianPerGame: rates[Math.floor(rates.length / 2)] ?? 0,
        totalPerSecond: (totalAccepted * 1000) / elapsed,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        posts,
        errors,
        logMismatches,
      },
    };
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}
