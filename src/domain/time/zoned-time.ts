// Wall-clock time in an IANA time zone ⇄ the instant it names, with Intl only, so the server
// (schedule generator, game checks) and the browser (game forms) read a venue's clock the same
// way. Around a daylight-saving change a local time can be missing (spring forward: 02:30 does
// not happen) or happen twice (fall back); like Temporal's "compatible" rule, a missing time
// moves forward by the size of the gap and a doubled time takes the earlier instant.

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallParts(instantMs: number, timeZone: string): WallParts {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out as unknown as WallParts;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (local − UTC). */
function zoneOffset(instantMs: number, timeZone: string): number {
  const p = wallParts(instantMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** `date` 'YYYY-MM-DD' and `time` 'HH:MM' on the zone's clock → the instant. */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Offsets are within ±14 h, so a day either side brackets the instant: any change of offset
  // near it lies between these two samples.
  const before = zoneOffset(wall - DAY_MS, timeZone);
  const after = zoneOffset(wall + DAY_MS, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - zoneOffset(instant, timeZone) === instant)
    .sort((a, b) => a - b);
  // No valid instant: the time falls in a spring-forward gap; the offset before it moves it on.
  return new Date(valid[0] ?? wall - before);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date 'YYYY-MM-DD' and time 'HH:MM' on the zone's clock at that instant. */
export function instantToZonedTime(
  instant: Date,
  timeZone: string,
): { date: string; time: string } {
  const p = wallParts(instant.getTime(), timeZone);
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}
