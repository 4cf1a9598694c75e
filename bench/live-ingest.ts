// Ingest: how many events a game's log takes per second. One game first (single-event POSTs one
// after another, then batches of 10 as a console sends after a reconnect), then 100 games at once,
// as a busy weekend of venues would: each game's console records events at a steady 50/s and
// sends them as the real console does (src/web/features/consoles/store/console-store.ts), one
// request in flight and everything recorded meanwhile (≤ 100) in the next, so batches grow by
// themselves when the server is slow. The same again with one event per request is the worst
// case: a console that never batches. Every accepted event is checked against the log afterwards.
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiPath, liveGamePaths } from '../src/contract/api-paths.ts';
import type { PostEventsResult } from '../src/contract/live-batches.ts';
import type { GameEvent } from '../src/domain/game/events.ts';
import { measureLatency, percentile, type LatencyFigure } from './latency.ts';
import { eventsBody, scoreButton, seedLiveGames, type LiveFixture } from './live-fixture.ts';
import { httpJson, keepAliveAgent } from './live-http.ts';
import { startServer } from './server-process.ts';

/** What the console sends at most in one request (console-store.ts `maxBatch`). */
const consoleMaxBatch = 100;
/** The console's first wait after a failed request (console-store.ts `firstRetryMs`). */
const retryMs = 1000;
/** How often the load generator records the events that have come due. */
const tickMs = 2;

export interface ConcurrentFigure {
  games: number;
  targetPerGame: number;
  seconds: number;
  /** The most events one request carried (1 for the worst case). */
  maxBatch: number;
  /** Events per second each game achieved: accepted ÷ max(planned window, its elapsed time). */
  minPerGame: number;
  medianPerGame: number;
  totalPerSecond: number;
  /** Events accepted, all games. */
  accepted: number;
  /** From an event's recording (its scheduled time) to the answer that accepted it, ms. */
  p50: number;
  p95: number;
  p99: number;
  /** Round trip of one POST, ms. */
  postP50: number;
  postP99: number;
  posts: number;
  /** Events per POST, on average. */
  meanBatch: number;
  /** Failed requests and rejected events. */
  errors: number;
  /** Events not sent, or sent without an answer, in the time allowed. */
  unsent: number;
  /** Games whose stored log did not hold exactly the accepted events. */
  logMismatches: number;
  /**
   * CPU time the server process used during the run (all its threads), in seconds: what each
   * event costs, which other work on a shared machine skews far less than the rates. NaN where
   * /proc cannot tell.
   */
  serverCpuSeconds: number;
}

export interface SequentialFigure extends LatencyFigure {
  eventsPerSecond: number;
  /** Server CPU (all its threads) per event over the warm-ups and the measured requests, µs. */
  cpuMicrosPerEvent: number;
  /**
   * The machine's 1-minute load average as the row ended: on a shared machine the rate follows
   * it (one build read 3,975 batched events/s at 8 and 271 at 12, decision 0026), so rows are
   * compared at like loads.
   */
  loadAverage: number;
}

export interface IngestResult {
  single: SequentialFigure;
  batch10: SequentialFigure;
  console: ConcurrentFigure;
  oneEventPerPost: ConcurrentFigure;
}

