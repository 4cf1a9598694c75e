import { describe, expect, it } from 'vitest';
import { isShorterThan } from './payload-size.ts';

describe('isShorterThan', () => {
  it('measures Buffers by their length', () => {
    expect(isShorterThan(Buffer.alloc(1023), 1024)).toBe(true);
    expect(isShorterThan(Buffer.alloc(1024), 1024)).toBe(false);
  });

  it('settles short and long strings by their length alone', () => {
    expect(isShorterThan('a'.repeat(341), 1024)).toBe(true);
    expect(isShorterThan('é'.repeat(1024), 1024)).toBe(false);
  });

  it('counts UTF-8 bytes when the length leaves it open', () => {
    // 500 two-byte letters are 1,000 bytes; 600 are 1,200; 400 three-byte ones are 1,200.
    expect(isShorterThan('é'.repeat(500), 1024)).toBe(true);
    expect(isShorterThan('é'.repeat(600), 1024)).toBe(false);
    expect(isShorterThan('€'.repeat(400), 1024)).toBe(false);
    expect(isShorterThan('a'.repeat(1023), 1024)).toBe(true);
    // A surrogate pair: 2 code units, 4 bytes.
    expect(isShorterThan('😀'.repeat(256), 1024)).toBe(false);
    expect(isShorterThan('😀'.repeat(255), 1024)).toBe(true);
  });
});
