import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('drops the least recently used entry beyond its size', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect([...map].map(([k]) => k)).toEqual(['a', 'c']);
    expect(map.has('b')).toBe(false);
  });

  it('peek reads without changing the order; set on a known key refreshes it', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.peek('a')).toBe(1);
    map.set('c', 3);
    expect(map.has('a')).toBe(false);
    map.set('b', 20).set('d', 4);
    expect([...map]).toEqual([
      ['b', 20],
      ['d', 4],
    ]);
  });

  it('tells a stored undefined from a missing key, and refuses a size below one', () => {
    const map = new LruMap<string, undefined>(1);
    map.set('a', undefined);
    expect(map.has('a')).toBe(true);
    expect(map.size).toBe(1);
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
