import { describe, expect, it } from 'vitest';
import { instantFromWallClock, wallClock } from './game-time.ts';

// The DST rules are tested with the conversion in src/domain/time; these check the ISO strings
// the API sends and expects.
describe('game times in the venue timezone', () => {
  it('turns a venue wall-clock time into the API’s ISO instant', () => {
    expect(instantFromWallClock('2026-07-04', '19:30', 'Europe/Madrid')).toBe(
      '2026-07-04T17:30:00.000Z',
    );
    expect(instantFromWallClock('2026-01-10', '09:00', 'America/New_York')).toBe(
      '2026-01-10T14:00:00.000Z',
    );
  });

  it('reads an ISO instant back on the venue clock', () => {
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
