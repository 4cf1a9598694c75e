// Why an event was not recorded, in the scorer's language: the game rules' and the server's
// refusals come as a code with its values (domain/game/refusal.ts), and players are named from
// the game's rosters as the consoles show them elsewhere ("#7 Ada Stone"), teams by their names.
import type { LiveGame } from '../../../../contract/live-games.ts';
import { formatClock } from '../../../../domain/game/clock.ts';
import type { TeamSide } from '../../../../domain/game/events.ts';
import type { EventRefusal } from '../../../../domain/game/refusal.ts';
import { otherSide } from '../../../../domain/game/score.ts';
import type { RulePresetId } from '../../../../domain/season/rules.ts';
import { periodShort } from '../../../../i18n/basketball-words.ts';
import { nameOf, pageWords, teamName, type Words } from './event-text.ts';

/** A refusal from the rules or the server, or a sentence already in the page's language. */
export type RefusalReason = string | EventRefusal;

/** The reason in `words`' language (the page's by default), players named from `game`. */
export function refusalText(
  game: LiveGame | null,
  reason: RefusalReason,
  words: Words = pageWords(),
): string {
  if (typeof reason === 'string') return reason;
  const { t } = words;
  const player = nameOf(words, game);
  const team = (side: TeamSide) => teamName(words, game, side);
  const rulebook = (rules: RulePresetId) => t(`refusal.rulebook.${rules}`);
  switch (reason.code) {
    case 'overtime-no-clock':
      return t('refusal.overtime-no-clock', { points: reason.pointsToWin });
    case 'clock-over-period':
      return t('refusal.clock-over-period', { minutes: reason.minutes });
    case 'score-below-zero':
      return t('refusal.score-below-zero', { team: team(reason.team) });
    case 'play-outside-period':
      return t('refusal.play-outside-period', {
        clock: formatClock(reason.clockMs, { showTenthsLastMinute: false }),
        period: periodShort(words.common, reason.period, game?.rules ?? { periods: 4 }),
        minutes: reason.minutes,
      });
    case 'shot-value':
      return t('refusal.shot-value', {
        player: player(reason.playerId),
        rulebook: rulebook(reason.rules),
        first: reason.values[0],
        second: reason.values[1],
        points: reason.points,
      });
    case 'free-throw-value':
      return t('refusal.free-throw-value', {
        player: player(reason.playerId),
        rulebook: rulebook(reason.rules),
        max: reason.max,
        points: reason.points,
      });
    case 'self-assist':
    case 'assist-on-miss':
      return t(`refusal.${reason.code}`, { play: reason.play });
    case 'player-other-team':
      return t('refusal.player-other-team', {
        player: player(reason.playerId),
        otherTeam: team(otherSide(reason.team)),
        team: team(reason.team),
      });
    case 'player-not-on-roster':
    case 'fouled-teammate':
    case 'fouled-not-on-roster':
      return t(`refusal.${reason.code}`, {
        player: player(reason.playerId),
        team: team(reason.team),
      });
    case 'foul-without-player':
      return t('refusal.foul-without-player', { offender: reason.offender });
    case 'already-on-court':
    case 'not-on-court':
      return t(`refusal.${reason.code}`, { player: player(reason.playerId) });
    case 'too-many-on-court':
      return t('refusal.too-many-on-court', {
        team: team(reason.team),
        count: reason.count,
        max: reason.max,
      });
    case 'lineup-too-large':
      return t('refusal.lineup-too-large', { count: reason.count, max: reason.max });
    case 'log-full':
      return t('refusal.log-full', { max: reason.max });
    case 'malformed-event':
      return t('refusal.malformed-event', { detail: reason.detail });
    default:
      // The refusals whose sentence needs no values.
      return t(`refusal.${reason.code}`);
  }
}
