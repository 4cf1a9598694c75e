// Solving a weekend's schedule takes seconds of CPU in HiGHS, which cannot yield: in the server's
// thread it would hold every console and scoreboard for as long. So each solve runs in a worker
// thread of its own (solver-worker.ts), which ends with the solve; the server's thread only
// passes messages. A solve past its time limit plus a grace is ended by force.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ScheduleProblem } from '../../domain/schedule/problem.ts';
import type { SolveProgress, SolveResult } from './solve.ts';
import type { SolverJob, SolverMessage } from './solver-worker.ts';

export interface SolveRequest {
  timeLimitSeconds: number;
  onProgress?: (progress: SolveProgress) => void;
  /** Aborting stops the solve at its next step, with the best schedule so far. */
  signal?: AbortSignal;
}

/** Time for loading HiGHS and answering, beyond the solve's own limit, before the worker is ended. */
const GRACE_MS = 15_000;

const self = fileURLToPath(import.meta.url);
const workerScript = path.join(path.dirname(self), `solver-worker${path.extname(self)}`);

function startWorker(job: SolverJob): Worker {
  if (!workerScript.endsWith('.ts')) return new Worker(workerScript, { workerData: job });
  // From source (development, tests), the worker is TypeScript and needs tsx's hooks first.
  const tsx = import.meta.resolve('tsx/esm/api');
  const script = pathToFileURL(workerScript).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); });`,
    { eval: true, workerData: job },
  );
}

export function solveInWorker(
  problem: ScheduleProblem,
  request: SolveRequest,
): Promise<SolveResult> {
  const stop = new SharedArrayBuffer(4);
  const worker = startWorker({ problem, timeLimitSeconds: request.timeLimitSeconds, stop });
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
