// A game's date and time as the people at the venue read it: in the game's own timezone, named,
// whatever the viewer's device is set to.
import type { Game } from '../../contract/games.ts';
import { isTimeZone } from '../../domain/time/zoned-time.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { formatDateTime } from '../../i18n/intl-format.ts';
import type { Translate } from '../../i18n/translator.ts';

/** The management words, in the language the time is written in (`t.locale`). */
type ManageT = Translate<MessageKey<'manage'>>;

export function formatGameTime(t: ManageT, scheduledAt: string | null, timeZone: string): string {
  if (!scheduledAt) return t('games.time.notSet');
  const instant = new Date(scheduledAt);
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return formatDateTime(t.locale, instant, { ...options, timeZone });
  } catch {
    // A timezone this browser does not know: show UTC, and say so.
    return formatDateTime(t.locale, instant, { ...options, timeZone: 'UTC' });
  }
}

/**
 * The place a timezone is named after, as a person says it: "Madrid" for Europe/Madrid, "Buenos
 * Aires" for America/Argentina/Buenos_Aires; null for UTC and the Etc zones, which name no place.
 */
export function timeZonePlace(timeZone: string): string | null {
  const parts = timeZone.split('/');
  if (parts.length < 2 || parts[0] === 'Etc') return null;
  return parts.at(-1)!.replaceAll('_', ' ');
}

/**
 * A game's time with the place whose clock it is read on, once: "Sun, Oct 18, 2026, 09:15 PM
 * GMT+2 (Madrid time)", or "… 09:15 PM UTC" where the zone's short name already says it all.
 */
export function formatGameTimeAndPlace(
  t: ManageT,
  scheduledAt: string | null,
  timeZone: string,
): string {
  const time = formatGameTime(t, scheduledAt, timeZone);
  const place = timeZonePlace(timeZone);
  // A zone this browser does not know was shown in UTC: naming its place would mislead.
  return scheduledAt && place && isTimeZone(timeZone)
    ? t('games.time.withPlace', { time, place })
    : time;
}

export function scoreLine(game: Pick<Game, 'homeScore' | 'awayScore'>): string | null {
  if (game.homeScore == null || game.awayScore == null) return null;
  return `${game.homeScore} – ${game.awayScore}`;
}

export const gameStatusColors: Record<Game['status'], string> = {
  scheduled: 'blue',
  live: 'red',
  final: 'gray',
  cancelled: 'yellow',
  forfeit: 'orange',
};
