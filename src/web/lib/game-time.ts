// Games are stored as instants and shown in the game's own timezone (where it is played), not the
// viewer's: a schedule read from another country still says the time on the venue's clock. The
// conversion itself is the domain's, shared with the server's schedule generator; this file adds
// the browser's side (its zone, headings; the zone list is time-zone-names.ts) and the API's ISO strings.
import { instantToZonedTime, zonedTimeToInstant } from '../../domain/time/zoned-time.ts';
import { formatDateTime } from '../../i18n/intl-format.ts';

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The local date (YYYY-MM-DD) and time (HH:MM) on the zone's clock at that instant. */
export function wallClock(iso: string, timeZone: string): { date: string; time: string } {
  return instantToZonedTime(new Date(iso), timeZone);
}

/**
 * The instant (ISO, UTC) when the zone's clock shows `date` `time`. A time skipped by a DST
 * change resolves to the moment after the gap; a repeated hour resolves to its first occurrence.
 */
export function instantFromWallClock(date: string, time: string, timeZone: string): string {
  return zonedTimeToInstant(date, time, timeZone).toISOString();
}

/**
 * A YYYY-MM-DD date as a heading, in the language's order and words: "Saturday, September 12,
 * 2026", "sábado, 12 de septiembre de 2026".
 */
export function formatDayHeading(date: string, locale: string): string {
  return formatDateTime(locale, new Date(`${date}T00:00:00Z`), {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
