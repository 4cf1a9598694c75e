// How an undo button names what it takes back, short enough for a button on a phone.
import type { LiveGame } from '../../../contract/live-games.ts';
import type { GameEvent } from '../../../domain/game/events.ts';
import { describeEvent } from './event-text.ts';

export function undoLabel(game: LiveGame, event: GameEvent): string {
  switch (event.type) {
    case 'score-adjust':
      return `${event.points > 0 ? '+' : ''}${event.points} ${game[event.team].shortName}`;
    case 'timeout':
      return `timeout ${game[event.team].shortName}`;
    case 'possession-arrow':
      return `arrow to ${game[event.team].shortName}`;
    case 'foul':
      if (event.playerId === null && event.offender === 'player') {
        return `team foul ${game[event.team].shortName}`;
      }
      return describeEvent(game, event);
    default:
      return describeEvent(game, event);
  }
}
