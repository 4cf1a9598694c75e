// How a public game reads in a few words, the same on the preview cards and in the embeds, in the
// tournament's language: the status ("LIVE Q3", "FINAL") and the start time at the venue, in the
// venue's own time zone (a card or an embed is read anywhere; the venue's clock is the one on the
// tickets).
import type { PublicGame } from '../../../contract/public-league.ts';
import { formatDateTime } from '../../../i18n/intl-format.ts';
import { periodLabel } from '../../../public-site/format.ts';
import type { Words } from '../../../public-site/words.ts';

/** The status as a short label, or null for a game still to be played (show its time instead). */
export function statusLabel(
  words: Words,
  game: Pick<PublicGame, 'status' | 'period'>,
): string | null {
  const { t } = words;
  switch (game.status) {
    case 'live':
      return game.period
        ? t('card.livePeriod', { period: periodLabel(words, game.period) })
        : t('card.live');
    case 'final':
    case 'forfeit':
    case 'cancelled':
      return t(`card.${game.status}`);
    case 'scheduled':
      return null;
  }
}

function formatIn(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  at: Date,
): string {
  try {
    return formatDateTime(locale, at, { ...options, timeZone });
  } catch {
    // A zone this Node does not know: UTC, said so.
    return `${formatDateTime(locale, at, { ...options, timeZone: 'UTC' })} UTC`;
  }
}

/** "Sat 4 Jul" at the venue, or "Date to be set". */
export function dayText(words: Words, scheduledAt: string | null, timeZone: string): string {
  if (!scheduledAt) return words.t('card.dateToBeSet');
  return formatIn(
    words.locale,
    timeZone,
    { weekday: 'short', day: 'numeric', month: 'short' },
    new Date(scheduledAt),
  );
}

/** "19:30" at the venue, or an empty string without a date. */
export function timeText(locale: string, scheduledAt: string | null, timeZone: string): string {
  if (!scheduledAt) return '';
  return formatIn(
    locale,
    timeZone,
    { hour: '2-digit', minute: '2-digit', hour12: false },
    new Date(scheduledAt),
  );
}

/** Whether the game has a score to show (it started, or a result was entered). */
export function hasScore(game: PublicGame): boolean {
  return game.status !== 'scheduled' && game.homeScore !== null && game.awayScore !== null;
}
