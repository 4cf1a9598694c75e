// No request may stall everyone: one account undoing the oldest plays of its own 10,000-event
// game, 500 undos a batch, must not hold the server's event loop so long that another client
// notices. A real server process; another client measures GET /api/time meanwhile.
import { describe, expect, it } from 'vitest';
import { undoStorm } from '../../bench/undo-storm.ts';
import { faultRun } from './support/fault-run.ts';

const run = await faultRun();

describe(`undos of the oldest plays of a long game (${run.storage.kind})`, () => {
  it('keep GET /api/time under 100 ms at the 99th percentile for everyone else', async () => {
    const server = await run.startServer();
    const storm = await undoStorm(server, { plays: 10_000, batches: 6 });
    console.log(
      `/api/time during ${storm.batches} batches of 500 undos on a ${storm.events}-event game (${storm.stormMs.toFixed(0)} ms): p50 ${storm.time.p50.toFixed(1)} ms, p99 ${storm.time.p99.toFixed(1)} ms, max ${storm.time.max.toFixed(1)} ms, n=${storm.time.n}`,
    );
    expect(storm.accepted).toBe(6 * 500);
    expect(storm.time.n).toBeGreaterThan(20);
    expect(storm.time.p99).toBeLessThan(100);
  });
});
