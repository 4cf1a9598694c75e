// Every screen runs the game clock locally from a start event's server-time anchor (docs/product/live-games.md
// "Clock"), so each screen must know how far its own clock is from the server's. The offset is
// measured (NTP-style, best of a few round trips), never assumed to be zero.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { liveGamePaths } from '../../../contract/api-paths.ts';

export interface ServerClockSample {
  offsetMs: number;
  rttMs: number;
}

export interface ServerClock {
  /** Estimated server time (epoch ms). */
  now(): number;
  readonly offsetMs: number;
  readonly rttMs: number;
  /** True once a measurement has succeeded (until then `now()` uses the last stored offset). */
  readonly synced: boolean;
  /**
   * How far `now()` may be from the server's clock: half the best round trip, plus drift since it
   * was measured; before any measurement on this page, unknown, so a minute.
   */
  errorMs(): number;
  subscribe(fn: () => void): () => void;
  resync(): Promise<void>;
  stop(): void;
}

const resyncEveryMs = 60_000;

/**
 * What a device's clock may drift per millisecond since its offset was measured: 100 ppm, twice a
 * cheap quartz's worst, or 0.36 s an hour.
 */
const driftPerMs = 1e-4;

/** How far an estimate taken from a stored offset (no measurement on this page) may be off. */
const unmeasuredErrorMs = 60_000;

