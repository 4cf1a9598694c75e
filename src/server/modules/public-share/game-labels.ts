// How a public game reads in a few words, the same on the preview cards and in the embeds: the
// status ("LIVE Q3", "FINAL") and the start time at the venue, in the venue's own time zone (a
// card or an embed is read anywhere; the venue's clock is the one on the tickets).
import type { PublicGame } from '../../../contract/public-league.ts';

/** "Q3" for the fourth period and before, "OT1", "OT2"… after it. */
export function periodLabel(period: number): string {
  return period <= 4 ? `Q${period}` : `OT${period - 4}`;
}

/** The status as a short label, or null for a game still to be played (show its time instead). */
export function statusLabel(game: Pick<PublicGame, 'status' | 'period'>): string | null {
  switch (game.status) {
    case 'live':
      return game.period ? `LIVE ${periodLabel(game.period)}` : 'LIVE';
    case 'final':
      return 'FINAL';
    case 'forfeit':
      return 'FORFEIT';
    case 'cancelled':
      return 'CANCELLED';
    case 'scheduled':
      return null;
  }
}

function formatIn(timeZone: string, options: Intl.DateTimeFormatOptions, at: Date): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(at);
  } catch {
    // A zone this Node does not know: UTC, said so.
    return `${new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(at)} UTC`;
  }
}

/** "Sat 4 Jul" at the venue, or "Date to be set". */
export function dayText(scheduledAt: string | null, timeZone: string): string {
  if (!scheduledAt) return 'Date to be set';
  return formatIn(
    timeZone,
    { weekday: 'short', day: 'numeric', month: 'short' },
    new Date(scheduledAt),
  );
}

/** "19:30" at the venue, or an empty string without a date. */
export function timeText(scheduledAt: string | null, timeZone: string): string {
  if (!scheduledAt) return '';
  return formatIn(
    timeZone,
    { hour: '2-digit', minute: '2-digit', hour12: false },
    new Date(scheduledAt),
  );
}

/** Whether the game has a score to show (it started, or a result was entered). */
export function hasScore(game: PublicGame): boolean {
  return game.status !== 'scheduled' && game.homeScore !== null && game.awayScore !== null;
}
