// iCalendar (RFC 5545) text for a season's schedule feed: the escaping of TEXT values, the folding
// of lines longer than 75 octets, UTC date-times, and one VEVENT per game. Calendar apps replace
// an event they already hold when a new copy has the same UID and a higher SEQUENCE, so a moved
// or cancelled game updates in place instead of appearing twice.
import { displayText } from '../text/display-text.ts';

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/**
 * TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. TEXT may hold no
 * other control character, and a name stored with one (or with a direction override) is shown
 * without it (text/display-text.ts).
 */
export function escapeText(value: string): string {
  return displayText(value)
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line into chunks of at most 75 octets (UTF-8), each continuation starting with
 * one space (RFC 5545 §3.1). A multi-byte character is never split across two lines.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line may hold 75 octets; the others 74 after their leading space.
  let room = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
      room = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 20260704T173000Z: a UTC DATE-TIME, whole seconds. */
export function icalDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string | null;
  status: 'CONFIRMED' | 'CANCELLED';
  sequence: number;
  lastModified: Date;
}

export interface Calendar {
  prodId: string;
  name: string;
  /** The moment the feed was made (DTSTAMP of every event). */
  stamp: Date;
  events: readonly CalendarEvent[];
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`) + CRLF;
}

export function buildCalendar(calendar: Calendar): string {
  let out = '';
  out += property('BEGIN', 'VCALENDAR');
  out += property('VERSION', '2.0');
  out += property('PRODID', calendar.prodId);
  out += property('CALSCALE', 'GREGORIAN');
  out += property('METHOD', 'PUBLISH');
  out += property('X-WR-CALNAME', escapeText(calendar.name));
  for (const e of calendar.events) {
    out += property('BEGIN', 'VEVENT');
    out += property('UID', e.uid);
    out += property('DTSTAMP', icalDateTime(calendar.stamp));
    out += property('DTSTART', icalDateTime(e.start));
    out += property('DTEND', icalDateTime(e.end));
    out += property('SUMMARY', escapeText(e.summary));
    if (e.location) out += property('LOCATION', escapeText(e.location));
    if (e.description) out += property('DESCRIPTION', escapeText(e.description));
    if (e.url) out += property('URL', e.url);
    out += property('STATUS', e.status);
    out += property('SEQUENCE', String(e.sequence));
    out += property('LAST-MODIFIED', icalDateTime(e.lastModified));
    out += property('END', 'VEVENT');
  }
  out += property('END', 'VCALENDAR');
  return out;
}

/**
 * How long a game is blocked out in the calendar: regulation time doubled (stoppages, timeouts,
 * breaks: a 40-minute game takes about 1.5–2 hours) plus 15 minutes for warm-up.
 */
export function gameDurationMinutes(rules: { periods: number; periodMinutes: number }): number {
  return rules.periods * rules.periodMinutes * 2 + 15;
}

/**
 * SEQUENCE from the game's last change: whole seconds since 2024-01-01, so every later change
 * gets a higher number without storing a counter (RFC 5545 asks only that it grows).
 */
export function sequenceOf(updatedAt: Date): number {
  return Math.max(0, Math.floor((updatedAt.getTime() - Date.UTC(2024, 0, 1)) / 1000));
}
