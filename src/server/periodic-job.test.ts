import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

afterEach(() => {
  vi.useRealTimers();
});

function recorder() {
  const errors: string[] = [];
  return { errors, log: { error: (_obj: object, msg: string) => void errors.push(msg) } };
}

describe('startPeriodicJob', () => {
  it('runs every interval, at once too when asked, and logs a failure without stopping', async () => {
    vi.useFakeTimers();
    const { errors, log } = recorder();
    let runs = 0;
    const stop = startPeriodicJob({
      run: async () => {
        runs += 1;
        if (runs === 2) throw new Error('database away');
      },
      intervalMs: 1000,
      log,
      failure: 'could not tidy up',
      immediately: true,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(3);
    expect(errors).toEqual(['could not tidy up']);
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('never overlaps runs, and stop waits for the run under way', async () => {
    vi.useFakeTimers();
    let active = 0;
    let most = 0;
    let finished = 0;
    const stop = startPeriodicJob({
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((r) => setTimeout(r, 2500));
        active -= 1;
        finished += 1;
      },
      intervalMs: 1000,
      log: recorder().log,
      failure: 'failed',
    });
    // Three intervals pass during the first run: the next ones wait for it.
    await vi.advanceTimersByTimeAsync(3200);
    expect(active).toBe(1);
    expect(finished).toBe(0);
    const stopped = stop();
    await vi.advanceTimersByTimeAsync(10_000);
    await stopped;
    expect(active).toBe(0);
    expect(finished).toBe(3);
    expect(most).toBe(1);
  });
});
