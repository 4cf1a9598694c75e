import { describe, expect, it } from 'vitest';
import { preferredCoding } from './compress-responses.ts';

describe('preferredCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['gzip; q=0.5 , br ; q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
  ])('%s → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });

  it.each([undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0', 'gzip;q=nonsense'])(
    'sends nothing compressed for %s',
    (header) => {
      expect(preferredCoding(header)).toBeUndefined();
    },
  );
});
