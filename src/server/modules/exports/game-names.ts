// How an exported game is named in a filename: team short names and the date at the venue.
import type { LiveGame } from '../../../contract/live-games.ts';
import { instantToZonedTime } from '../../../domain/time/zoned-time.ts';

/** "2026-07-04" in the game's time zone, or "" for a game with no date yet. */
function gameDate(game: Pick<LiveGame, 'scheduledAt' | 'timezone'>): string {
  if (!game.scheduledAt) return '';
  return instantToZonedTime(new Date(game.scheduledAt), game.timezone).date;
}

/** e.g. "HAW-OWL 2026-07-04 box score". */
export function gameFileName(game: LiveGame, what: string): string {
  return [`${game.home.shortName}-${game.away.shortName}`, gameDate(game), what]
    .filter(Boolean)
    .join(' ');
}
