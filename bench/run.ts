// `npm run bench`: figures worth watching, printed as a table. Runs against the production build
// (npm run bench builds first). Timings are medians or percentiles over many runs, never a single
// best run, since these machines are small and shared; the schedule commit is the one exception
// (it can only run once per season) and says so. `npm run bench -- idle ingest` runs only the
// sections named (see `sections` below), to compare one figure before and after a change.
import os from 'node:os';
import { analyticsFloodBench } from './analytics-flood.ts';
import { apiLatencyBench } from './api-latency.ts';
import { idleMemoryBench } from './idle-memory.ts';
import { fanoutBench } from './live-fanout.ts';
import { ingestBench } from './live-ingest.ts';
import { npmStartBench, startupBench } from './startup.ts';
import { tapToPaintBench, tapToPaintRows } from './tap-to-paint.ts';
import { firstVisitPages } from './first-visit-pages.ts';
import { lighthouseBench, lighthouseRows } from './lighthouse.ts';
import { pageBytesBench, pageBytesRows } from './page-bytes.ts';
import { publicCrowdBench } from './public-crowd.ts';
import { publicStateBench } from './public-state.ts';
import { scheduleFloodBench } from './schedule-flood.ts';
import { scheduleSolveBench } from './schedule-solve.ts';
import { seasonTeamsPage } from './season-teams-page.ts';
import { seasonStatsBench } from './season-stats.ts';
import { slowBodiesBench, stalledAnswersBench, stalledReadersBench } from './slow-clients.ts';
import type { SeedTarget } from './sign-up.ts';
import { printTable, type Row } from './table.ts';
import { undoStormBench } from './undo-storm.ts';
import { writesBench } from './writes.ts';

const sections = [
  'startup',
  'idle',
  'pages',
  'tap-to-paint',
  'api',
  'stats',
  'flood',
  'fanout',
  'ingest',
  'clients',
  'undo',
  'crowd',
  'public',
  'schedule-flood',
  'writes',
  'schedule-solve',
] as const;

// Other work on a shared machine skews every figure; the load average says how much to trust them.
const loadAtStart = os.loadavg()[0]!;
const benchStart = performance.now();
const rows: Row[] = [];
const only = selectedSections(process.argv.slice(2));
const wanted = (section: Section) => only === null || only.has(section);

if (wanted('startup')) {
  const startup = [
    ...(await startupBench({ runs: 5 })),
    // Whole `npm start`s: the build step included, with and without a change to build.
    ...(await npmStartBench({ runs: 3 })),
  ];
  for (const s of startup) {
    rows.push({
      figure: `npm start → healthy /api/health (${s.label})`,
      value: `median ${s.median.toFixed(0)} ms (min ${s.min.toFixed(0)}, max ${s.max.toFixed(0)}, n=${s.n})`,
      ...(s.budgetMs === undefined
        ? {}
        : { budget: `≤ ${s.budgetMs} ms`, verdict: s.median <= s.budgetMs ? 'ok' : 'OVER' }),
    });
  }
}

if (wanted('idle')) {
  const idleBudget = 200 * 1024 * 1024;
  const idle = await idleMemoryBench({ idleMs: 5000 });
  rows.push({
    figure: 'Idle RSS, empty database (npm start)',
    value: `${mb(idle.rss)} (anonymous ${mb(idle.anon)}, of which PGlite's WebAssembly memory ${mb(idle.wasm)}; files ${mb(idle.file)}; ${idle.children} child processes)`,
    budget: `≤ ${mb(idleBudget)}`,
    verdict: idle.rss <= idleBudget ? 'ok' : 'OVER',
  });
}

if (wanted('pages')) {
  // First visits: what the browser receives (at 127.0.0.1, where Chromium offers Brotli, and at the
  // LAN address, where it offers gzip only), then Lighthouse's mobile preset.
  const withTeamsPage = async (server: SeedTarget) => [
    ...(await firstVisitPages(server)),
    await seasonTeamsPage(server),
  ];
  rows.push(...pageBytesRows(await pageBytesBench(withTeamsPage, 'loopback'), 'loopback'));
  rows.push(...pageBytesRows(await pageBytesBench(firstVisitPages, 'lan'), 'lan'));
  rows.push(...lighthouseRows(await lighthouseBench({ runs: 5 })));
}

