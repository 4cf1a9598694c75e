import { describe, expect, it } from 'vitest';
import { effectiveTier, needsDowngrade } from './effective-tier.ts';

const now = new Date('2026-06-01T12:00:00Z');
const later = new Date('2026-07-01T00:00:00Z');
const earlier = new Date('2026-05-01T00:00:00Z');

describe('effectiveTier', () => {
  it('is premium while the pass runs', () => {
    expect(effectiveTier('tempo-premium', later, now)).toBe('tempo-premium');
    expect(needsDowngrade('tempo-premium', later, now)).toBe(false);
  });
  it('is free the moment the pass has run out', () => {
    expect(effectiveTier('tempo-premium', earlier, now)).toBe('free');
    expect(effectiveTier('tempo-premium', now, now)).toBe('free');
    expect(needsDowngrade('tempo-premium', earlier, now)).toBe(true);
  });
  it('treats premium without an expiry as free', () => {
    expect(effectiveTier('tempo-premium', null, now)).toBe('free');
  });
  it('keeps free as free whatever the date says', () => {
    expect(effectiveTier('free', later, now)).toBe('free');
    expect(needsDowngrade('free', earlier, now)).toBe(false);
  });
});
