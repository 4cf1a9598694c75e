// Writes: how many single-event posts the server acknowledges with a few consoles writing at once,
// on embedded PGlite and on a PostgreSQL server, and what a large schedule commit costs everyone
// else. Four writers post one score button each to one game's event endpoint, one request in
// flight each, for a few seconds per run; every answer must accept its event. The schedule commit
// is a double round-robin of 64 teams (4,032 games) while a second client asks the server's time
// one request after another: the slowest of those answers is the stall the commit caused.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiPath, liveGamePaths } from '../src/contract/api-paths.ts';
import type { PostEventsResult } from '../src/contract/live-batches.ts';
import { apiClient } from './api-client.ts';
import { percentile } from './latency.ts';
import { eventsBody, scoreButton, seedLiveGames } from './live-fixture.ts';
import { httpJson, keepAliveAgent } from './live-http.ts';
import { buyPremium } from './premium.ts';
import { createScratchDatabase } from '../tests/support/scratch-database.ts';
import { startServer } from './server-process.ts';
import { signUp } from './sign-up.ts';

export interface PostsRun {
  postsPerSecond: number;
  p50: number;
  p99: number;
  posts: number;
  /** 1-minute load average as the run ended. */
  load: number;
}

export interface PostsFigure {
  engine: 'PGlite' | 'PostgreSQL';
  writers: number;
  runs: PostsRun[];
}

export interface ScheduleRun {
  games: number;
  commitMs: number;
  /** The slowest answer to GET /api/time sent while the commit ran. */
  maxStallMs: number;
  pings: number;
  load: number;
}

export interface WritesResult {
  posts: PostsFigure[];
  /** Why PostgreSQL was not measured, when it was not. */
  postgresSkipped: string | null;
  schedule: ScheduleRun[];
}

/** The PostgreSQL server the integration tests use, unless the bench is told another. */
const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test';

export async function writesBench(opts: {
  writers: number;
  seconds: number;
  runs: number;
  scheduleRuns: number;
}): Promise<WritesResult> {
  const posts: PostsFigure[] = [await postsOn('PGlite', null, opts)];
  let postgresSkipped: string | null = null;
  const serverUrl = process.env.TEST_DATABASE_URL ?? defaultPostgresUrl;
  const database = await createScratchDatabase(serverUrl, 'tempo_bench').catch((err: unknown) => {
    postgresSkipped = `no PostgreSQL server at ${serverUrl}: ${(err as Error).message}`;
    return null;
  });
  if (database) {
    try {
      posts.push(await postsOn('PostgreSQL', database.url, opts));
    } finally {
      await database.drop();
    }
  }
  return { posts, postgresSkipped, schedule: await scheduleCommits(opts.scheduleRuns) };
}

async function postsOn(
  engine: PostsFigure['engine'],
  databaseUrl: string | null,
  opts: { writers: number; seconds: number; runs: number },
): Promise<PostsFigure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-writes-'));
  const server = await startServer({
    DATA_DIR: dir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const agent = keepAliveAgent();
  try {
    const fixture = await seedLiveGames(server, { games: 1 });
    const url = `${server.url}${apiPath(liveGamePaths.events, { gameId: fixture.games[0]!.id })}`;
    let i = 0;
    const post = async () => {
      const answer = await httpJson(
        agent,
        url,
        'POST',
        eventsBody([scoreButton(i++)]),
        fixture.consoleHeaders,
      );
      const body = answer.status === 200 ? (JSON.parse(answer.body) as PostEventsResult) : null;
      if (body?.results[0]?.status !== 'accepted') {
        throw new Error(`POST events answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      }
    };
    const round = async (seconds: number): Promise<PostsRun> => {
      const times: number[] = [];
      const started = performance.now();
      const until = started + seconds * 1000;
      await Promise.all(
        Array.from({ length: opts.writers }, async () => {
          while (performance.now() < until) {
            const t0 = performance.now();
            await post();
            times.push(performance.now() - t0);
          }
        }),
      );
      const elapsed = performance.now() - started;
      times.sort((a, b) => a - b);
      return {
        postsPerSecond: (times.length * 1000) / elapsed,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        posts: times.length,
        load: os.loadavg()[0]!,
      };
    };
    // Warm-up: the first posts plan the statements and optimise the reducer.
    await round(1);
    const runs: PostsRun[] = [];
    for (let r = 0; r < opts.runs; r++) runs.push(await round(opts.seconds));
    return { engine, writers: opts.writers, runs };
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Each run schedules a season of its own: a season's schedule is committed once. */
async function scheduleCommits(runs: number): Promise<ScheduleRun[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-writes-schedule-'));
  const server = await startServer({ DATA_DIR: dir });
  try {
    const organiser = apiClient(server.url);
    await signUp(organiser, server, {
      name: 'Schedule Organiser',
      email: `schedule-${Date.now()}@example.com`,
      password: 'pick-and-roll-baseline-29',
    });
    await buyPremium(organiser);
    const tournament = await organiser.request<{ id: string }>(
      'POST',
      '/api/tournaments',
      { name: 'Schedule League' },
      201,
    );
    const timeUrl = `${server.url}/api/time`;
    const results: ScheduleRun[] = [];
    for (let r = 0; r < runs; r++) {
      const season = await organiser.request<{ id: string }>(
        'POST',
        `/api/tournaments/${tournament.id}/seasons`,
        { name: `Season ${r + 1}` },
        201,
      );
      for (let t = 0; t < 64; t++) {
        // AA, BB, … then AB, BC, …: two letters, unique up to 64 teams (as league-fixture.ts).
        const letters =
          String.fromCharCode(65 + (t % 26)) +
          String.fromCharCode(65 + ((t + Math.floor(t / 26)) % 26));
        await organiser.request(
          'POST',
          `/api/seasons/${season.id}/teams`,
          {
            name: `Team ${letters}`,
            shortName: `T${letters}`,
            primaryColor: '#1e40af',
            secondaryColor: '#ffffff',
          },
          201,
        );
      }
      const pingAgent = new http.Agent({ keepAlive: true });
      // A few pings first, so the slowest measured one is the commit's doing, not a cold socket.
      for (let k = 0; k < 20; k++) await ping(pingAgent, timeUrl);
      let committing = true;
      let maxStallMs = 0;
      let pings = 0;
      const pinger = (async () => {
        while (committing) {
          const ms = await ping(pingAgent, timeUrl);
          maxStallMs = Math.max(maxStallMs, ms);
          pings += 1;
        }
      })();
      const started = performance.now();
      const schedule = await organiser
        .request<{ created: number }>(
          'POST',
          `/api/seasons/${season.id}/schedule`,
          {
            rounds: 2,
            startDate: '2026-09-05',
            weekdays: [6, 0],
            times: ['16:00', '18:00', '20:00'],
            courts: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'],
            timezone: 'Europe/Madrid',
            commit: true,
          },
          201,
        )
        .finally(() => {
          committing = false;
        });
      const commitMs = performance.now() - started;
      await pinger;
      pingAgent.destroy();
      results.push({
        games: schedule.created,
        commitMs,
        maxStallMs,
        pings,
        load: os.loadavg()[0]!,
      });
    }
    return results;
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function ping(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - t0));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
