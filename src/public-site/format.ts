// Dates, clocks and numbers as the public pages print them, in the page's language (Intl through
// src/i18n). The server calls them with the venue's time zone, the browser again with the
// reader's own once hydrated.
import { periodShort } from '../i18n/basketball-words.ts';
import {
  formatDateTime,
  formatDecimal,
  formatInteger,
  formatPercent,
} from '../i18n/intl-format.ts';
import { publicPeriods, type Words } from './words.ts';

/** The reader's zone when known (in the browser), else the venue's (the server's first render). */
export type ZoneChoice = { readerZone: string | null };

export function zoneFor(venueZone: string, choice: ZoneChoice): string {
  return choice.readerZone ?? venueZone;
}

/** Zones checked once: a zone Intl does not know is written in UTC instead. */
const checkedZones = new Map<string, string>();

function safeZone(zone: string): string {
  let safe = checkedZones.get(zone);
  if (safe === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      safe = zone;
    } catch {
      safe = 'UTC';
    }
    checkedZones.set(zone, safe);
  }
  return safe;
}

/** "Sat 14 Mar, 10:30" in `zone`, with the zone's short name so a reader knows which clock. */
export function formatGameTime(words: Words, iso: string | null, zone: string): string {
  if (iso === null) return words.t('schedule.timeToBeAnnounced');
  return formatDateTime(words.locale, new Date(iso), {
    timeZone: safeZone(zone),
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** "Sat 14 Mar 2026": a day without a time (game logs). */
export function formatDay(locale: string, iso: string | null, zone: string): string {
  if (iso === null) return '—';
  return formatDateTime(locale, new Date(iso), {
    timeZone: safeZone(zone),
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** Game clock: "7:32", or "0:04.2" in the last minute, as the scoreboard shows it everywhere. */
export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  if (clamped < 60_000) return `0:${(clamped / 1000).toFixed(1).padStart(4, '0')}`;
  const seconds = Math.floor(clamped / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "Q3", "3C", "QT3"…, "OT1" after the regulation periods. */
export function periodLabel(words: Words, period: number): string {
  return periodShort(words.tc, period, publicPeriods);
}

/** One decimal for averages, none for whole numbers. */
export function formatStat(locale: string, value: number): string {
  return Number.isInteger(value) ? formatInteger(locale, value) : formatDecimal(locale, value);
}

/** A percentage as the payloads give it (45.5 for 45.5 %). */
export function formatPct(locale: string, value: number | null): string {
  return value === null ? '—' : formatPercent(locale, value / 100);
}