if (wanted('tap-to-paint')) {
  // A console in a statistician's hands: each tap that records a play, to its paint.
  rows.push(...tapToPaintRows(await tapToPaintBench({ taps: 50 })));
}

if (wanted('api')) {
  const api = await apiLatencyBench({ warmups: 20, n: 200 });
  rows.push({
    figure: `POST /api/seasons/:id/schedule, commit (${api.gameCount} games)`,
    value: `${api.scheduleMs.toFixed(0)} ms (single run)`,
  });
  for (const f of api.figures) {
    rows.push({
      figure: f.label,
      value: `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)} ms; ${f.perSecond.toFixed(0)} req/s (n=${f.n})`,
    });
  }
}

if (wanted('stats')) {
  // Season leaders, 200 final games: the target (warm p95 < 200 ms) is reported, not enforced.
  const stats = await seasonStatsBench({ games: 200, warmups: 10, n: 100, corrections: 20 });
  rows.push({
    figure: `GET /api/seasons/:id/stats, season leaders, ${stats.games} final games (${stats.meanEvents.toFixed(0)} events each), first request (boxes stored as each game ended)`,
    value: `${stats.coldMs.toFixed(0)} ms (single run; seeding took ${stats.seedSeconds.toFixed(0)} s)`,
  });
  rows.push({
    figure: `GET /api/seasons/:id/stats, season leaders, ${stats.games} final games, repeated`,
    value: `p50 ${ms(stats.warm.p50)}, p95 ${ms(stats.warm.p95)}, p99 ${ms(stats.warm.p99)} ms; ${stats.warm.perSecond.toFixed(0)} req/s (n=${stats.warm.n})`,
    budget: 'p95 < 200 ms',
    verdict: stats.warm.p95 < 200 ? 'ok' : 'miss',
  });
  rows.push({
    figure: `GET /api/seasons/:id/stats, ${stats.games} final games, first request after a server restart (boxes stored)`,
    value: `${stats.restartMs.toFixed(0)} ms (single run)`,
  });
  rows.push({
    figure: `GET /api/seasons/:id/stats after a correction in one game (1 box replayed)`,
    value: `p50 ${ms(stats.afterCorrection.p50)}, p95 ${ms(stats.afterCorrection.p95)} ms (n=${stats.afterCorrection.n})`,
  });
}

if (wanted('flood')) {
  const flood = await analyticsFloodBench({ clients: 4, seconds: 10 });
  rows.push({
    figure: `Anonymous analytics flood: ${flood.clients} client addresses sending full batches as fast as answered for ${flood.seconds} s`,
    value:
      `${flood.rowsStored} rows stored, database +${(flood.databaseGrowth / 1024 / 1024).toFixed(1)} MB; ` +
      `${flood.requests} requests (${Object.entries(flood.statuses)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ')})`,
  });
}

if (wanted('fanout')) {
  // Live targets are reported as ok/miss and do not fail the run: they depend on the machine's load.
  const fanoutEvents = 200;
  const fanoutRate = 20;
  const fanoutTargets: Record<number, number> = { 1000: 50, 5000: 250 };
  const fanout = await fanoutBench({
    viewerCounts: [1, 100, 1000, 5000],
    events: fanoutEvents,
    perSecond: fanoutRate,
    processes: 4,
  });
  for (const f of fanout) {
    const target = fanoutTargets[f.viewers];
    const label = `Fan-out: console POST → ${f.viewers} public SSE viewers (${fanoutEvents} events at ${fanoutRate}/s)`;
    if (f.failure) {
      rows.push({ figure: label, value: `failed: ${f.failure}`, verdict: 'miss' });
      continue;
    }
    const met = f.lost === 0 && f.duplicates === 0 && (target === undefined || f.p99 <= target);
    rows.push({
      figure: label,
      value:
        `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}, max ${ms(f.max)} ms; ` +
        `lost ${f.lost} (${f.missing} of ${f.connected * f.events} deliveries missing)` +
        (f.duplicates ? `, ${f.duplicates} duplicates` : '') +
        `; POST p50 ${ms(f.postP50)}, p99 ${ms(f.postP99)} ms; all connected in ${(f.connectMs / 1000).toFixed(1)} s` +
        (f.postErrors ? `, ${f.postErrors} POST errors` : ''),
      budget: target === undefined ? '0 lost' : `p99 ≤ ${target} ms, 0 lost`,
      verdict: met ? 'ok' : 'miss',
    });
  }
}

