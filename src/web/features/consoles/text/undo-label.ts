// How an undo button names what it takes back, short enough for a button on a phone.
import type { LiveGame } from '../../../../contract/live-games.ts';
import type { GameEvent } from '../../../../domain/game/events.ts';
import { describeEvent, type Words } from './event-text.ts';

export function undoLabel(words: Words, game: LiveGame, event: GameEvent): string {
  const { t } = words;
  switch (event.type) {
    case 'score-adjust':
      return t('undo.score', {
        points: `${event.points > 0 ? '+' : ''}${event.points}`,
        team: game[event.team].shortName,
      });
    case 'timeout':
      return t('undo.timeout', { team: game[event.team].shortName });
    case 'possession-arrow':
      return t('undo.arrow', { team: game[event.team].shortName });
    case 'foul':
      if (event.playerId === null && event.offender === 'player') {
        return t('undo.teamFoul', { team: game[event.team].shortName });
      }
      return describeEvent(game, event, words);
    default:
      return describeEvent(game, event, words);
  }
}
