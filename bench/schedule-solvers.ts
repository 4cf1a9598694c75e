// The comparison behind docs/decisions/0059-a-schedule-from-a-solver.md, on the benchmark's
// weekends: each way of solving, given the same time, and what it returns (games placed, hard
// rules broken by the checker, soft score). `node --import tsx bench/schedule-solvers.ts`.
import os from 'node:os';
import { checkSchedule } from '../src/domain/schedule/check.ts';
import { largeWeekend, smallWeekend } from '../src/domain/schedule/fixture.ts';
import { greedySchedule } from '../src/domain/schedule/greedy.ts';
import { buildMip } from '../src/domain/schedule/mip.ts';
import type { Placement, ScheduleProblem } from '../src/domain/schedule/problem.ts';
import { scoreSchedule } from '../src/domain/schedule/score.ts';
import { loadHighs } from '../src/server/schedule/highs.ts';
import { balanceHomeAway, solveSchedule, runMip } from '../src/server/schedule/solve.ts';
import { clingoSchedule } from './schedule-clingo.ts';

interface Outcome {
  placements: Placement[];
  ms: number;
}

const highs = await loadHighs();

function wholeMip(problem: ScheduleProblem, seconds: number): Outcome {
  const started = performance.now();
  const m = buildMip(problem);
  const values = runMip(highs, m, null, seconds);
  const placements: Placement[] = [];
  m.candidates.forEach((c, i) => {
    if ((values?.[i] ?? 0) > 0.5)
      placements.push({
        gameId: m.gameIds[c.game]!,
        courtId: m.groups[c.group]!.courts[0]!.id,
        start: c.start,
      });
  });
  // Courts within a group are alike: spread the group's games over them in start order.
  const byGroupStart = new Map<string, number>();
  for (const p of placements.sort((a, b) => a.start - b.start)) {
    const group = m.groups.find((g) => g.courts[0]!.id === p.courtId)!;
    const key = `${group.index}|${p.start}`;
    const n = byGroupStart.get(key) ?? 0;
    byGroupStart.set(key, n + 1);
    p.courtId = group.courts[n % group.courts.length]!.id;
  }
  balanceHomeAway(problem, placements);
  return { placements, ms: performance.now() - started };
}

function greedyOnly(problem: ScheduleProblem): Outcome {
  const started = performance.now();
  const { placements } = greedySchedule(problem);
  balanceHomeAway(problem, placements);
  return { placements, ms: performance.now() - started };
}

function chosen(problem: ScheduleProblem, seconds: number): Outcome {
  const started = performance.now();
  const { placements } = solveSchedule(highs, problem, { timeLimitSeconds: seconds });
  return { placements, ms: performance.now() - started };
}

async function clingo(problem: ScheduleProblem, seconds: number, idle: boolean): Promise<Outcome> {
  const outcome = await clingoSchedule(problem, seconds, { idle });
  balanceHomeAway(problem, outcome.placements);
  return outcome;
}

const weekends = [
  { label: '40 teams, 88 games, 2 gyms', problem: smallWeekend(), seconds: 3 },
  { label: '40 teams, 88 games, 2 gyms', problem: smallWeekend(), seconds: 30 },
  { label: '200 teams, 440 games, 6 gyms', problem: largeWeekend(), seconds: 30 },
];
const only = process.argv.slice(2);
console.log(`load average at start ${os.loadavg()[0]!.toFixed(2)}`);
for (const { label, problem, seconds } of weekends) {
  const ways: [string, () => Outcome | Promise<Outcome>][] = [
    ['greedy pass alone', () => greedyOnly(problem)],
    [`greedy + HiGHS by neighbourhood (${seconds} s)`, () => chosen(problem, seconds)],
    [`HiGHS, whole weekend as one MIP (${seconds} s)`, () => wholeMip(problem, seconds)],
    [
      `clingo, whole weekend as one ASP program, idle time not minimised (${seconds} s)`,
      () => clingo(problem, seconds, false),
    ],
    [
      `clingo, whole weekend as one ASP program (${seconds} s)`,
      () => clingo(problem, seconds, true),
    ],
  ];
  for (const [way, run] of ways) {
    if (only.length > 0 && !only.some((o) => `${label} ${way}`.includes(o))) continue;
    const { placements, ms } = await run();
    const hard = checkSchedule(problem, placements).filter((v) => v.rule !== 'unplaced').length;
    const score = scoreSchedule(problem, placements);
    console.log(
      `${label} | ${way} | placed ${placements.length}/${problem.games.length} | hard rules broken ${hard} | soft score ${score.total.toFixed(0)} (splits ${score.divisionSplits}, idle h ${score.idleHours.toFixed(0)}, first slot twice ${score.firstSlotTwice}, home/away ${score.homeAwayImbalance}, popular off show ${score.popularOffShow}) | ${(ms / 1000).toFixed(1)} s`,
    );
  }
}
console.log(`load average at end ${os.loadavg()[0]!.toFixed(2)}`);