if (wanted('ingest')) {
  const ingestRate = 50;
  const ingest = await ingestBench({
    games: 100,
    perSecond: ingestRate,
    seconds: 10,
    oneEventSeconds: 5,
  });
  rows.push({
    figure: 'Ingest, one game: single-event POSTs one after another',
    value: `${ingest.single.eventsPerSecond.toFixed(0)} events/s; p50 ${ms(ingest.single.p50)}, p95 ${ms(ingest.single.p95)}, p99 ${ms(ingest.single.p99)} ms (n=${ingest.single.n}); server CPU ${ingest.single.cpuMicrosPerEvent.toFixed(0)} µs per event; load average ${ingest.single.loadAverage.toFixed(1)}`,
  });
  rows.push({
    figure: 'Ingest, one game: batches of 10 events one after another',
    value: `${ingest.batch10.eventsPerSecond.toFixed(0)} events/s; p50 ${ms(ingest.batch10.p50)}, p95 ${ms(ingest.batch10.p95)}, p99 ${ms(ingest.batch10.p99)} ms per batch (n=${ingest.batch10.n}); server CPU ${ingest.batch10.cpuMicrosPerEvent.toFixed(0)} µs per event; load average ${ingest.batch10.loadAverage.toFixed(1)}`,
  });
  for (const [c, how] of [
    [ingest.console, 'as the console sends: 1 POST in flight, the rest in the next (≤ 100)'],
    [ingest.oneEventPerPost, 'worst case: 1 event per POST, 1 POST in flight'],
  ] as const) {
    rows.push({
      figure: `Ingest, ${c.games} games at once, each recording ${c.targetPerGame} events/s for ${c.seconds} s, ${how}`,
      value:
        `per game min ${c.minPerGame.toFixed(1)}, median ${c.medianPerGame.toFixed(1)} events/s; ` +
        `total ${c.totalPerSecond.toFixed(0)} events/s; recorded → accepted p50 ${ms(c.p50)}, p95 ${ms(c.p95)}, p99 ${ms(c.p99)} ms; ` +
        `${c.posts} POSTs (p50 ${ms(c.postP50)}, p99 ${ms(c.postP99)} ms), ${c.meanBatch.toFixed(1)} events per POST; ` +
        `${c.errors} errors, ${c.unsent} unsent; log check ${c.logMismatches === 0 ? 'ok' : `${c.logMismatches} games differ`}; ` +
        `server CPU ${c.serverCpuSeconds.toFixed(1)} s (${((c.serverCpuSeconds * 1e6) / Math.max(1, c.accepted)).toFixed(0)} µs per event)`,
      budget: `≥ ${ingestRate} events/s per game`,
      // 1% grace: a game whose last answer comes a few ms after its window still kept pace.
      verdict:
        c.minPerGame >= ingestRate * 0.99 &&
        c.errors === 0 &&
        c.unsent === 0 &&
        c.logMismatches === 0
          ? 'ok'
          : 'miss',
    });
  }
}

