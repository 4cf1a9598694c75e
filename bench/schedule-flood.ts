// Anonymous schedule reads that miss every cache, and what everyone else waits meanwhile. Four
// clients, each from its own address (127.0.0.2–5 on the loopback, so the server's per-address
// limits see four clients without trusting a proxy header), read a published league's schedule
// with a day range never asked before, one request in flight each, paced just under the league
// sites' request limit (600 a minute per address). Meanwhile one signed-in organiser reads another
// league's standings one request after another ("others"), and the large league's sitemap is
// fetched once. Each scenario runs without the flood, then with it on a 64-team league (4,032
// games) and on a 12-team one (132 games).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiPath, publicLeaguePaths } from '../src/contract/api-paths.ts';
import { seedLeague } from './league-fixture.ts';
import { cpuSeconds } from './live-ingest.ts';
import { percentile } from './latency.ts';
import { apiClient } from './api-client.ts';
import { buyPremium } from './premium.ts';
import { startServer } from './server-process.ts';
import { signUp } from './sign-up.ts';

export interface FloodScenario {
  label: string;
  /** Others' reads: count and latency percentiles (ms). */
  others: { n: number; p50: number; p95: number };
  /** The flood's requests by answer status; empty without a flood. */
  flood: { requests: number; statuses: Record<number, number>; p50: number } | null;
  /** One fetch of the 64-team league's sitemap during the scenario (ms, single run). */
  sitemapMs: number;
  sitemapUrls: number;
  /** The server's CPU time during the scenario (utime + stime), in seconds. */
  serverCpuSeconds: number;
  /** 1-minute load average when the scenario ended. */
  load: number;
}

export interface ScheduleFloodResult {
  clients: number;
  perSecond: number;
  seconds: number;
  bigGames: number;
  smallGames: number;
  scenarios: FloodScenario[];
}

interface Timed {
  status: number;
  ms: number;
  body: string;
}

