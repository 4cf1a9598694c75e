import { describe, expect, it } from 'vitest';
import { filenameOf, percentOf } from './download.ts';

describe('download helpers', () => {
  it('prefers the UTF-8 filename*, then filename, then the fallback', () => {
    expect(
      filenameOf(
        `attachment; filename="Liga-Penarol.csv"; filename*=UTF-8''Liga%20Pe%C3%B1arol.csv`,
        'x.csv',
      ),
    ).toBe('Liga Peñarol.csv');
    expect(filenameOf('attachment; filename="sheet.pdf"', 'x.pdf')).toBe('sheet.pdf');
    expect(filenameOf('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(filenameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe('x.csv');
    expect(filenameOf(null, 'x.csv')).toBe('x.csv');
  });

  it('gives a percent only when the size is known', () => {
    expect(percentOf({ loaded: 50, total: 200 })).toBe(25);
    expect(percentOf({ loaded: 300, total: 200 })).toBe(100);
    expect(percentOf({ loaded: 50, total: null })).toBeNull();
    expect(percentOf({ loaded: 0, total: 0 })).toBeNull();
  });
});