if (wanted('clients')) {
  // Clients that do not move: what they hold of the server, and for how long.
  // As many as one address may open (STREAMS_PER_ADDRESS): what one client can make the server hold.
  const stalled = await stalledReadersBench({ events: 27_000, readers: 2_000, windowMs: 15_000 });
  rows.push({
    figure: `Memory: ${stalled.readers} public stream readers that never read, on a ${stalled.events}-event game (${mb(stalled.backlogBytes)} of backlog each)`,
    value: `server RSS +${mb(stalled.peakDelta)} at most over ${stalled.windowMs / 1000} s (+${mb(stalled.endDelta)} at the end; ${mb(stalled.rssBefore)} before)`,
  });
  for (const a of await stalledAnswersBench({ events: 30_000, readers: 40, windowMs: 60_000 })) {
    const met =
      a.peakDelta < 100 * 1024 * 1024 && a.allCutMs <= 30_000 && a.afterDelta < 50 * 1024 * 1024;
    rows.push({
      figure: `Memory: ${a.readers} readers that never read ${a.label} of a ${a.events}-event game (${mb(a.answerBytes)} each)`,
      value:
        `server RSS +${mb(a.peakDelta)} at most (${mb(a.rssBefore)} before); ` +
        (Number.isNaN(a.allCutMs)
          ? 'not all cut within the minute'
          : `all cut off by ${(a.allCutMs / 1000).toFixed(1)} s`) +
        `; +${mb(a.afterDelta)} 10 s later`,
      budget: '< +100 MB, cut within 30 s, back within 50 MB',
      verdict: met ? 'ok' : 'miss',
    });
  }
  const slowBodies = await slowBodiesBench({ clients: 300, byteEveryMs: 5000, afterMs: 60_000 });
  rows.push({
    figure: `Sockets: ${slowBodies.clients} clients trickling a request body one byte every 5 s`,
    value:
      `${slowBodies.openAfter} still open after ${slowBodies.afterMs / 1000} s` +
      (slowBodies.openAfter < slowBodies.clients
        ? ` (last closed at ${(slowBodies.lastClosedMs / 1000).toFixed(1)} s; answers: ${Object.entries(
            slowBodies.answers,
          )
            .map(([status, n]) => `${n}× ${status}`)
            .join(', ')})`
        : ''),
    budget: '0 open',
    verdict: slowBodies.openAfter === 0 ? 'ok' : 'miss',
  });
}

if (wanted('undo')) {
  // One account undoing the oldest plays of its own long game: what everyone else waits meanwhile.
  const storm = await undoStormBench({ plays: 10_000, batches: 6 });
  rows.push({
    figure: `GET /api/time while one account posts ${storm.batches} batches of 500 undos of the oldest plays of its ${storm.events}-event game`,
    value: `p50 ${ms(storm.time.p50)}, p99 ${ms(storm.time.p99)}, max ${ms(storm.time.max)} ms (n=${storm.time.n}); the batches took ${storm.stormMs.toFixed(0)} ms`,
    budget: 'p99 < 100 ms',
    verdict: storm.time.p99 < 100 ? 'ok' : 'miss',
  });
}

if (wanted('public')) {
  // Anonymous readers of a long game's public state: what they get, and what it costs the others.
  const p = await publicStateBench({ events: 3_000, readers: 8, seconds: 15 });
  rows.push({
    figure: `GET /api/public/games/:id/state of a ${p.events}-event game, ${p.readers} anonymous clients as fast as answered for ${p.seconds} s`,
    value:
      `${p.readsPerSecond.toFixed(1)} reads/s (p50 ${ms(p.readP50)}, p95 ${ms(p.readP95)} ms); ` +
      `answer ${(p.answerBytes / 1024).toFixed(1)} KB (${(p.brotliBytes / 1024).toFixed(1)} KB Brotli); ` +
      `${p.failures} failures; load ${p.load.toFixed(1)}`,
    budget: '≥ 200 reads/s, ≤ 60 KB',
    verdict: p.readsPerSecond >= 200 && p.answerBytes <= 60 * 1024 ? 'ok' : 'miss',
  });
  rows.push({
    figure: `Others meanwhile: GET the scoreboard view of another game every 20 ms`,
    value: `p50 ${ms(p.othersP50)}, p95 ${ms(p.othersP95)} ms (n=${p.othersN})`,
    budget: 'p50 ≤ 30 ms',
    verdict: p.othersP50 <= 30 ? 'ok' : 'miss',
  });
}

