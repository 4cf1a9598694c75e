// Fan-out: a console POSTs score buttons one at a time, paced like a busy scorekeeper, and N
// anonymous viewers hold the game's public SSE stream (what every scoreboard on a phone or a
// projector opens). Viewers live in their own processes (live-viewer.ts) so they do not steal the
// server's event loop; they share the machine's clock, so latency is the moment a viewer got the
// event minus the moment the console sent the POST. An event counts as lost when any viewer of
// that round never got it.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPath, liveGamePaths } from '../src/contract/api-paths.ts';
import type { PostEventsResult } from '../src/contract/live-batches.ts';
import { percentile } from './latency.ts';
import { eventsBody, scoreButton, seedLiveGames } from './live-fixture.ts';
import { httpJson, keepAliveAgent } from './live-http.ts';
import { preciseNow } from './live-sse.ts';
import type { ViewerAnswer, ViewerCommand } from './live-viewer.ts';
import { startServer } from './server-process.ts';

export interface FanoutFigure {
  viewers: number;
  connected: number;
  /** From the first connection attempt until every viewer's stream was open. */
  connectMs: number;
  /** Events the console got `accepted` for. */
  events: number;
  /** Deliveries measured (viewers × events, less the missing ones). */
  deliveries: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Events some viewer never received. */
  lost: number;
  /** Viewer × event deliveries that never came. */
  missing: number;
  duplicates: number;
  /** POSTs answered with an error or a rejection. */
  postErrors: number;
  /** Round trip of the console's POSTs: the ingest part of the latency. */
  postP50: number;
  postP99: number;
  /** Set when the round could not run (e.g. the server refused connections). */
  failure?: string;
}

const viewerScript = fileURLToPath(new URL('./live-viewer.ts', import.meta.url));

export async function fanoutBench({
  viewerCounts,
  events,
  perSecond,
  processes,
}: {
  viewerCounts: number[];
  events: number;
  perSecond: number;
  processes: number;
}): Promise<FanoutFigure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-fanout-'));
  const server = await startServer({ DATA_DIR: dir });
  const agent = keepAliveAgent();
  try {
    const fixture = await seedLiveGames(server);
    const game = fixture.games[0]!;
    const postUrl = `${server.url}${apiPath(liveGamePaths.events, { gameId: game.id })}`;
    const streamBase = `${server.url}${apiPath(liveGamePaths.publicStream, { gameId: game.id })}`;
    const figures: FanoutFigure[] = [];
    let lastSeq = game.lastSeq;
    let eventIndex = 0;
    for (const viewers of viewerCounts) {
      const children = Array.from({ length: Math.min(processes, viewers) }, () => viewerProcess());
      try {
        // Viewers join now: no backlog, every frame they get is live.
        const streamUrl = `${streamBase}?after=${lastSeq}`;
        const connectStart = performance.now();
        const opened = await Promise.all(
          children.map((child, i) =>
            ask(
              child,
              { type: 'open', url: streamUrl, count: share(viewers, children.length, i) },
              'opened',
              180_000,
            ),
          ),
        );
        const connectMs = performance.now() - connectStart;
        const connected = opened.reduce((sum, o) => sum + o.connected, 0);
        if (connected < viewers) {
          const why = opened.flatMap((o) => o.failures)[0] ?? 'unknown';
          throw new Error(`only ${connected} of ${viewers} viewers connected (${why})`);
        }
        await sleep(500);

        const sent: Array<[number, number]> = [];
        const postTimes: number[] = [];
        let postErrors = 0;
        const started = performance.now();
        for (let i = 0; i < events; i++) {
          const wait = started + (i * 1000) / perSecond - performance.now();
          if (wait > 0) await sleep(wait);
          let sentAt = 0;
          const answer = await httpJson(
            agent,
            postUrl,
            'POST',
            eventsBody([scoreButton(eventIndex++)]),
            fixture.consoleHeaders,
            () => (sentAt = preciseNow()),
          );
          postTimes.push(preciseNow() - sentAt);
          const result =
            answer.status === 200
              ? (JSON.parse(answer.body) as PostEventsResult).results[0]
              : undefined;
          if (result?.status !== 'accepted') {
            postErrors += 1;
            continue;
          }
          sent.push([result.seq, sentAt]);
          lastSeq = Math.max(lastSeq, result.seq);
        }

        // Wait until every viewer has the last event, or give up after 15 s.
        const deadline = performance.now() + 15_000;
        while (performance.now() < deadline) {
          const progress = await Promise.all(
            children.map((c) => ask(c, { type: 'progress', seq: lastSeq }, 'progress')),
          );
          if (progress.reduce((sum, p) => sum + p.have, 0) >= connected) break;
          await sleep(100);
        }
        await sleep(200);
        const reports = await Promise.all(
          children.map((c) => ask(c, { type: 'report', sent }, 'report', 60_000)),
        );
        const all = new Float64Array(reports.reduce((sum, r) => sum + r.latencies.length, 0));
        let offset = 0;
        for (const r of reports) {
          all.set(r.latencies, offset);
          offset += r.latencies.length;
        }
        all.sort();
        const sorted = Array.from(all);
        const lostSeqs = new Set(reports.flatMap((r) => r.missedSeqs));
        postTimes.sort((a, b) => a - b);
        figures.push({
          viewers,
          connected,
          connectMs,
          events: sent.length,
          deliveries: sorted.length,
          p50: sorted.length ? percentile(sorted, 50) : NaN,
          p95: sorted.length ? percentile(sorted, 95) : NaN,
          p99: sorted.length ? percentile(sorted, 99) : NaN,
          max: sorted.at(-1) ?? NaN,
          lost: lostSeqs.size,
          missing: reports.reduce((sum, r) => sum + r.missing, 0),
          duplicates: reports.reduce((sum, r) => sum + r.duplicates, 0),
          postErrors,
          postP50: percentile(postTimes, 50),
          postP99: percentile(postTimes, 99),
        });
      } catch (err) {
        figures.push({
          viewers,
          connected: 0,
          connectMs: NaN,
          events: 0,
          deliveries: 0,
          p50: NaN,
          p95: NaN,
          p99: NaN,
          max: NaN,
          lost: NaN,
          missing: NaN,
          duplicates: 0,
          postErrors: 0,
          postP50: NaN,
          postP99: NaN,
          failure: (err as Error).message,
        });
      } finally {
        await Promise.all(children.map(closeViewer));
      }
    }
    return figures;
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function viewerProcess(): ChildProcess {
  return fork(viewerScript, [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** `total` spread over `parts` as evenly as whole numbers allow. */
function share(total: number, parts: number, index: number): number {
  return Math.floor(total / parts) + (index < total % parts ? 1 : 0);
}

function ask<T extends ViewerAnswer['type']>(
  child: ChildProcess,
  command: ViewerCommand,
  answer: T,
  timeoutMs = 10_000,
): Promise<Extract<ViewerAnswer, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`viewer did not answer ${command.type} within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onMessage = (message: ViewerAnswer) => {
      if (message.type !== answer) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as Extract<ViewerAnswer, { type: T }>);
    };
    child.on('message', onMessage);
    child.send(command);
  });
}

function closeViewer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.connected) {
    child.kill();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send({ type: 'close' } satisfies ViewerCommand);
  });
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}
