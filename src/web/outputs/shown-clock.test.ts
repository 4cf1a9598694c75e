// The shown clock never ticks up while the game clock runs down: a stop that lands after the
// screen counted past it is held, late clock events are one cued correction.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctionMs, shownClock, type ShownClock } from './shown-clock.ts';

/** The shown values for a sequence of (agreed, running) readings. */
function shownSequence(readings: readonly (readonly [number, boolean])[]) {
  let clock: ShownClock | null = null;
  return readings.map(([agreed, running]) => {
    const step = shownClock(clock, agreed, running);
    clock = step.clock;
    return { ms: step.clock.shownMs, corrected: step.corrected };
  });
}

describe('shownClock', () => {
  it('shows the agreed clock first, and follows it down', () => {
    expect(
      shownSequence([
        [60_000, true],
        [59_984, true],
        [59_968, true],
      ]),
    ).toEqual([
      { ms: 60_000, corrected: false },
      { ms: 59_984, corrected: false },
      { ms: 59_968, corrected: false },
    ]);
  });

  it('holds a stop whose clock is a few hundred ms above the last frame, with no cue', () => {
    const shown = shownSequence([
      [323_000, true],
      [322_600, true],
      [322_950, false], // the stop, read on the table when the timekeeper tapped
      [322_950, false],
    ]);
    expect(shown.map((s) => s.ms)).toEqual([323_000, 322_600, 322_600, 322_600]);
    expect(shown.some((s) => s.corrected)).toBe(false);
  });

  it('holds on a restart until the clock runs down to what was shown', () => {
    const shown = shownSequence([
      [10_000, true],
      [9_700, true],
      [9_900, false], // the stop, held
      [9_900, true], // the restart, from the stop's clock
      [9_750, true],
      [9_650, true],
    ]);
    expect(shown.map((s) => s.ms)).toEqual([10_000, 9_700, 9_700, 9_700, 9_700, 9_650]);
  });

  it('snaps up once, cued, when late clock events put the agreed clock a second or more above', () => {
    const shown = shownSequence([
      [500_000, true],
      [499_000, true],
      [505_000, true], // a queued stop and start arrive: the clock was stopped for 6 s
      [504_900, true],
    ]);
    expect(shown).toEqual([
      { ms: 500_000, corrected: false },
      { ms: 499_000, corrected: false },
      { ms: 505_000, corrected: true },
      { ms: 504_900, corrected: false },
    ]);
  });

  it('cues a late stop that lands a second or more above', () => {
    const step = shownClock({ shownMs: 400_000, agreedMs: 400_000, running: true }, 404_000, false);
    expect(step).toEqual({
      clock: { shownMs: 404_000, agreedMs: 404_000, running: false },
      corrected: true,
    });
  });

  it('shows a stopped clock as the table sets it, uncued (a new period, tenths put back)', () => {
    const shown = shownSequence([
      [0, true],
      [0, false],
      [600_000, false],
      [2_100, false],
      [2_500, false],
    ]);
    expect(shown.map((s) => s.ms)).toEqual([0, 0, 600_000, 2_100, 2_500]);
    expect(shown.some((s) => s.corrected)).toBe(false);
  });

  it('never goes up while the clock runs with jitter under a second', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60_000, max: 600_000 }),
        fc.array(
          fc.record({
            step: fc.integer({ min: 0, max: 100 }),
            jitter: fc.integer({ min: -(correctionMs - 1), max: correctionMs - 1 }),
          }),
          { minLength: 1, maxLength: 200 },
        ),
        (start, frames) => {
          let elapsed = 0;
          const readings = frames.map(({ step, jitter }) => {
            elapsed += step;
            // The true clock runs down; each reading is off by under a second either way (offset
            // re-measured, a stop or a start read on another device).
            const agreed = Math.max(0, start - elapsed + jitter / 2);
            return [agreed, true] as const;
          });
          const shown = shownSequence(readings);
          for (let i = 1; i < shown.length; i += 1) {
            expect(shown[i]!.ms).toBeLessThanOrEqual(shown[i - 1]!.ms);
            expect(shown[i]!.corrected).toBe(false);
          }
        },
      ),
    );
  });
});
