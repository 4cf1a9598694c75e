import { describe, expect, it } from 'vitest';
import { parseClockInput } from './clock-input.ts';

describe('parseClockInput', () => {
  it('reads minutes:seconds, tenths and plain seconds', () => {
    expect(parseClockInput('7:32')).toBe(452_000);
    expect(parseClockInput(' 0:45.3 ')).toBe(45_300);
    expect(parseClockInput('10:00')).toBe(600_000);
    expect(parseClockInput('45,3')).toBe(45_300);
    expect(parseClockInput('452')).toBe(452_000);
  });

  it('refuses what is not a time', () => {
    expect(parseClockInput('')).toBeNull();
    expect(parseClockInput('7:75')).toBeNull();
    expect(parseClockInput('ten')).toBeNull();
    expect(parseClockInput('1:2:3')).toBeNull();
    expect(parseClockInput('0:45.35')).toBeNull();
  });
});
