// Lighthouse as its own CLI measures a page (`npx lighthouse <url>`: the default mobile preset,
// simulated 4G-class network and 4× slower CPU), five runs a page, against the production build on
// 127.0.0.1. Each run gets a Chromium of its own, started with the flags the CLI is given
// (`--chrome-flags="--headless=new --no-sandbox --disable-gpu"`), as the CLI starts one per run:
// Lighthouse clears the origin's cache and service workers between runs, but a browser that has
// already run a page keeps warm what a first visit pays for (Chromium's audio service, started by
// the first AudioContext of the browser, took 150–350 ms of the scoreboard's start on this machine),
// so runs in one shared browser scored the scoreboard 100 where the CLI scored it 75–82.
// Each page's median run is reported with the spread of its five and the load average meanwhile.
// Runs on its own after a build: `node --import tsx bench/lighthouse.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { firstVisitPages, type PageTarget } from './first-visit-pages.ts';
import { startServer } from './server-process.ts';
import { kb, printTable, type Row } from './table.ts';

/** The flags the CLI is given; chrome-launcher adds its own defaults to them, for the CLI too. */
export const cliChromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];

export interface LighthouseRun {
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of the host's CPU: the 4× slowdown multiplies what it measured. */
  benchmarkIndex: number;
  /** The machine's 1-minute load average when the run began. */
  load: number;
}

export interface LighthouseFigures {
  target: PageTarget;
  runs: LighthouseRun[];
}

export async function lighthouseBench({ runs }: { runs: number }): Promise<LighthouseFigures[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-lighthouse-'));
  const server = await startServer({ DATA_DIR: dir });
  try {
    // BENCH_PAGES=<text>[,<text>…]: only the pages whose label or path holds one. BENCH_REPORTS=<dir>: each
    // run's full report is written there, for finding where a page's time goes.
    const only = process.env.BENCH_PAGES?.split(',');
    const reports = process.env.BENCH_REPORTS;
    const pages = (await firstVisitPages(server)).filter(
      (p) =>
        p.lighthouse !== undefined &&
        (!only || only.some((text) => p.label.includes(text) || p.path.includes(text))),
    );
    const figures: LighthouseFigures[] = [];
    for (const target of pages) {
      const cookie = [...(target.cookies ?? [])].map(([n, v]) => `${n}=${v}`).join('; ');
      const all: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        const load = os.loadavg()[0]!;
        const lhr = await audit(`${server.url}${target.path}`, cookie);
        if (reports) {
          fs.mkdirSync(reports, { recursive: true });
          const name = `${target.label.replace(/\W+/g, '-').slice(0, 40)}-${i + 1}.json`;
          fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
        }
        const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        all.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: value('first-contentful-paint'),
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          bytes: value('total-byte-weight'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          load,
        });
      }
      figures.push({ target, runs: all });
    }
    return figures;
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run in a Chromium started for it, as the CLI runs. On a busy machine a run now and
 * then loses its trace (NO_NAVSTART) and Lighthouse asks to be run again: it is, up to twice.
 */
async function audit(url: string, cookie: string): Promise<Result> {
  let error = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: cliChromeFlags,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (!result.lhr.runtimeError) return result.lhr;
      error = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
    } finally {
      chrome.kill();
    }
  }
  throw new Error(`Lighthouse on ${url}, three times: ${error}`);
}

/** The median of the values (the upper one of an even count) and their range. */
export function spread(values: readonly number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)]!,
    min: sorted[0]!,
    max: sorted.at(-1)!,
  };
}

export function lighthouseRows(figures: readonly LighthouseFigures[]): Row[] {
  return figures.map(({ target, runs }) => {
    const of = (pick: (r: LighthouseRun) => number) => spread(runs.map(pick));
    const load = of((r) => r.load);
    const context =
      `; host benchmark index ${of((r) => r.benchmarkIndex).median.toFixed(0)}, ` +
      `1-minute load ${load.min.toFixed(1)}–${load.max.toFixed(1)}`;
    const figure = `Lighthouse mobile, ${target.label} (median of ${runs.length}, min–max)`;
    const lcp = of((r) => r.lcpMs);
    const tbt = of((r) => r.tbtMs);
    const cls = of((r) => r.cls);
    const metrics =
      `LCP ${seconds(lcp.median)} (${seconds(lcp.min)}–${seconds(lcp.max)}), ` +
      `TBT ${tbt.median.toFixed(0)} ms (${tbt.min.toFixed(0)}–${tbt.max.toFixed(0)}), ` +
      `CLS ${cls.median.toFixed(3)} (${cls.min.toFixed(3)}–${cls.max.toFixed(3)})`;
    if (target.lighthouse === 'console') {
      return {
        figure,
        value: metrics + context,
        budget: 'LCP ≤ 2.5 s, TBT ≤ 300 ms, CLS ≤ 0.1',
        verdict: lcp.median <= 2500 && tbt.median <= 300 && cls.median <= 0.1 ? 'ok' : 'miss',
      };
    }
    const min = target.lighthouse?.score ?? 0;
    const score = of((r) => r.score);
    const fcp = of((r) => r.fcpMs);
    return {
      figure,
      value:
        `score ${score.median} (${score.min}–${score.max}); ` +
        `FCP ${seconds(fcp.median)} (${seconds(fcp.min)}–${seconds(fcp.max)}), ${metrics}; ` +
        `${kb(of((r) => r.bytes).median)} transferred${context}`,
      budget: `score ≥ ${min}, CLS 0`,
      // CLS as Lighthouse rounds it for display.
      verdict: score.median >= min && cls.median < 0.0005 ? 'ok' : 'miss',
    };
  });
}

function lighthouseVersion(): string {
  const manifest = createRequire(import.meta.url)('lighthouse/package.json') as { version: string };
  return manifest.version;
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const load = os.loadavg()[0]!;
  const rows = lighthouseRows(await lighthouseBench({ runs: Number(process.env.BENCH_RUNS ?? 5) }));
  console.log(
    `Lighthouse ${lighthouseVersion()}, ` +
      `mobile preset, production build on 127.0.0.1; 1-minute load average ${load.toFixed(1)} at the start, ` +
      `${os.loadavg()[0]!.toFixed(1)} at the end.\n`,
  );
  printTable(rows);
}
