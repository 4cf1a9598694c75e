// Local wall-clock time at a venue → the instant it names, with Intl only. Around a daylight-
// saving change a local time can be missing (spring forward: 02:30 does not happen) or happen
// twice (fall back); like Temporal's "compatible" rule, a missing time moves forward by the
// size of the gap and a doubled time takes the earlier instant.

const HOUR_MS = 60 * 60 * 1000;
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

export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (local − UTC). */
export function zoneOffset(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** `date` 'YYYY-MM-DD' and `time` 'HH:MM' at the venue → the instant. */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d, hh, mm);
  const before = zoneOffset(wall - 12 * HOUR_MS, timeZone);
  const after = zoneOffset(wall + 12 * HOUR_MS, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - zoneOffset(instant, timeZone) === instant)
    .sort((a, b) => a - b);
  // No valid instant: the time falls in a spring-forward gap; the offset before it moves it on.
  return new Date(valid[0] ?? wall - before);
}
