import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerClock, measureServerOffset } from './server-clock.ts';

// Each answer takes `tripMs` of this device's clock and carries the server's time, 5 s ahead.
function serverAnswering(tripsMs: number[]) {
  let call = 0;
  const fetchMock = vi.fn(async () => {
    const tripMs = tripsMs[Math.min(call, tripsMs.length - 1)]!;
    call += 1;
    const serverTime = Date.now() + 5_000 + tripMs / 2;
    vi.setSystemTime(Date.now() + tripMs);
    return new Response(JSON.stringify({ serverTime: Math.round(serverTime) }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('measureServerOffset', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('asks once when the first round trip is short enough', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date'] });
    const fetchMock = serverAnswering([4]);
    const sample = await measureServerOffset();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sample.rttMs).toBe(4);
    expect(sample.offsetMs).toBe(5_000);
  });

  it('takes every sample on a slow network and keeps the shortest round trip', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date'] });
    const fetchMock = serverAnswering([180, 90, 300, 60, 120]);
    const sample = await measureServerOffset();
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(sample.rttMs).toBe(60);
    expect(sample.offsetMs).toBe(5_000);
  });

  it('stops at the first short trip after slow ones', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date'] });
    const fetchMock = serverAnswering([150, 12, 3]);
    const sample = await measureServerOffset();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sample.rttMs).toBe(12);
  });

  it('takes the round trip from Resource Timing when the browser has it', async () => {
    // Both clocks held still, so the wall and monotonic clocks cannot drift apart mid-test on a
    // busy machine, and the entry's times are whole numbers.
    vi.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date', 'performance'] });
    let requestStart = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        requestStart = performance.now() + 1;
        // The server reads its clock 1.5 ms after the request left: 5 s ahead of this device.
        return Response.json({ serverTime: Date.now() + 1 + 1.5 + 5_000 });
      }),
    );
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(
      () =>
        [
          { startTime: requestStart - 1, requestStart, responseStart: requestStart + 3 },
        ] as unknown as PerformanceEntryList,
    );
    const sample = await measureServerOffset();
    expect(sample.rttMs).toBe(3);
    expect(sample.offsetMs).toBeCloseTo(5_000, -1);
  });

  it('ignores a Resource Timing entry of an earlier request', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date'] });
    serverAnswering([40]);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([
      { startTime: -10, requestStart: 1, responseStart: 2 },
    ] as unknown as PerformanceEntryList);
    const sample = await measureServerOffset(1);
    expect(sample.rttMs).toBe(40);
  });

  it('a new clock measures at once and runs on the measured offset when the answer lands', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date'] });
    const fetchMock = serverAnswering([4]);
    const clock = createServerClock();
    try {
      // Asked for in the same task the page made the clock: nothing waits for a first screen.
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(clock.synced).toBe(false);
      await vi.waitFor(() => expect(clock.synced).toBe(true));
      expect(clock.offsetMs).toBe(5_000);
      expect(clock.now()).toBe(Date.now() + 5_000);
    } finally {
      clock.stop();
    }
  });

  it('says how far its time may be off: unknown before a measurement, then half the trip plus drift', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date'] });
    serverAnswering([8]);
    const clock = createServerClock();
    try {
      expect(clock.errorMs()).toBe(60_000);
      await vi.waitFor(() => expect(clock.synced).toBe(true));
      expect(clock.errorMs()).toBeCloseTo(4, 1);
      // An hour without a new measurement (offline): 100 ppm of drift is 360 ms.
      vi.setSystemTime(Date.now() + 3_600_000);
      expect(clock.errorMs()).toBeCloseTo(364, 1);
    } finally {
      clock.stop();
    }
  });
});