if (wanted('crowd')) {
  // A shared link: 1,000 anonymous readers at once, each asking again as soon as answered.
  const crowd = await publicCrowdBench({ readers: 1000, seconds: 10 });
  for (const f of crowd.figures) {
    rows.push({
      figure: `Public site, ${f.readers} concurrent anonymous readers for ${f.seconds} s, a basket a second: ${f.label} (${f.url})`,
      value:
        `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)} ms; ${f.perSecond.toFixed(0)} req/s ` +
        `(n=${f.requests}); ${f.errors} errors${
          f.errors
            ? ` (${Object.entries(f.failures)
                .map(([status, n]) => `${n}× ${status}`)
                .join(', ')})`
            : ''
        }; load average ${f.load.toFixed(1)} at the end`,
      budget: '0 errors',
      verdict: f.errors === 0 ? 'ok' : 'miss',
    });
  }
  const tickerBudget = 30 * 1024;
  rows.push({
    figure: 'Ticker embed: its script (the only JS of any embed), and its page, gzip',
    value: `script ${crowd.tickerScript.bytes} B, ${crowd.tickerScript.gzip} B gzip; page ${crowd.tickerPageGzip} B gzip`,
    budget: '≤ 30 KB gzip',
    verdict: crowd.tickerScript.gzip <= tickerBudget ? 'ok' : 'OVER',
  });
}

if (wanted('schedule-flood')) {
  // Anonymous reads that miss every cache must not take the server from everyone else.
  const flood = await scheduleFloodBench({ clients: 4, perSecond: 9, seconds: 15 });
  for (const s of flood.scenarios) {
    const floodText = s.flood
      ? `; the flood: ${s.flood.requests} requests (${Object.entries(s.flood.statuses)
          .map(([status, n]) => `${n}× ${status}`)
          .join(', ')}), p50 ${ms(s.flood.p50)} ms`
      : '';
    rows.push({
      figure:
        `Others' reads (GET /api/seasons/:id/standings of a third league, one after another) for ${flood.seconds} s, ${s.label}` +
        (s.flood
          ? ` (${flood.clients} anonymous addresses, each ≤ ${flood.perSecond} schedule requests/s with a day range never asked before)`
          : ''),
      value:
        `p50 ${ms(s.others.p50)}, p95 ${ms(s.others.p95)} ms (n=${s.others.n})${floodText}; ` +
        `sitemap of the ${flood.bigGames}-game league ${ms(s.sitemapMs)} ms (${s.sitemapUrls} URLs, single run); ` +
        `server CPU ${s.serverCpuSeconds.toFixed(1)} s; load average ${s.load.toFixed(1)} at the end`,
      budget: s.flood ? 'p50 ≤ 30 ms' : undefined,
      verdict: s.flood ? (s.others.p50 <= 30 ? 'ok' : 'miss') : undefined,
    });
  }
}

