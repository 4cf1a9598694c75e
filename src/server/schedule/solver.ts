// Solving a weekend's schedule takes seconds of CPU in HiGHS, which cannot yield: in the server's
// thread it would hold every console and scoreboard for as long. So each solve runs in a worker
// thread of its own (solver-worker.ts), which ends with the solve; the server's thread only
// passes messages. A solve past its time limit plus a grace is ended by force.
import type { ScheduleProblem } from '../../domain/schedule/problem.ts';
import type { SolveProgress, SolveResult } from './solve.ts';
import { startWorkerBeside } from '../worker-beside.ts';
import type { SolverJob, SolverMessage } from './solver-worker.ts';

export interface SolveRequest {
  timeLimitSeconds: number;
  onProgress?: (progress: SolveProgress) => void;
  /** Aborting stops the solve at its next step, with the best schedule so far. */
  signal?: AbortSignal;
}

/** Time for loading HiGHS and answering, beyond the solve's own limit, before the worker is ended. */
const GRACE_MS = 15_000;

export function solveInWorker(
  problem: ScheduleProblem,
  request: SolveRequest,
): Promise<SolveResult> {
  const stop = new SharedArrayBuffer(4);
  const job: SolverJob = { problem, timeLimitSeconds: request.timeLimitSeconds, stop };
  const worker = startWorkerBeside(import.meta.url, 'solver-worker', { workerData: job });
  const askStop = () => Atomics.store(new Int32Array(stop), 0, 1);
  request.signal?.addEventListener('abort', askStop, { once: true });
  return new Promise<SolveResult>((resolve, reject) => {
    const deadline = setTimeout(
      () => {
        reject(new Error('the schedule solver did not answer in time'));
        void worker.terminate();
      },
      request.timeLimitSeconds * 1000 + GRACE_MS,
    );
    const finish = () => {
      clearTimeout(deadline);
      request.signal?.removeEventListener('abort', askStop);
      void worker.terminate();
    };
    worker.on('message', (message: SolverMessage) => {
      if ('progress' in message) request.onProgress?.(message.progress);
      else if ('result' in message) {
        finish();
        resolve(message.result);
      } else {
        finish();
        reject(new Error(message.error));
      }
    });
    worker.on('error', (err) => {
      finish();
      reject(err);
    });
    worker.on('exit', (code) => {
      finish();
      reject(new Error(`the schedule solver ended (exit code ${code})`));
    });
  });
}
