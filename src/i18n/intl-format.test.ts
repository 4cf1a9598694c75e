import { describe, expect, it } from 'vitest';
import { passes } from '../domain/plans/plans.ts';
import { compareNames, formatCurrency } from './intl-format.ts';

describe('Intl formatting', () => {
  it('writes a pass price from its integer minor units, only for display', () => {
    expect(formatCurrency('en-US', passes['premium-1m'].amount, 'usd')).toBe('$9.99');
    expect(formatCurrency('en-US', passes['premium-12m'].amount, 'usd')).toBe('$79.00');
  });

  it('sorts names the language’s way, with one collator per language', () => {
    expect(['Smith', 'Ñúñez', 'Núñez'].sort(compareNames('es'))).toEqual([
      'Núñez',
      'Ñúñez',
      'Smith',
    ]);
    expect(compareNames('es')).toBe(compareNames('es'));
  });
});