async function sampleOnce(): Promise<ServerClockSample> {
  const startedAt = performance.now();
  const sentAt = Date.now();
  const response = await fetch(liveGamePaths.time, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  const receivedAt = Date.now();
  if (!response.ok) throw new Error(`GET ${liveGamePaths.time} answered ${response.status}`);
  const body = (await response.json()) as { serverTime?: unknown };
  if (typeof body.serverTime !== 'number') throw new Error('No serverTime in the answer');
  // The server read its clock somewhere in the round trip; the middle is the best guess, and the
  // error is at most half the round trip, which is why the shortest trip wins.
  const trip = networkTrip(response.url, startedAt);
  if (trip) return { offsetMs: body.serverTime - trip.middle, rttMs: trip.rttMs };
  return { offsetMs: body.serverTime - (sentAt + receivedAt) / 2, rttMs: receivedAt - sentAt };
}

/**
 * The round trip as the network saw it (Resource Timing: request sent → first byte back), on this
 * device's wall clock. Timed around `fetch` instead, a page busy starting up reads its own script
 * time as network time, and a fast LAN looks slow.
 */
function networkTrip(url: string, startedAt: number): { middle: number; rttMs: number } | null {
  const entries =
    typeof performance.getEntriesByName === 'function'
      ? performance.getEntriesByName(url, 'resource')
      : [];
  const entry = entries.at(-1) as PerformanceResourceTiming | undefined;
  // No entry (the buffer is full, an old browser) or one from an earlier request.
  if (!entry || entry.startTime < startedAt || entry.requestStart <= 0) return null;
  if (entry.responseStart < entry.requestStart) return null;
  // Resource Timing counts from the page's start on a monotonic clock; Date.now() is the wall clock
  // the offset is added to, so the middle is moved onto it.
  const wallMinusMonotonic = Date.now() - (performance.timeOrigin + performance.now());
  const middle =
    performance.timeOrigin + (entry.requestStart + entry.responseStart) / 2 + wallMinusMonotonic;
  return { middle, rttMs: entry.responseStart - entry.requestStart };
}

/**
 * A round trip this short bounds the error at 10 ms, a tenth of the tenths a clock shows in its
 * last minute, so more samples could not change what a screen shows. On a venue's LAN the first
 * sample is usually this short, and an overlay or a console opened there makes one request, not
 * five; on a slow network every sample is taken and the shortest wins.
 */
const closeEnoughRttMs = 20;

/** Measures the offset of the server's clock from this one: server time ≈ Date.now() + offsetMs. */
export async function measureServerOffset(samples = 5): Promise<ServerClockSample> {
  let best: ServerClockSample | null = null;
  let lastError: unknown = null;
  for (let i = 0; i < Math.max(1, samples); i += 1) {
    try {
      const sample = await sampleOnce();
      if (best === null || sample.rttMs < best.rttMs) best = sample;
      if (best.rttMs <= closeEnoughRttMs) break;
    } catch (error) {
      lastError = error;
    }
  }
  if (best === null) throw lastError instanceof Error ? lastError : new Error('No clock sample');
  return best;
}

// The last measured offset, so a page opened without a network (scoreboardoffline, a console)
// still runs the clock on server time; a device's clock drifts by seconds a day, not minutes.
const offsetKey = 'tempo-server-offset';

function storedOffset(): number {
  try {
    const value = Number(localStorage.getItem(offsetKey));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function storeOffset(offsetMs: number) {
  try {
    localStorage.setItem(offsetKey, String(Math.round(offsetMs)));
  } catch {
    // Storage blocked: the next page measures again.
  }
}

export function createServerClock(): ServerClock {
  const listeners = new Set<() => void>();
  let offsetMs = storedOffset();
  let rttMs = Number.POSITIVE_INFINITY;
  let synced = false;
  let measuredAt = 0;
  let stopped = false;
  let inFlight: Promise<void> | null = null;

  const notify = () => {
    for (const fn of listeners) fn();
  };

  const resync = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    inFlight ??= measureServerOffset()
      .then((sample) => {
        if (stopped) return;
        offsetMs = sample.offsetMs;
        rttMs = sample.rttMs;
        synced = true;
        measuredAt = Date.now();
        storeOffset(offsetMs);
        notify();
      })
      .catch(() => {
        // Offline or the server is down: keep the last offset, which stays good for hours.
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const timer = setInterval(() => void resync(), resyncEveryMs);
  const onOnline = () => void resync();
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  // Until the first measurement lands the clock runs on the last stored offset.
  void resync();

  return {
    now: () => Date.now() + offsetMs,
    get offsetMs() {
      return offsetMs;
    },
    get rttMs() {
      return rttMs;
    },
    get synced() {
      return synced;
    },
    errorMs: () =>
      synced ? rttMs / 2 + Math.abs(Date.now() - measuredAt) * driftPerMs : unmeasuredErrorMs,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    resync,
    stop() {
      stopped = true;
      clearInterval(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      listeners.clear();
    },
  };
}

// One clock per page, shared by every component that asks, started by the first and stopped with
// the last, so a page with several clocks does not measure several times.
let shared: ServerClock | null = null;
let users = 0;
let version = 0;
let unsubscribeShared: (() => void) | null = null;
const versionListeners = new Set<() => void>();

function subscribeVersion(fn: () => void): () => void {
  versionListeners.add(fn);
  return () => versionListeners.delete(fn);
}
const readVersion = () => version;

function acquire(): ServerClock {
  if (shared === null) {
    shared = createServerClock();
    unsubscribeShared = shared.subscribe(() => {
      version += 1;
      for (const fn of versionListeners) fn();
    });
  }
  return shared;
}

/** The page's server clock; the component re-renders when a new measurement lands. */
export function useServerClock(): ServerClock {
  const [clock] = useState(acquire);
  useEffect(() => {
    users += 1;
    return () => {
      users -= 1;
      // Deferred so a remount in the same tick (StrictMode, route change) keeps the measurement.
      setTimeout(() => {
        if (users === 0 && shared !== null) {
          unsubscribeShared?.();
          shared.stop();
          shared = null;
        }
      }, 0);
    };
  }, []);
  useSyncExternalStore(subscribeVersion, readVersion);
  return shared ?? clock;
}

/**
 * Server time for rendering: on every animation frame while `active` (a clock is running), else
 * only when `active` or the clock's measurement changes.
 */
export function useFrameNow(clock: ServerClock, active: boolean): number {
  return useClockReading(clock, active, (now) => now);
}

/**
 * A value read off the server clock, such as the text a clock shows: read again on every animation
 * frame while `active`, but the component renders again only when the value changes. A clock text
 * changes ten times a second at most, so a console does not re-render its controls sixty times a
 * second while the clock runs (on a phone that was most of its script time).
 */
export function useClockReading<T extends string | number | boolean | null>(
  clock: ServerClock,
  active: boolean,
  read: (serverNow: number) => T,
): T {
  const latestRead = useRef(read);
  latestRead.current = read;
  const [, setReading] = useState(() => read(clock.now()));
  useEffect(() => {
    const update = () => setReading(latestRead.current(clock.now()));
    update();
    const unsubscribe = clock.subscribe(update);
    if (!active) return unsubscribe;
    let frame = requestAnimationFrame(function tick() {
      update();
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [clock, active]);
  // Read at render too: the component also renders when what `read` reads (the game state) changes.
  return read(clock.now());
}
