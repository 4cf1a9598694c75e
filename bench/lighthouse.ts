// Lighthouse's mobile preset (simulated 4G-class network, 4× slower CPU) on the pages people open
// first, three runs each, against the production build on 127.0.0.1. The median run of each page
// is reported. Runs on its own after a build: `node --import tsx bench/lighthouse.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { firstVisitPages, type PageTarget } from './first-visit-pages.ts';
import { browserArgs } from './page-bytes.ts';
import { startServer } from './server-process.ts';
import { kb, printTable, type Row } from './table.ts';

export interface LighthouseFigures {
  target: PageTarget;
  runs: number;
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of the host's CPU (its median run): the 4× slowdown multiplies it. */
  benchmarkIndex: number;
  /** The machine's 1-minute load average when the page's runs began. */
  load: number;
}

/**
 * Waits, up to a minute, for the machine's 1-minute load average to fall under 1.5: Lighthouse
 * scales its blocking time by what this host's CPU did during the run, so a page measured right
 * after the seeding (or beside another job on the two shared cores) scores what the machine was
 * doing. The load is reported beside each page.
 */
async function quietMachine(): Promise<number> {
  const until = Date.now() + 60_000;
  while (os.loadavg()[0]! >= 1.5 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return os.loadavg()[0]!;
}

export async function lighthouseBench({ runs }: { runs: number }): Promise<LighthouseFigures[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-lighthouse-'));
  const server = await startServer({ DATA_DIR: dir });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...browserArgs, '--headless=new'],
  });
  try {
    // BENCH_PAGES=<text>: only the pages whose label holds it. BENCH_REPORTS=<dir>: each run's
    // full report is written there, for finding where a page's time goes.
    const only = process.env.BENCH_PAGES;
    const reports = process.env.BENCH_REPORTS;
    const pages = (await firstVisitPages(server)).filter(
      (p) => p.lighthouseTarget !== undefined && (!only || p.label.includes(only)),
    );
    const figures: LighthouseFigures[] = [];
    for (const target of pages) {
      const cookie = [...(target.cookies ?? [])].map(([n, v]) => `${n}=${v}`).join('; ');
      const load = await quietMachine();
      const all: Array<Omit<LighthouseFigures, 'target' | 'runs' | 'load'>> = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(`${server.url}${target.path}`, chrome.port, cookie);
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
        });
      }
      // The run with the median score, so its figures belong together.
      const median = [...all].sort((a, b) => a.score - b.score)[Math.floor(all.length / 2)]!;
      figures.push({ target, runs, load, ...median });
    }
    return figures;
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run. On a busy machine a run now and then loses its trace (NO_NAVSTART) and
 * Lighthouse asks to be run again: it is, up to twice.
 */
async function audit(url: string, port: number, cookie: string): Promise<Result> {
  let error = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    error = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
  }
  throw new Error(`Lighthouse on ${url}, three times: ${error}`);
}

export function lighthouseRows(figures: readonly LighthouseFigures[]): Row[] {
  return figures.map((f) => {
    const target = f.target.lighthouseTarget ?? 0;
    // CLS as Lighthouse rounds it for display.
    const noShift = f.cls < 0.0005;
    return {
      figure: `Lighthouse mobile, ${f.target.label} (median of ${f.runs})`,
      value:
        `score ${f.score}; FCP ${seconds(f.fcpMs)}, LCP ${seconds(f.lcpMs)}, TBT ${f.tbtMs.toFixed(0)} ms, ` +
        `CLS ${f.cls.toFixed(3)}; ${kb(f.bytes)} transferred; host benchmark index ` +
        `${f.benchmarkIndex.toFixed(0)}, load ${f.load.toFixed(1)}`,
      budget: `score ≥ ${target}, CLS 0`,
      verdict: f.score >= target && noShift ? 'ok' : 'miss',
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
  const rows = lighthouseRows(await lighthouseBench({ runs: Number(process.env.BENCH_RUNS ?? 3) }));
  console.log(
    `Lighthouse ${lighthouseVersion()}, ` +
      `mobile preset, production build on 127.0.0.1; 1-minute load average ${load.toFixed(1)} at the start, ` +
      `${os.loadavg()[0]!.toFixed(1)} at the end.\n`,
  );
  printTable(rows);
}
