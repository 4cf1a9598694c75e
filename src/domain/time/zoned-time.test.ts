import { describe, expect, it } from 'vitest';
import { instantToZonedTime, isTimeZone, zonedTimeToInstant } from './zoned-time.ts';

const at = (date: string, time: string, zone: string) =>
  zonedTimeToInstant(date, time, zone).toISOString();

describe('zonedTimeToInstant', () => {
  it('reads winter and summer times of a zone with daylight saving', () => {
    expect(at('2026-01-15', '19:30', 'Europe/Madrid')).toBe('2026-01-15T18:30:00.000Z');
    expect(at('2026-07-15', '19:30', 'Europe/Madrid')).toBe('2026-07-15T17:30:00.000Z');
    expect(at('2026-07-15', '19:30', 'America/New_York')).toBe('2026-07-15T23:30:00.000Z');
    expect(at('2026-12-15', '19:30', 'America/New_York')).toBe('2026-12-16T00:30:00.000Z');
  });

  it('uses the new offset on the very day of the change', () => {
    // Europe moves to summer time on 29 March 2026 at 02:00 local.
    expect(at('2026-03-29', '01:30', 'Europe/Madrid')).toBe('2026-03-29T00:30:00.000Z');
    expect(at('2026-03-29', '10:00', 'Europe/Madrid')).toBe('2026-03-29T08:00:00.000Z');
    expect(at('2026-03-29', '03:30', 'Europe/Madrid')).toBe('2026-03-29T01:30:00.000Z');
    // …and back on 25 October 2026 at 03:00 local.
    expect(at('2026-10-25', '10:00', 'Europe/Madrid')).toBe('2026-10-25T09:00:00.000Z');
  });

  it('moves a time that does not exist forward by the gap', () => {
    expect(at('2026-03-29', '02:30', 'Europe/Madrid')).toBe('2026-03-29T01:30:00.000Z');
    expect(at('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('takes the earlier of a time that happens twice', () => {
    expect(at('2026-10-25', '02:30', 'Europe/Madrid')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('handles zones without daylight saving and with half-hour offsets', () => {
    expect(at('2026-06-01', '12:00', 'UTC')).toBe('2026-06-01T12:00:00.000Z');
    expect(at('2026-06-01', '12:00', 'Asia/Kolkata')).toBe('2026-06-01T06:30:00.000Z');
  });

  it('knows real zones from typos', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Europe/Madird')).toBe(false);
  });
});

describe('instantToZonedTime', () => {
  it('reads an instant on the zone’s clock', () => {
    expect(instantToZonedTime(new Date('2026-07-04T17:30:00.000Z'), 'Europe/Madrid')).toEqual({
      date: '2026-07-04',
      time: '19:30',
    });
    expect(instantToZonedTime(new Date('2026-07-04T02:30:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-07-03',
      time: '19:30',
    });
  });

  it('gives back the wall-clock time every instant was made from', () => {
    for (const [date, time, zone] of [
      ['2026-03-29', '03:30', 'Europe/Madrid'],
      ['2026-10-25', '02:30', 'Europe/Madrid'],
      ['2026-11-01', '01:30', 'America/New_York'],
      ['2026-06-01', '12:00', 'Asia/Kolkata'],
    ] as const) {
      expect(instantToZonedTime(zonedTimeToInstant(date, time, zone), zone)).toEqual({
        date,
        time,
      });
    }
  });
});
