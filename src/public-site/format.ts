// Dates, clocks and numbers as the public pages print them. Pure functions over Intl: the server
// calls them with the venue's time zone, the browser again with the reader's own once hydrated.

/** The reader's zone when known (in the browser), else the venue's (the server's first render). */
export type ZoneChoice = { readerZone: string | null };

export function zoneFor(venueZone: string, choice: ZoneChoice): string {
  return choice.readerZone ?? venueZone;
}

function safeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** "Sat 14 Mar, 10:30" in `zone`, with the zone's short name so a reader knows which clock. */
export function formatGameTime(iso: string | null, zone: string): string {
  if (iso === null) return 'Time to be announced';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: safeZone(zone),
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** "Sat 14 Mar 2026": a day without a time (game logs). */
export function formatDay(iso: string | null, zone: string): string {
  if (iso === null) return '—';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: safeZone(zone),
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

/** The calendar day of an instant in `zone`, as an ISO date: what the schedule filter compares. */
export function dayIn(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: safeZone(zone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** Game clock: "7:32", or "0:04.2" in the last minute, as the scoreboard shows it. */
export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  if (clamped < 60_000) return `0:${(clamped / 1000).toFixed(1).padStart(4, '0')}`;
  const seconds = Math.floor(clamped / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function periodLabel(period: number, regulationPeriods = 4): string {
  return period <= regulationPeriods ? `Q${period}` : `OT${period - regulationPeriods}`;
}

/** One decimal for averages, none for whole numbers. */
export function formatStat(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function formatPct(value: number | null): string {
  return value === null ? '—' : `${value.toFixed(1)}%`;
}

/** Minutes played from milliseconds: "23:40". */
export function formatMinutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
