import { describe, expect, it } from 'vitest';
import { fitName } from './fit-name.ts';

describe('fitName', () => {
  it('keeps a name that fits at full size', () => {
    expect(fitName(300, 200, 60, 32)).toEqual({ short: false, scale: 1 });
  });

  it('shrinks a longer name to the room it has, a little under', () => {
    const fit = fitName(300, 400, 60, 32);
    expect(fit.short).toBe(false);
    expect(fit.scale * 400).toBeLessThanOrEqual(300);
    expect(fit.scale).toBeCloseTo(0.735, 3);
  });

  it('falls back to the short name below half size', () => {
    expect(fitName(300, 700, 60, 32)).toEqual({ short: true, scale: 1 });
  });

  it('falls back to the short name below 12 px, even at more than half size', () => {
    // 0.7 × 16 px = 11.2 px.
    expect(fitName(140, 196, 40, 16).short).toBe(true);
    expect(fitName(140, 196, 40, 24).short).toBe(false);
  });

  it('shrinks the short name too when even it does not fit', () => {
    const fit = fitName(50, 700, 80, 32);
    expect(fit.short).toBe(true);
    expect(fit.scale * 80).toBeLessThanOrEqual(50);
  });
});
