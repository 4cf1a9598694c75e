// Games are stored as instants and shown in the game's own timezone (where it is played), not the
// viewer's: a schedule read from another country still says the time on the venue's clock.

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

function parts(instant: Date, timeZone: string) {
  const out: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  for (const part of format.formatToParts(instant)) out[part.type] = part.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour),
    minute: Number(out.minute),
    second: Number(out.second),
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at that instant. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (instant.getTime() - instant.getUTCMilliseconds());
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date (YYYY-MM-DD) and time (HH:MM) on the zone's clock at that instant. */
export function wallClock(iso: string, timeZone: string): { date: string; time: string } {
  const p = parts(new Date(iso), timeZone);
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}

/**
 * The instant (ISO, UTC) when the zone's clock shows `date` `time`. A time skipped by a DST
 * change resolves to the moment after the gap; a repeated hour resolves to its first occurrence.
 */
export function instantFromWallClock(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const day = 24 * 3600 * 1000;
  const before = offsetAt(new Date(wall - day), timeZone);
  const after = offsetAt(new Date(wall + day), timeZone);
  const fits = (instant: number) => {
    const back = wallClock(new Date(instant).toISOString(), timeZone);
    return back.date === date && back.time === time;
  };
  const candidates = [wall - before, wall - after].filter(fits).sort((a, b) => a - b);
  const pick = candidates[0] ?? wall - before;
  return new Date(pick).toISOString();
}

/** "Saturday, 12 September 2026" for a YYYY-MM-DD date heading. */
export function formatDayHeading(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}
