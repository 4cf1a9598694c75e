// Background work on a timer (expired passes, old analytics). Runs never overlap: each starts
// after the one before has ended. A failure is logged only; the next run tries again.

import type { ErrorLog } from './logging/error-log.ts';

export interface PeriodicJob {
  run(): Promise<unknown>;
  intervalMs: number;
  log: ErrorLog;
  /** Logged when a run fails. */
  failure: string;
  /** Run once at start too, not only after the first interval. */
  immediately?: boolean;
}

/** Starts the job; the returned function stops it and waits for a run under way. */
export function startPeriodicJob(job: PeriodicJob): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const runOnce = () => {
    running = running.then(() =>
      job.run().then(
        () => undefined,
        (err: unknown) => job.log.error({ err }, job.failure),
      ),
    );
  };
  if (job.immediately) runOnce();
  const timer = setInterval(runOnce, job.intervalMs);
  timer.unref();
  return async function stop() {
    clearInterval(timer);
    await running;
  };
}
