// Anonymous readers of a long game's public state, as fast as it answers, and what everyone else
// waits meanwhile. A game of 3,000 events (score buttons), public outputs on; `readers` clients
// each with its own keep-alive connection ask for GET /api/public/games/:id/state (accepting
// gzip and Brotli, as browsers do) again as soon as it answers, while one other client reads the
// scoreboard view of another game once every 20 ms. Figures: the public reads per second and
// their latency, the other client's latency, and the answer's size.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiPath, liveGamePaths } from '../src/contract/api-paths.ts';
import { percentile } from './latency.ts';
import { postEvents, scoreButton, seedLiveGames } from './live-fixture.ts';
import { keepAliveAgent } from './live-http.ts';
import { startServer } from './server-process.ts';

export interface PublicStateFigure {
  events: number;
  readers: number;
  seconds: number;
  /** Bytes of the answer without compression, and as a browser receives it (Brotli). */
  answerBytes: number;
  brotliBytes: number;
  readsPerSecond: number;
  readP50: number;
  readP95: number;
  othersP50: number;
  othersP95: number;
  othersN: number;
  /** Answers other than 200 (e.g. 429: the per-address limit, which a bench must not hit). */
  failures: number;
  load: number;
}

function get(
  agent: http.Agent,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function publicStateBench({
  events,
  readers,
  seconds,
}: {
  events: number;
  readers: number;
  seconds: number;
}): Promise<PublicStateFigure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-public-state-'));
  // All readers are on this machine: the per-address read limit would measure itself.
  // The bench's readers share one address: the per-address read limit and work budget, which
  // would refuse most of them, are lifted so every read is a real one.
  const server = await startServer({
    DATA_DIR: dir,
    PUBLIC_SITE_RATE_LIMIT_MAX: '10000000',
    PUBLIC_SITE_WORK_BUDGET: '100000000',
  });
  const agent = keepAliveAgent();
  try {
    const fixture = await seedLiveGames(server, { games: 2 });
    const [long, other] = fixture.games as [{ id: string; lastSeq: number }, { id: string }];
    let lastSeq = long.lastSeq;
    for (let i = 0; lastSeq < events;) {
      const batch = Array.from({ length: Math.min(500, events - lastSeq) }, () => scoreButton(i++));
      lastSeq = (await postEvents(fixture.client, long.id, batch)).lastSeq;
    }
    const stateUrl = `${server.url}${apiPath(liveGamePaths.publicState, { gameId: long.id })}`;
    const otherUrl = `${server.url}${apiPath(liveGamePaths.publicState, { gameId: other.id })}?view=scoreboard`;
    const answerBytes = (await get(agent, stateUrl)).bytes;
    const brotliBytes = (await get(agent, stateUrl, { 'accept-encoding': 'br' })).bytes;

    const reads: number[] = [];
    const others: number[] = [];
    let failures = 0;
    const until = performance.now() + seconds * 1000;
    const reader = async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await get(agent, stateUrl, { 'accept-encoding': 'gzip, deflate, br' });
        if (res.status === 200) reads.push(performance.now() - started);
        else failures += 1;
      }
    };
    const otherClient = async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await get(agent, otherUrl, { 'accept-encoding': 'gzip, deflate, br' });
        if (res.status === 200) others.push(performance.now() - started);
        else failures += 1;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await Promise.all([...Array.from({ length: readers }, reader), otherClient()]);
    reads.sort((a, b) => a - b);
    others.sort((a, b) => a - b);
    return {
      events: lastSeq,
      readers,
      seconds,
      answerBytes,
      brotliBytes,
      readsPerSecond: reads.length / seconds,
      readP50: percentile(reads, 50),
      readP95: percentile(reads, 95),
      othersP50: percentile(others, 50),
      othersP95: percentile(others, 95),
      othersN: others.length,
      failures,
      load: os.loadavg()[0]!,
    };
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
