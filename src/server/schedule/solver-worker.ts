// One schedule solve, in a thread of its own (solver.ts says why): reads the problem, posts
// progress as the schedule improves and the result at the end. The parent asks it to stop early by
// setting the shared flag: HiGHS checks it between steps, where a message could not be read.
import { parentPort, workerData } from 'node:worker_threads';
import type { ScheduleProblem } from '../../domain/schedule/problem.ts';
import { loadHighs } from './highs.ts';
import { solveSchedule, type SolveProgress, type SolveResult } from './solve.ts';

export interface SolverJob {
  problem: ScheduleProblem;
  timeLimitSeconds: number;
  /** One Int32: set to 1 by the parent to stop with the best schedule so far. */
  stop: SharedArrayBuffer;
}

export type SolverMessage =
  { progress: SolveProgress } | { result: SolveResult } | { error: string };

const port = parentPort;
if (!port) throw new Error('solver-worker.ts runs as a worker thread only');
const job = workerData as SolverJob;
const stop = new Int32Array(job.stop);

try {
  const highs = await loadHighs();
  const result = solveSchedule(highs, job.problem, {
    timeLimitSeconds: job.timeLimitSeconds,
    onProgress: (progress) => port.postMessage({ progress } satisfies SolverMessage),
    shouldStop: () => Atomics.load(stop, 0) === 1,
  });
  port.postMessage({ result } satisfies SolverMessage);
} catch (err) {
  port.postMessage({
    error: err instanceof Error ? err.message : String(err),
  } satisfies SolverMessage);
}