function timedGet(agent: http.Agent, url: string, headers: Record<string, string> = {}) {
  return new Promise<Timed>((resolve) => {
    const t0 = performance.now();
    const done = (status: number, body = '') =>
      resolve({ status, ms: performance.now() - t0, body });
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
      res.on('error', () => done(0));
    });
    req.on('error', () => done(0));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The n-th day range of a flood: a start within the season and a width of 1–30 days, never twice. */
function dayRange(n: number, seasonStart: Date, seasonDays: number): { from: string; to: string } {
  const day = (offset: number) =>
    new Date(seasonStart.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const start = n % seasonDays;
  const width = 1 + (Math.floor(n / seasonDays) % 30);
  return { from: day(start), to: day(start + width) };
}

export async function scheduleFloodBench(opts: {
  clients: number;
  perSecond: number;
  seconds: number;
}): Promise<ScheduleFloodResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-schedule-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const organiser = apiClient(server.url);
    await signUp(organiser, server, {
      name: 'Flood Organiser',
      email: `flood-${Date.now()}@example.com`,
      password: 'alley-oop-fadeaway-17',
    });
    await buyPremium(organiser);
    const big = await seedLeague(server, {
      client: organiser,
      teams: 64,
      players: 8,
      name: 'Big League',
    });
    const small = await seedLeague(server, { client: organiser, name: 'Small League' });
    const others = await seedLeague(server, { client: organiser, name: 'Other League' });
    const publish = async (tournamentId: string, slug: string) => {
      await organiser.request('PATCH', `/api/tournaments/${tournamentId}/public-site`, {
        enabled: true,
        slug,
      });
      return slug;
    };
    const bigSlug = await publish(big.tournamentId, 'bench-big');
    const smallSlug = await publish(small.tournamentId, 'bench-small');

    const cookie = [...organiser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const othersUrl = `${server.url}/api/seasons/${others.seasonId}/standings`;
    const sitemapUrl = `${server.url}/leagues/${bigSlug}/sitemap.xml`;
    const seasonStart = new Date('2026-09-05T00:00:00Z');
    // The seasons' lengths in days (double round-robins on weekends): 126 and 22 matchdays.
    const scheduleOf = (slug: string, seasonDays: number) => (n: number) => {
      const { from, to } = dayRange(n, seasonStart, seasonDays);
      return `${server.url}${apiPath(publicLeaguePaths.schedule, { slug })}?from=${from}&to=${to}`;
    };

    // Warm-up: the first run of each code path is not what a crowd meets.
    const warm = new http.Agent({ keepAlive: true });
    for (let i = 0; i < 20; i++) await timedGet(warm, othersUrl, { cookie });
    await timedGet(warm, sitemapUrl);
    await timedGet(warm, scheduleOf(bigSlug, 441)(1_000_000));
    warm.destroy();

    let counter = 0;
    const scenario = async (
      label: string,
      floodUrl: ((n: number) => string) | null,
    ): Promise<FloodScenario> => {
      const serverCpu = () => cpuSeconds(server.process.pid!);
      const cpuAtStart = serverCpu();
      const until = performance.now() + opts.seconds * 1000;
      const otherTimes: number[] = [];
      const floodTimes: number[] = [];
      const statuses: Record<number, number> = {};
      const othersAgent = new http.Agent({ keepAlive: true });
      const othersLoop = async () => {
        while (performance.now() < until) {
          const r = await timedGet(othersAgent, othersUrl, { cookie });
          if (r.status !== 200) throw new Error(`others' read answered ${r.status}`);
          otherTimes.push(r.ms);
        }
      };
      const floodClient = async (c: number) => {
        if (!floodUrl) return;
        const agent = new http.Agent({ keepAlive: true, localAddress: `127.0.0.${c + 2}` });
        const started = performance.now();
        for (let k = 0; performance.now() < until; k++) {
          const due = started + (k * 1000) / opts.perSecond;
          if (due > performance.now()) await sleep(due - performance.now());
          if (performance.now() >= until) break;
          const r = await timedGet(agent, floodUrl(counter++));
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          floodTimes.push(r.ms);
        }
        agent.destroy();
      };
      const sitemap = (async () => {
        await sleep((opts.seconds * 1000) / 3);
        const agent = new http.Agent();
        const r = await timedGet(agent, sitemapUrl);
        agent.destroy();
        if (r.status !== 200) throw new Error(`the sitemap answered ${r.status}`);
        return { ms: r.ms, urls: r.body.split('<url>').length - 1 };
      })();
      await Promise.all([
        othersLoop(),
        ...Array.from({ length: opts.clients }, (_, c) => floodClient(c)),
      ]);
      othersAgent.destroy();
      const map = await sitemap;
      const serverCpuSeconds = serverCpu() - cpuAtStart;
      otherTimes.sort((a, b) => a - b);
      floodTimes.sort((a, b) => a - b);
      return {
        label,
        others: {
          n: otherTimes.length,
          p50: percentile(otherTimes, 50),
          p95: percentile(otherTimes, 95),
        },
        flood: floodUrl
          ? { requests: floodTimes.length, statuses, p50: percentile(floodTimes, 50) }
          : null,
        sitemapMs: map.ms,
        sitemapUrls: map.urls,
        serverCpuSeconds,
        load: os.loadavg()[0]!,
      };
    };

    const scenarios = [
      await scenario('no flood', null),
      // A double round-robin of 64 teams on weekends spans 63 weeks; of 12 teams, 11.
      await scenario('flood on the 64-team league', scheduleOf(bigSlug, 441)),
      await scenario('flood on the 12-team league', scheduleOf(smallSlug, 77)),
    ];
    return {
      clients: opts.clients,
      perSecond: opts.perSecond,
      seconds: opts.seconds,
      bigGames: big.gameIds.length,
      smallGames: small.gameIds.length,
      scenarios,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
