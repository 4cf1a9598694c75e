// Scheduling a tournament weekend, as the server does it: in a worker thread, with a time limit.
// Each weekend is solved several times (the figures vary with the machine's load, and the result
// with how far the search got), reporting games placed, hard rules broken (by the checker, not the
// solver's word), the soft score from first schedule to last, and the time taken.
import os from 'node:os';
import { checkSchedule } from '../src/domain/schedule/check.ts';
import { largeWeekend, smallWeekend } from '../src/domain/schedule/fixture.ts';
import type { ScheduleProblem } from '../src/domain/schedule/problem.ts';
import { solveInWorker } from '../src/server/schedule/solver.ts';

export interface ScheduleRun {
  placed: number;
  games: number;
  hardBroken: number;
  firstScore: number;
  score: number;
  seconds: number;
  load: number;
  /** For a weekend that did not fit: the divisions named, with the reason, in the explanation. */
  explained: string[];
}

export interface ScheduleCase {
  label: string;
  limitSeconds: number;
  budgetSeconds: number;
  runs: ScheduleRun[];
}

async function solveOnce(problem: ScheduleProblem, limitSeconds: number): Promise<ScheduleRun> {
  const started = performance.now();
  const result = await solveInWorker(problem, { timeLimitSeconds: limitSeconds });
  const explained = (result.explanation?.divisions ?? []).map(
    (d) => `${d.divisionId}: ${d.unplaced.length} games, ${d.reason}`,
  );
  return {
    placed: result.placements.length,
    games: problem.games.length,
    hardBroken: checkSchedule(problem, result.placements).filter((v) => v.rule !== 'unplaced')
      .length,
    firstScore: result.firstScore,
    score: result.score,
    seconds: (performance.now() - started) / 1000,
    load: os.loadavg()[0]!,
    explained,
  };
}

export async function scheduleSolveBench({ runs }: { runs: number }): Promise<ScheduleCase[]> {
  const cases = [
    {
      label: '200 teams, 10 divisions, 440 games, 6 gyms × 3 courts',
      problem: largeWeekend(),
      limitSeconds: 28,
      budgetSeconds: 30,
    },
    {
      label: '40 teams, 2 divisions, 88 games, 2 gyms × 3 courts',
      problem: smallWeekend(),
      limitSeconds: 2,
      budgetSeconds: 3,
    },
    {
      label: 'the 200-team weekend with one gym fewer (5 × 3 courts)',
      problem: largeWeekend(5),
      limitSeconds: 6,
      budgetSeconds: 10,
    },
  ];
  const out: ScheduleCase[] = [];
  for (const c of cases) {
    const list: ScheduleRun[] = [];
    for (let i = 0; i < runs; i++) list.push(await solveOnce(c.problem, c.limitSeconds));
    out.push({
      label: c.label,
      limitSeconds: c.limitSeconds,
      budgetSeconds: c.budgetSeconds,
      runs: list,
    });
  }
  return out;
}
