// A game's date and time as the people at the venue read it: in the game's own timezone, named,
// whatever the viewer's device is set to.
import type { Game } from '../../contract/games.ts';

export function formatGameTime(scheduledAt: string | null, timeZone: string): string {
  if (!scheduledAt) return 'Time not set';
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
    return new Intl.DateTimeFormat('en', { ...options, timeZone }).format(instant);
  } catch {
    // A timezone this browser does not know: show UTC, and say so.
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(instant);
  }
}

export function scoreLine(game: Pick<Game, 'homeScore' | 'awayScore'>): string | null {
  if (game.homeScore == null || game.awayScore == null) return null;
  return `${game.homeScore} – ${game.awayScore}`;
}

export const gameStatusLabels: Record<Game['status'], string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  final: 'Final',
  cancelled: 'Cancelled',
  forfeit: 'Forfeit',
};

export const gameStatusColors: Record<Game['status'], string> = {
  scheduled: 'blue',
  live: 'red',
  final: 'gray',
  cancelled: 'yellow',
  forfeit: 'orange',
};
