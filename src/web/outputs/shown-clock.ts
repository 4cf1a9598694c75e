// What a public screen shows of the game clock. The agreed clock (the game state's clock, run on
// server time) can move up for two reasons that must not look like time going backwards: a stop
// lands a few hundred ms after this screen counted past it (the stop's clock is the table's, read
// when the timekeeper tapped), and a table's queued clock events arrive late after an outage. The
// first is held (never an upward tick); the second is a correction, shown once with a short cue.
import { useEffect, useReducer, useRef } from 'react';

/** An upward move at least this big is a correction (late clock events), not jitter. */
export const correctionMs = 1000;

/** How long the "Clock corrected" cue stays up. */
export const correctionCueMs = 2000;

/** What the screen showed last, and the agreed clock it was showing it for. */
export interface ShownClock {
  shownMs: number;
  agreedMs: number;
  running: boolean;
}

export interface ShownClockStep {
  clock: ShownClock;
  /** The shown clock snapped up to the agreed one: cue it. */
  corrected: boolean;
}

/**
 * The next shown clock, from the previous one and the agreed clock now. It follows the agreed
 * clock down freely; up only by a correction (≥ 1 s while the clock runs or has just stopped, which
 * is cued) or when a stopped clock is set by the table (a new period, time put back on). A smaller
 * upward difference is held until the agreed clock runs down to it.
 */
export function shownClock(
  previous: ShownClock | null,
  agreedMs: number,
  running: boolean,
): ShownClockStep {
  const next = (shownMs: number, corrected = false): ShownClockStep => ({
    clock: { shownMs, agreedMs, running },
    corrected,
  });
  if (previous === null) return next(agreedMs);
  const up = agreedMs - previous.shownMs;
  if (up <= 0) return next(agreedMs);
  // A stopped clock the table sets (a new period, tenths put back): shown as set, not cued.
  if (!running && !previous.running) {
    return agreedMs === previous.agreedMs ? next(previous.shownMs) : next(agreedMs);
  }
  if (up >= correctionMs) return next(agreedMs, true);
  return next(previous.shownMs);
}

/**
 * The game clock a screen shows (ms) and whether the "Clock corrected" cue is up, for an agreed
 * clock read every frame. Idempotent per agreed value, so a render done twice shows the same.
 */
export function useShownClock(agreedMs: number, running: boolean): { ms: number; cue: boolean } {
  const last = useRef<ShownClock | null>(null);
  const cueUntil = useRef(0);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const step = shownClock(last.current, agreedMs, running);
  last.current = step.clock;
  if (step.corrected) cueUntil.current = performance.now() + correctionCueMs;
  const until = cueUntil.current;
  const cue = until > performance.now();
  // A stopped clock paints no frames: take the cue down on time.
  useEffect(() => {
    if (!cue) return;
    const timer = setTimeout(rerender, Math.max(0, until - performance.now()));
    return () => clearTimeout(timer);
  }, [cue, until]);
  return { ms: step.clock.shownMs, cue };
}
