// A crowd on a public league site: a shared link brings a thousand phones at once. A league with a
// live game is published, then 1,000 anonymous readers, each with its own keep-alive connection,
// ask for a page again as soon as it answers, for a few seconds per page, while the scorer's
// table posts a basket every second (so the live answers keep changing). Each figure is the
// latency of every request (send → last byte), the failures (anything but 200, or no answer) and
// the throughput. The league home and the live game are read as HTML when the public pages are
// in the build (their body names the league), else as the JSON the pages are made from. Also: the
// bytes of the ticker embed's script as a browser gets them.
import http from 'node:http';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiPath, liveGamePaths } from '../src/contract/api-paths.ts';
import { publicSharePaths } from '../src/contract/public-share.ts';
import { percentile } from './latency.ts';
import { consoleHeaders, eventsBody, scoreButton, seedLiveGames } from './live-fixture.ts';
import { httpJson } from './live-http.ts';
import { startServer } from './server-process.ts';

export interface CrowdFigure {
  label: string;
  url: string;
  readers: number;
  seconds: number;
  requests: number;
  errors: number;
  /** Failed answers by status (0: no answer). */
  failures: Record<number, number>;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  /** 1-minute load average when the run ended. */
  load: number;
}

export interface CrowdResult {
  figures: CrowdFigure[];
  /** The ticker's script: bytes, and gzip bytes (what a browser gets from a compressing proxy). */
  tickerScript: { bytes: number; gzip: number };
  /** The ticker's page itself, gzip, as the server sends it. */
  tickerPageGzip: number;
}

const slug = 'bench-crowd';

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
  });
}

async function crowd(
  label: string,
  url: string,
  opts: { readers: number; seconds: number },
): Promise<CrowdFigure> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.readers });
  const times: number[] = [];
  let errors = 0;
  const failures: Record<number, number> = {};
  const until = performance.now() + opts.seconds * 1000;
  const started = performance.now();
  const reader = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const status = await get(agent, url);
      times.push(performance.now() - t0);
      if (status !== 200) {
        errors += 1;
        failures[status] = (failures[status] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.readers }, reader));
  const elapsed = performance.now() - started;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    label,
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    readers: opts.readers,
    seconds: opts.seconds,
    requests: times.length,
    errors,
    failures,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    perSecond: (times.length * 1000) / elapsed,
    load: os.loadavg()[0]!,
  };
}

/** Whether the server renders the league's pages itself (the page names the league). */
async function hasLeaguePages(url: string, leagueName: string): Promise<boolean> {
  const res = await fetch(url);
  return (
    res.ok &&
    (res.headers.get('content-type') ?? '').startsWith('text/html') &&
    (await res.text()).includes(leagueName)
  );
}

export async function publicCrowdBench(opts: {
  readers: number;
  seconds: number;
}): Promise<CrowdResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-crowd-'));
  // Every reader is on this machine, behind one address: the per-address limit made for a venue's
  // NAT would measure itself instead of the server.
  const server = await startServer({ DATA_DIR: dataDir, PUBLIC_SITE_RATE_LIMIT_MAX: '100000000' });
  try {
    const fixture = await seedLiveGames(server, { games: 1 });
    const { client, tournamentId } = fixture;
    const gameId = fixture.games[0]!.id;
    await client.request('PATCH', `/api/tournaments/${tournamentId}/public-site`, {
      enabled: true,
      slug,
    });
    const leagueName = 'Live Bench Cup';

    // The scorer's table: one basket a second while the crowd reads.
    const scorer = new http.Agent({ keepAlive: true });
    const headers = consoleHeaders(client);
    const eventsUrl = `${server.url}${apiPath(liveGamePaths.events, { gameId })}`;
    let scoring = true;
    let basket = 0;
    const scoringLoop = (async () => {
      while (scoring) {
        await httpJson(scorer, eventsUrl, 'POST', eventsBody([scoreButton(basket++)]), headers);
        await new Promise((r) => setTimeout(r, 1000));
      }
    })();

    const home = `${server.url}/leagues/${slug}`;
    const game = `${home}/games/${gameId}`;
    const pages = await hasLeaguePages(home, leagueName);
    const targets: Array<[string, string]> = [
      pages
        ? ['League home, HTML', home]
        : ['League home, JSON', `${server.url}/api/public/leagues/${slug}`],
      pages
        ? ['Live game page, HTML', game]
        : ['Live game, JSON', `${server.url}/api/public/leagues/${slug}/games/${gameId}`],
      ['Ticker embed, HTML', `${server.url}${apiPath(publicSharePaths.embedTicker, { slug })}`],
      [
        'Live game preview card, PNG',
        `${server.url}${apiPath(publicSharePaths.gameCard, { slug, gameId })}`,
      ],
    ];
    const figures: CrowdFigure[] = [];
    try {
      for (const [label, url] of targets) {
        // A short warm-up: the first reader pays for the code's first run, not the crowd.
        await get(new http.Agent(), url);
        figures.push(await crowd(label, url, opts));
      }
    } finally {
      scoring = false;
      await scoringLoop;
      scorer.destroy();
    }

    const tickerPage = await fetch(targets[2]![1], { headers: { 'accept-encoding': 'gzip' } });
    const tickerHtml = await tickerPage.text();
    const scriptPath = /<script src="([^"]+)"/.exec(tickerHtml)?.[1];
    if (!scriptPath) throw new Error('the ticker embed has no script');
    const script = Buffer.from(await (await fetch(`${server.url}${scriptPath}`)).arrayBuffer());
    return {
      figures,
      tickerScript: { bytes: script.length, gzip: zlib.gzipSync(script, { level: 9 }).length },
      tickerPageGzip: zlib.gzipSync(tickerHtml).length,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
