import { describe, expect, it } from 'vitest';
import { instantFromWallClock, wallClock } from './game-time.ts';

describe('game times in the venue timezone', () => {
  it('turns a venue wall-clock time into the right instant, summer and winter', () => {
    expect(instantFromWallClock('2026-07-04', '19:30', 'Europe/Madrid')).toBe(
      '2026-07-04T17:30:00.000Z',
    );
    expect(instantFromWallClock('2026-12-04', '19:30', 'Europe/Madrid')).toBe(
      '2026-12-04T18:30:00.000Z',
    );
    expect(instantFromWallClock('2026-01-10', '09:00', 'America/New_York')).toBe(
      '2026-01-10T14:00:00.000Z',
    );
    expect(instantFromWallClock('2026-05-01', '00:15', 'UTC')).toBe('2026-05-01T00:15:00.000Z');
  });

  it('handles the days clocks change', () => {
    // Madrid skips 02:00–03:00 on 29 March 2026: 02:30 does not exist, 03:30 is CEST.
    expect(instantFromWallClock('2026-03-29', '03:30', 'Europe/Madrid')).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(instantFromWallClock('2026-03-29', '01:30', 'Europe/Madrid')).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    // 25 October 2026 repeats 02:00–03:00: the first 02:30 is CEST.
    expect(instantFromWallClock('2026-10-25', '02:30', 'Europe/Madrid')).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('reads an instant back on the venue clock', () => {
    expect(wallClock('2026-07-04T17:30:00.000Z', 'Europe/Madrid')).toEqual({
      date: '2026-07-04',
      time: '19:30',
    });
    expect(wallClock('2026-07-04T02:30:00Z', 'America/Los_Angeles')).toEqual({
      date: '2026-07-03',
      time: '19:30',
    });
  });
});
