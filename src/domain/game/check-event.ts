// Validation of incoming events: what the server refuses to log, and what a console refuses to
// record before it even queues an event. Deliberately forgiving about order (offline consoles send
// late events): only what can never be right is refused.
import { playersOnCourtOf, shotValuesOf } from '../season/rules.ts';
import { isUntimedPeriod, periodLengthMs } from './clock.ts';
import { playerPlayTypes, type EventType, type GameEvent, type TeamSide } from './events.ts';
import { otherSide } from './score.ts';
import type { GameSetup, GameState } from './state.ts';

const needsStartedGame = new Set<EventType>([
  ...playerPlayTypes,
  'game-end',
  'period-end',
  'score-adjust',
  'foul',
  'timeout',
  'substitution',
]);

function teamName(team: TeamSide): string {
  return team === 'home' ? 'home team' : 'away team';
}

function checkPlayer(setup: GameSetup, team: TeamSide, playerId: string): string | null {
  if (setup.rosters[team].includes(playerId)) return null;
  if (setup.rosters[otherSide(team)].includes(playerId)) {
    return `Player ${playerId} plays for the ${teamName(otherSide(team))}, not the ${teamName(team)}.`;
  }
  return `Player ${playerId} is not on the ${teamName(team)}'s roster.`;
}

/**
 * Why an event cannot be logged, in a sentence a scorekeeper understands, or null when it can.
 * `seenClientIds`: the client ids already in the game's log. Deliberately forgiving about order
 * (offline consoles send late events): only what can never be right is refused.
 */
export function checkEvent(
  setup: GameSetup,
  state: GameState,
  event: GameEvent,
  seenClientIds: ReadonlySet<string>,
): string | null {
  if (seenClientIds.has(event.clientId)) return 'This event was already recorded.';
  if (event.type === 'void') {
    if (!seenClientIds.has(event.targetClientId)) {
      return 'The event to undo is not in this game’s log.';
    }
    if (state.voided.includes(event.targetClientId)) return 'That event was already undone.';
    return null;
  }
  if (state.status === 'final') {
    return 'The game is over: only corrections (undo) can be recorded now.';
  }
  if (state.status === 'scheduled' && needsStartedGame.has(event.type)) {
    return 'The game has not started yet: start the game first.';
  }
  const rules = setup.rules;
  switch (event.type) {
    case 'clock-start':
    case 'clock-stop':
    case 'clock-set': {
      if (event.type !== 'clock-stop' && isUntimedPeriod(rules, event.period)) {
        return `Overtime has no game clock: the first team to score ${rules.overtimePointsToWin} points wins. Run the shot clock alone.`;
      }
      // Either period's length: a console may still be on the period the server just left.
      const length = Math.max(
        periodLengthMs(rules, event.period),
        periodLengthMs(rules, Math.max(state.period, 1)),
      );
      if (event.remainingMs > length) {
        return `The clock cannot show more than the period’s ${length / 60_000} minutes.`;
      }
      return null;
    }
    case 'score-adjust':
      if (state.consoleScore[event.team] + event.points < 0) {
        return `The ${teamName(event.team)}’s score is already 0.`;
      }
      return null;
    case 'shot': {
      const values = shotValuesOf(rules);
      if (!(values as readonly number[]).includes(event.points)) {
        return `A field goal in this game is worth ${values[0]} or ${values[1]} points, not ${event.points}.`;
      }
      if (event.assistPlayerId !== undefined) {
        if (event.assistPlayerId === event.playerId) {
          return 'A player cannot assist their own shot.';
        }
        if (!event.made) return 'Only a made shot can have an assist.';
        const assist = checkPlayer(setup, event.team, event.assistPlayerId);
        if (assist !== null) return assist;
      }
      return checkPlayer(setup, event.team, event.playerId);
    }
    case 'free-throw':
      if (event.assistPlayerId !== undefined) {
        if (event.assistPlayerId === event.playerId) {
          return 'A player cannot assist their own free throw.';
        }
        if (!event.made) return 'Only a made free throw can have an assist.';
        const assist = checkPlayer(setup, event.team, event.assistPlayerId);
        if (assist !== null) return assist;
      }
      return checkPlayer(setup, event.team, event.playerId);
    case 'steal':
    case 'block':
      return checkPlayer(setup, event.team, event.playerId);
    case 'rebound':
      if (event.deadBall === true && event.playerId !== null) {
        return 'A dead-ball rebound is the team’s: leave the player out.';
      }
      return event.playerId === null ? null : checkPlayer(setup, event.team, event.playerId);
    case 'turnover':
      return event.playerId === null ? null : checkPlayer(setup, event.team, event.playerId);
    case 'foul': {
      if (event.drawnByPlayerId !== undefined) {
        const drawn = checkPlayer(setup, otherSide(event.team), event.drawnByPlayerId);
        if (drawn !== null) return `The fouled player must be an opponent: ${drawn}`;
      }
      if (event.offender === 'team' && event.kind !== 'technical') {
        return 'Only a technical foul can be charged to the team itself.';
      }
      if (event.offender !== 'player') {
        return event.playerId === null
          ? null
          : `A ${event.offender} foul is charged to no player: leave the player out.`;
      }
      return event.playerId === null ? null : checkPlayer(setup, event.team, event.playerId);
    }
    case 'substitution': {
      if (event.playersIn.length === 0 && event.playersOut.length === 0) {
        return 'A substitution needs at least one player coming in or going out.';
      }
      const all = [...event.playersIn, ...event.playersOut];
      if (new Set(all).size !== all.length) {
        return 'A player appears twice in this substitution.';
      }
      for (const id of all) {
        const bad = checkPlayer(setup, event.team, id);
        if (bad !== null) return bad;
      }
      const onCourt = state.onCourt[event.team];
      if (onCourt.length > 0) {
        for (const id of event.playersIn) {
          if (onCourt.includes(id)) return `Player ${id} is already on the court.`;
        }
        for (const id of event.playersOut) {
          if (!onCourt.includes(id)) return `Player ${id} is not on the court.`;
        }
      }
      const after = onCourt.length - event.playersOut.length + event.playersIn.length;
      if (after > playersOnCourtOf(rules)) {
        return `That leaves ${after} players of the ${teamName(event.team)} on court; this game plays ${playersOnCourtOf(rules)} at a time.`;
      }
      return null;
    }
    case 'starting-lineup': {
      if (new Set(event.playerIds).size !== event.playerIds.length) {
        return 'A player appears twice in this lineup.';
      }
      if (event.playerIds.length > playersOnCourtOf(rules)) {
        return `A starting lineup has at most ${playersOnCourtOf(rules)} players in this game, not ${event.playerIds.length}.`;
      }
      for (const id of event.playerIds) {
        const bad = checkPlayer(setup, event.team, id);
        if (bad !== null) return bad;
      }
      return null;
    }
    default:
      return null;
  }
}
