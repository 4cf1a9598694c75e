import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path.ts';

/** The dark modules a path fills, read back from its rectangles. */
function filled(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('qrPath', () => {
  it('fills exactly the dark modules of the code, with no quiet zone', () => {
    const url = 'http://192.168.1.20:3000/leagues/harbour-league';
    const { size, d } = qrPath(url);
    const code = encode(url, { ecc: 'M', border: 0 });
    expect(size).toBe(code.size);
    expect(filled(d, size)).toEqual(code.data);
    // The three finder patterns: the corners are dark, the module inside the first ring light.
    expect(filled(d, size)[0]![0]).toBe(true);
    expect(filled(d, size)[1]![1]).toBe(false);
    expect(filled(d, size)[0]![size - 1]).toBe(true);
  });

  it('grows with what it encodes', () => {
    expect(qrPath('a').size).toBe(21);
    expect(qrPath(`https://tempo.example/${'x'.repeat(100)}`).size).toBeGreaterThan(21);
  });
});