export async function ingestBench({
  games,
  perSecond,
  seconds,
  oneEventSeconds = seconds,
}: {
  games: number;
  perSecond: number;
  seconds: number;
  /** The window of the one-event-per-POST run. */
  oneEventSeconds?: number;
}): Promise<IngestResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-ingest-'));
  const server = await startServer({ DATA_DIR: dir });
  const agent = keepAliveAgent();
  try {
    // One game for the sequential figures, then a fresh set of games for each concurrent run.
    const fixture = await seedLiveGames(server, { games: 1 + 2 * games });
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

    const pid = server.process.pid;
    const serverCpu = () => (pid === undefined ? NaN : cpuSeconds(pid));
    // Server CPU per event, beside the rates: on a shared machine the rates follow the load, the
    // CPU far less, so it is what tells a server still warming up (PGlite's WebAssembly not yet
    // optimised) from a busy machine.
    const sequential = async (count: number, warmups: number, n: number) => {
      const cpuAtStart = serverCpu();
      const figure = await measureLatency((i) => post(solo, count, i), { warmups, n });
      const cpuMicrosPerEvent = ((serverCpu() - cpuAtStart) * 1e6) / ((warmups + n) * count);
      return {
        ...figure,
        eventsPerSecond: figure.perSecond * count,
        cpuMicrosPerEvent,
        loadAverage: os.loadavg()[0]!,
      };
    };
    const solo = fixture.games[0]!.id;
    const single = await sequential(1, 20, 300);
    const batch10 = await sequential(10, 5, 100);

    const run = (list: LiveFixture['games'], maxBatch: number, window: number) =>
      concurrentRun({
        agent,
        headers,
        postUrl,
        fixture,
        list,
        perSecond,
        seconds: window,
        maxBatch,
        cpuSeconds: serverCpu,
      });
    const consoleRun = await run(fixture.games.slice(1, 1 + games), consoleMaxBatch, seconds);
    const oneEventPerPost = await run(fixture.games.slice(1 + games), 1, oneEventSeconds);

    return {
      single,
      batch10,
      console: consoleRun,
      oneEventPerPost,
    };
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Sender {
  gameId: string;
  /** When this game's first event is due (games start a little apart, as consoles do). */
  startAt: number;
  recorded: number;
  /** Recorded, not yet accepted: the event and its recording time. */
  outbox: Array<{ event: GameEvent; at: number }>;
  inFlight: boolean;
  retryTimer: ReturnType<typeof setTimeout> | null;
  accepted: number;
  lastAcceptAt: number;
}

async function concurrentRun({
  agent,
  headers,
  postUrl,
  fixture,
  list,
  perSecond,
  seconds,
  maxBatch,
  cpuSeconds,
}: {
  agent: http.Agent;
  headers: Record<string, string>;
  postUrl: (gameId: string) => string;
  fixture: LiveFixture;
  list: LiveFixture['games'];
  perSecond: number;
  seconds: number;
  maxBatch: number;
  cpuSeconds: () => number;
}): Promise<ConcurrentFigure> {
  const planned = perSecond * seconds;
  const periodMs = 1000 / perSecond;
  const latencies: number[] = [];
  const postTimes: number[] = [];
  let posts = 0;
  let postedEvents = 0;
  let errors = 0;
  const cpuAtStart = cpuSeconds();
  const start = performance.now() + 50;
  // A server that cannot keep up is given at most twice the planned duration.
  const giveUpAt = start + seconds * 2000;
  const senders: Sender[] = list.map(({ id }, g) => ({
    gameId: id,
    startAt: start + (g * periodMs) / list.length,
    recorded: 0,
    outbox: [],
    inFlight: false,
    retryTimer: null,
    accepted: 0,
    lastAcceptAt: start,
  }));

  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const done = (s: Sender) => s.recorded === planned && s.outbox.length === 0 && !s.inFlight;
  const checkFinished = () => {
    if (senders.every(done) || performance.now() >= giveUpAt) finish();
  };

  const send = (s: Sender) => {
    if (s.inFlight || s.retryTimer !== null || s.outbox.length === 0) return;
    if (performance.now() >= giveUpAt) return;
    const batch = s.outbox.slice(0, maxBatch);
    s.inFlight = true;
    posts += 1;
    postedEvents += batch.length;
    const t0 = performance.now();
    const body = eventsBody(batch.map((b) => b.event));
    httpJson(agent, postUrl(s.gameId), 'POST', body, headers)
      .then((answer) => {
        const now = performance.now();
        postTimes.push(now - t0);
        if (answer.status !== 200) throw new Error(`status ${answer.status}`);
        const result = JSON.parse(answer.body) as PostEventsResult;
        // The console lets go of every answered event; a refusal is shown, not sent again.
        s.outbox.splice(0, batch.length);
        for (const [k, r] of result.results.entries()) {
          if (r.status === 'accepted') {
            s.accepted += 1;
            latencies.push(now - batch[k]!.at);
          } else errors += 1;
        }
        s.lastAcceptAt = now;
        s.inFlight = false;
        send(s);
      })
      .catch(() => {
        errors += 1;
        s.inFlight = false;
        s.retryTimer = setTimeout(() => {
          s.retryTimer = null;
          send(s);
        }, retryMs);
      })
      .finally(checkFinished);
  };

  // One ticker records, for every game, the events whose time has come; each is stamped with its
  // scheduled time, so a late tick counts against the figures, not for them.
  const ticker = setInterval(() => {
    const now = performance.now();
    for (const s of senders) {
      let added = false;
      while (s.recorded < planned && s.startAt + s.recorded * periodMs <= now) {
        s.outbox.push({ event: scoreButton(s.recorded), at: s.startAt + s.recorded * periodMs });
        s.recorded += 1;
        added = true;
      }
      if (added) send(s);
    }
    checkFinished();
  }, tickMs);
  await finished;
  clearInterval(ticker);
  for (const s of senders) if (s.retryTimer !== null) clearTimeout(s.retryTimer);
  // Answers still on their way when the run gave up are waited for, so the log check is exact.
  while (senders.some((s) => s.inFlight)) await new Promise((r) => setTimeout(r, 10));
  const elapsed = performance.now() - start;
  const serverCpuSeconds = cpuSeconds() - cpuAtStart;

  let logMismatches = 0;
  for (const [g, { id, lastSeq }] of list.entries()) {
    const page = await fixture.client.request<{ lastSeq: number }>(
      'GET',
      `${apiPath(liveGamePaths.events, { gameId: id })}?after=${lastSeq}&limit=1`,
    );
    if (page.lastSeq !== lastSeq + senders[g]!.accepted) logMismatches += 1;
  }

  // On schedule, a game's window is exactly `seconds`; a server that lags stretches it.
  const rates = senders
    .map((s) => (s.accepted * 1000) / Math.max(seconds * 1000, s.lastAcceptAt - s.startAt))
    .sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  const totalAccepted = senders.reduce((sum, s) => sum + s.accepted, 0);
  return {
    games: list.length,
    targetPerGame: perSecond,
    seconds,
    maxBatch,
    minPerGame: rates[0] ?? 0,
    medianPerGame: rates[Math.floor(rates.length / 2)] ?? 0,
    totalPerSecond: (totalAccepted * 1000) / elapsed,
    accepted: totalAccepted,
    p50: rank(latencies, 50),
    p95: rank(latencies, 95),
    p99: rank(latencies, 99),
    postP50: rank(postTimes, 50),
    postP99: rank(postTimes, 99),
    posts,
    meanBatch: posts === 0 ? 0 : postedEvents / posts,
    errors,
    unsent: senders.reduce((sum, s) => sum + planned - s.recorded + s.outbox.length, 0),
    logMismatches,
    serverCpuSeconds,
  };
}

/** utime + stime of a process, all threads, from /proc (Linux); NaN elsewhere. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields from after its closing paren.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of the file (utime, stime) are at 11 and 12 here, in clock ticks (100/s).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function rank(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : percentile(sorted, p);
}