if (wanted('writes')) {
  // Single-event posts with a few consoles at once, and a large schedule commit: the figures as
  // filed when write throughput fell, beside today's (decision 0042).
  const writes = await writesBench({ writers: 4, seconds: 5, runs: 3, scheduleRuns: 3 });
  const filed: Record<string, string> = { PGlite: '114 posts/s', PostgreSQL: '168 posts/s' };
  for (const f of writes.posts) {
    const rates = f.runs.map((r) => r.postsPerSecond).sort((a, b) => a - b);
    const median = rates[Math.floor(rates.length / 2)]!;
    rows.push({
      figure: `Single-event POSTs to one game's events, ${f.writers} writers, one request in flight each (${f.engine})`,
      value:
        `median ${median.toFixed(0)} posts/s (${rates.map((r) => r.toFixed(0)).join(', ')}); ` +
        f.runs
          .map(
            (r) =>
              `p50 ${ms(r.p50)}, p99 ${ms(r.p99)} ms (n=${r.posts}, load ${r.load.toFixed(1)})`,
          )
          .join('; '),
      filed: filed[f.engine],
      budget: '≥ 500 posts/s',
      verdict: median >= 500 ? 'ok' : 'miss',
    });
  }
  if (writes.postgresSkipped) {
    rows.push({ figure: 'Single-event POSTs (PostgreSQL)', value: writes.postgresSkipped });
  }
  const stalls = writes.schedule.map((s) => s.maxStallMs).sort((a, b) => a - b);
  const worst = stalls.at(-1)!;
  rows.push({
    figure: `POST /api/seasons/:id/schedule, commit of a 64-team league (${writes.schedule[0]?.games} games), while another client asks GET /api/time one request after another`,
    value: writes.schedule
      .map(
        (s) =>
          `commit ${s.commitMs.toFixed(0)} ms, slowest ping ${s.maxStallMs.toFixed(0)} ms (${s.pings} pings, load ${s.load.toFixed(1)})`,
      )
      .join('; '),
    filed: 'commit 906 ms, stall 851 ms',
    budget: 'stall ≤ 300 ms',
    verdict: worst <= 300 ? 'ok' : 'miss',
  });
}

if (wanted('schedule-solve')) {
  // A tournament weekend scheduled in a worker thread (decision 0059), each weekend 3 times.
  for (const c of await scheduleSolveBench({ runs: 3 })) {
    const times = c.runs.map((r) => r.seconds).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const allPlaced = c.runs.every((r) => r.placed === r.games && r.hardBroken === 0);
    const explained = c.runs.every((r) => r.placed === r.games || r.explained.length > 0);
    rows.push({
      figure: `Schedule a tournament weekend: ${c.label}, time limit ${c.limitSeconds} s`,
      value:
        `median ${median.toFixed(1)} s (${times.map((t) => t.toFixed(1)).join(', ')}); ` +
        c.runs
          .map(
            (r) =>
              `placed ${r.placed}/${r.games}, hard rules broken ${r.hardBroken}, soft score ${r.firstScore.toFixed(0)} → ${r.score.toFixed(0)}` +
              (r.explained.length > 0 ? `, explained: ${r.explained.join('; ')}` : '') +
              ` (load ${r.load.toFixed(1)})`,
          )
          .join('; '),
      budget: `≤ ${c.budgetSeconds} s, every game placed or the shortfall explained, 0 hard rules broken`,
      verdict:
        median <= c.budgetSeconds &&
        c.runs.every((r) => r.hardBroken === 0) &&
        (allPlaced || explained)
          ? 'ok'
          : 'OVER',
    });
  }
}

console.log(
  `Tempo bench on ${os.cpus().length} shared cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ` +
    'production build, embedded PGlite; API figures are one client sending sequential requests ' +
    'over keep-alive HTTP to a 12-team league with 132 games, half final. Live figures: ' +
    'score-button events from a time & score console over keep-alive HTTP; fan-out viewers are ' +
    '4 separate processes on the same machine; latency = viewer receive time − POST send time. ' +
    `1-minute load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end; ` +
    `the figures took ${((performance.now() - benchStart) / 1000).toFixed(0)} s.\n`,
);
printTable(rows);
if (rows.some((r) => r.verdict === 'OVER')) process.exitCode = 1;

type Section = (typeof sections)[number];

function selectedSections(args: string[]): Set<Section> | null {
  if (args.length === 0) return null;
  const unknown = args.filter((a) => !(sections as readonly string[]).includes(a));
  if (unknown.length > 0) {
    console.error(
      `Unknown bench section ${unknown.join(', ')}; the sections are ${sections.join(', ')}.`,
    );
    process.exit(2);
  }
  return new Set(args as Section[]);
}

function ms(value: number) {
  return value.toFixed(1);
}

function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
