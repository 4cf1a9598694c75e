// Time from starting the server to a healthy /api/health: on an empty data directory (creates
// the embedded database and runs every migration) and on an existing one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeStamp } from '../scripts/build-stamp.mjs';
import { startServer } from './server-process.ts';

export interface StartupFigure {
  label: string;
  /** The most its median may take, where the product promises one. */
  budgetMs?: number;
  n: number;
  median: number;
  min: number;
  max: number;
}

export async function startupBench({ runs }: { runs: number }): Promise<StartupFigure[]> {
  const empty: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-'));
    try {
      const first = await startServer({ DATA_DIR: dir });
      empty.push(first.startupMs);
      await first.stop();
      const second = await startServer({ DATA_DIR: dir });
      existing.push(second.startupMs);
      await second.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return [summarise('empty data dir', empty), summarise('existing data dir', existing)];
}

export function summarise(label: string, values: number[]): StartupFigure {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    label,
    n: sorted.length,
    median: sorted[Math.floor(sorted.length / 2)]!,
    min: sorted[0]!,
    max: sorted.at(-1)!,
  };
}

/**
 * `npm start` as a person runs it: the build step (scripts/build-if-changed.mjs) then the server,
 * to a healthy /api/health. A first start builds (the stamp is removed first); a restart on the
 * unchanged install should skip the build.
 */
export async function npmStartBench({ runs }: { runs: number }): Promise<StartupFigure[]> {
  const first: number[] = [];
  const restart: number[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-'));
  const timedStart = async () => {
    const started = performance.now();
    const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
      stdio: 'ignore',
    });
    if (build.status !== 0) throw new Error(`the build step failed (${build.status})`);
    const buildMs = performance.now() - started;
    const server = await startServer({ DATA_DIR: dir });
    await server.stop();
    return buildMs + server.startupMs;
  };
  try {
    for (let i = 0; i < runs; i++) {
      removeStamp(path.resolve(process.env.TEMPO_BUILD_DIR ?? 'dist'));
      first.push(await timedStart());
      restart.push(await timedStart());
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // A venue laptop restarted mid-tournament (a crash, a reboot) is healthy within 3 s.
  return [
    summarise('first start, builds', first),
    { ...summarise('restart, unchanged', restart), budgetMs: 3000 },
  ];
}
