// What each console may log, as the server judges it (ingest's consoleReason): the time-only
// console the clocks, periods and the game's start and end; the time & score console anything
// but player statistics. Their undo buttons offer only what they may take back.
import { isStatEvent, timekeepingTypes, type GameEvent } from '../../../../domain/game/events.ts';

const timekeeping = new Set<string>(timekeepingTypes);

export function isTimekeeping(event: GameEvent): boolean {
  return timekeeping.has(event.type);
}

export function isTimekeepingOrScoreboard(event: GameEvent): boolean {
  return !isStatEvent(event) && event.type !== 'score-source';
}
