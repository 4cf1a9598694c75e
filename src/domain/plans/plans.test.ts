import { describe, expect, it } from 'vitest';
import {
  expiryAfterPurchase,
  extendExpiry,
  isPassId,
  passes,
  premiumFeatures,
  premiumRequiredMessage,
  type PremiumFeature,
} from './plans.ts';

const now = new Date('2026-01-31T10:00:00Z');

describe('extendExpiry', () => {
  it('counts from now when there is no running pass, clamping to the month’s last day', () => {
    expect(extendExpiry(null, now, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(extendExpiry(null, now, 12).toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });
  it('counts from the current expiry while it is still ahead', () => {
    const current = new Date('2026-03-15T00:00:00Z');
    expect(extendExpiry(current, now, 1).toISOString()).toBe('2026-04-15T00:00:00.000Z');
  });
  it('ignores an expiry that has passed', () => {
    const past = new Date('2025-12-01T00:00:00Z');
    expect(extendExpiry(past, now, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });
});

describe('expiryAfterPurchase', () => {
  it('keeps running premium time and restarts from now for free accounts', () => {
    const ahead = new Date('2026-06-30T00:00:00Z');
    expect(expiryAfterPurchase('tempo-premium', ahead, now, passes['premium-1m'].months)).toEqual(
      new Date('2026-07-30T00:00:00Z'),
    );
    // A stale date on a free (e.g. revoked) account does not count.
    expect(expiryAfterPurchase('free', ahead, now, passes['premium-1m'].months)).toEqual(
      new Date('2026-02-28T10:00:00Z'),
    );
  });
});

describe('passes', () => {
  it('are priced in integer minor units', () => {
    for (const pass of Object.values(passes)) expect(Number.isInteger(pass.amount)).toBe(true);
  });
  it('are recognised by id only', () => {
    expect(isPassId('premium-12m')).toBe(true);
    expect(isPassId('premium-99m')).toBe(false);
    expect(isPassId(7)).toBe(false);
  });
});

describe('premiumRequiredMessage', () => {
  it('reads right for plural and singular feature names alike', () => {
    expect(premiumRequiredMessage('statsConsoles')).toBe(
      'Tempo Premium includes the stats consoles (player statistics).',
    );
    expect(premiumRequiredMessage('playoffs')).toBe('Tempo Premium includes playoff brackets.');
    expect(premiumRequiredMessage('moreTournaments')).toBe(
      'Tempo Premium includes more than one tournament.',
    );
    for (const feature of Object.keys(premiumFeatures) as PremiumFeature[]) {
      expect(premiumRequiredMessage(feature)).not.toMatch(/ is part of /);
    }
  });
});
