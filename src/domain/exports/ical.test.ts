import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  escapeText,
  foldLine,
  gameDurationMinutes,
  icalDateTime,
  sequenceOf,
  type CalendarEvent,
} from './ical.ts';

const bytes = (s: string) => new TextEncoder().encode(s).length;

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'game-1@tempo.example',
  start: new Date('2026-07-04T17:30:00.000Z'),
  end: new Date('2026-07-04T19:05:00.000Z'),
  summary: 'Hawks vs Owls',
  location: 'Hall, Court 1',
  description: 'Round 1\nRegular season',
  url: 'https://tempo.example/g/1',
  status: 'CONFIRMED',
  sequence: 7,
  lastModified: new Date('2026-07-01T10:00:00.000Z'),
  ...over,
});

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('leaves out the control and direction characters TEXT may not hold, and keeps tabs', () => {
    expect(escapeText('Harbour\u0001 Hawks\u202e\tFC')).toBe('Harbour Hawks\tFC');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Dončić '.repeat(30)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(bytes(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding (remove CRLF + one space) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes UTC date-times', () => {
    expect(icalDateTime(new Date('2026-07-04T17:30:05.123Z'))).toBe('20260704T173005Z');
  });

  it('builds a calendar with one VEVENT per game, CRLF throughout', () => {
    const text = buildCalendar({
      prodId: '-//Tempo//Test//EN',
      name: 'City League – 2026',
      stamp: new Date('2026-07-02T08:00:00Z'),
      events: [event(), event({ uid: 'game-2@tempo.example', status: 'CANCELLED', location: '' })],
    });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tempo//Test//EN\r\n')).toBe(
      true,
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '').includes('\n')).toBe(false);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('X-WR-CALNAME:City League – 2026\r\n');
    expect(text).toContain('UID:game-1@tempo.example\r\nDTSTAMP:20260702T080000Z\r\n');
    expect(text).toContain('DTSTART:20260704T173000Z\r\nDTEND:20260704T190500Z\r\n');
    expect(text).toContain('LOCATION:Hall\\, Court 1\r\n');
    expect(text).toContain('DESCRIPTION:Round 1\\nRegular season\r\n');
    expect(text).toContain('STATUS:CANCELLED\r\n');
    expect(text).toContain('SEQUENCE:7\r\nLAST-MODIFIED:20260701T100000Z\r\n');
    // An empty location is left out rather than written empty.
    expect(text.split('BEGIN:VEVENT')[2]).not.toContain('LOCATION');
  });

  it('blocks out twice the playing time plus a warm-up', () => {
    expect(gameDurationMinutes({ periods: 4, periodMinutes: 10 })).toBe(95);
    expect(gameDurationMinutes({ periods: 4, periodMinutes: 12 })).toBe(111);
    expect(gameDurationMinutes({ periods: 2, periodMinutes: 20 })).toBe(95);
  });

  it('gives a later change a higher SEQUENCE', () => {
    const a = sequenceOf(new Date('2026-07-01T10:00:00Z'));
    const b = sequenceOf(new Date('2026-07-01T10:00:01Z'));
    expect(b).toBeGreaterThan(a);
    expect(Number.isInteger(a)).toBe(true);
    expect(a).toBeLessThan(2 ** 31);
  });
});
