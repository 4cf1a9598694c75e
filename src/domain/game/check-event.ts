// Validation of incoming events: what the server refuses to log, and what a console refuses to
// record before it even queues an event. Deliberately forgiving about order (offline consoles send
// late events): only what can never be right is refused.
import { maxFreeThrowPointsOf, playersOnCourtOf, shotValuesOf } from '../season/rules.ts';
import { isUntimedPeriod, periodLengthMs } from './clock.ts';
import { playerPlayTypes, type EventType, type GameEvent, type TeamSide } from './events.ts';
import type { EventRefusal } from './refusal.ts';
import { otherSide } from './score.ts';
import type { GameSetup, GameState } from './state.ts';
import { isTimedPlay } from './timeline.ts';

const needsStartedGame = new Set<EventType>([
  ...playerPlayTypes,
  'game-end',
  'period-end',
  'score-adjust',
  'foul',
  'timeout',
  'substitution',
]);

function checkPlayer(setup: GameSetup, team: TeamSide, playerId: string): EventRefusal | null {
  if (setup.rosters[team].includes(playerId)) return null;
  if (setup.rosters[otherSide(team)].includes(playerId)) {
    return { code: 'player-other-team', playerId, team };
  }
  return { code: 'player-not-on-roster', playerId, team };
}

/**
 * Why an event cannot be logged, as a code with its values (refusal.ts says it in English), or
 * null when it can.
 * `seenClientIds`: the client ids already in the game's log. Deliberately forgiving about order
 * (offline consoles send late events): only what can never be right is refused.
 */
export function checkEvent(
  setup: GameSetup,
  state: GameState,
  event: GameEvent,
  seenClientIds: ReadonlySet<string>,
): EventRefusal | null {
  if (seenClientIds.has(event.clientId)) return { code: 'already-recorded' };
  if (event.type === 'void') {
    if (!seenClientIds.has(event.targetClientId)) {
      return { code: 'undo-target-missing' };
    }
    if (state.voided.includes(event.targetClientId)) return { code: 'already-undone' };
    return null;
  }
  if (state.status === 'final') {
    return { code: 'game-over' };
  }
  if (state.status === 'scheduled' && needsStartedGame.has(event.type)) {
    return { code: 'game-not-started' };
  }
  const rules = setup.rules;
  if (isTimedPlay(event.type)) {
    const length = periodLengthMs(rules, event.period);
    if (event.clockMs > length) {
      return {
        code: 'play-outside-period',
        period: event.period,
        clockMs: event.clockMs,
        minutes: length / 60_000,
      };
    }
  }
  switch (event.type) {
    case 'clock-start':
    case 'clock-stop':
    case 'clock-set': {
      const { overtimePointsToWin } = rules;
      // An untimed period is one with a winning score (isUntimedPeriod).
      if (
        event.type !== 'clock-stop' &&
        overtimePointsToWin !== undefined &&
        isUntimedPeriod(rules, event.period)
      ) {
        return { code: 'overtime-no-clock', pointsToWin: overtimePointsToWin };
      }
      // Either period's length: a console may still be on the period the server just left.
      const length = Math.max(
        periodLengthMs(rules, event.period),
        periodLengthMs(rules, Math.max(state.period, 1)),
      );
      if (event.remainingMs > length) {
        return { code: 'clock-over-period', minutes: length / 60_000 };
      }
      return null;
    }
    case 'score-adjust':
      if (state.consoleScore[event.team] + event.points < 0) {
        return { code: 'score-below-zero', team: event.team };
      }
      return null;
    case 'shot': {
      const values = shotValuesOf(rules);
      if (!(values as readonly number[]).includes(event.points)) {
        return {
          code: 'shot-value',
          playerId: event.playerId,
          rules: rules.preset,
          values: [values[0], values[1]],
          points: event.points,
        };
      }
      if (event.assistPlayerId !== undefined) {
        if (event.assistPlayerId === event.playerId) {
          return { code: 'self-assist', play: 'shot' };
        }
        if (!event.made) return { code: 'assist-on-miss', play: 'shot' };
        const assist = checkPlayer(setup, event.team, event.assistPlayerId);
        if (assist !== null) return assist;
      }
      return checkPlayer(setup, event.team, event.playerId);
    }
    case 'free-throw': {
      const max = maxFreeThrowPointsOf(rules);
      if ((event.points ?? 1) > max) {
        return {
          code: 'free-throw-value',
          playerId: event.playerId,
          rules: rules.preset,
          max,
          points: event.points ?? 1,
        };
      }
      if (event.assistPlayerId !== undefined) {
        if (event.assistPlayerId === event.playerId) {
          return { code: 'self-assist', play: 'free-throw' };
        }
        if (!event.made) return { code: 'assist-on-miss', play: 'free-throw' };
        const assist = checkPlayer(setup, event.team, event.assistPlayerId);
        if (assist !== null) return assist;
      }
      return checkPlayer(setup, event.team, event.playerId);
    }
    case 'steal':
    case 'block':
      return checkPlayer(setup, event.team, event.playerId);
    case 'rebound':
      if (event.deadBall === true && event.playerId !== null) {
        return { code: 'dead-ball-rebound-player' };
      }
      return event.playerId === null ? null : checkPlayer(setup, event.team, event.playerId);
    case 'turnover':
      return event.playerId === null ? null : checkPlayer(setup, event.team, event.playerId);
    case 'foul': {
      if (event.drawnByPlayerId !== undefined) {
        const drawnBy = event.drawnByPlayerId;
        const drawn = checkPlayer(setup, otherSide(event.team), drawnBy);
        if (drawn?.code === 'player-other-team') {
          return { code: 'fouled-teammate', playerId: drawnBy, team: event.team };
        }
        if (drawn !== null) {
          return { code: 'fouled-not-on-roster', playerId: drawnBy, team: otherSide(event.team) };
        }
      }
      if (event.offender === 'team' && event.kind !== 'technical') {
        return { code: 'team-foul-not-technical' };
      }
      if (event.offender !== 'player') {
        return event.playerId === null
          ? null
          : { code: 'foul-without-player', offender: event.offender };
      }
      return event.playerId === null ? null : checkPlayer(setup, event.team, event.playerId);
    }
    case 'substitution': {
      if (event.playersIn.length === 0 && event.playersOut.length === 0) {
        return { code: 'substitution-empty' };
      }
      const all = [...event.playersIn, ...event.playersOut];
      if (new Set(all).size !== all.length) {
        return { code: 'substitution-duplicate' };
      }
      for (const id of all) {
        const bad = checkPlayer(setup, event.team, id);
        if (bad !== null) return bad;
      }
      const onCourt = state.onCourt[event.team];
      if (onCourt.length > 0) {
        for (const id of event.playersIn) {
          if (onCourt.includes(id)) return { code: 'already-on-court', playerId: id };
        }
        for (const id of event.playersOut) {
          if (!onCourt.includes(id)) return { code: 'not-on-court', playerId: id };
        }
      }
      const after = onCourt.length - event.playersOut.length + event.playersIn.length;
      if (after > playersOnCourtOf(rules)) {
        return {
          code: 'too-many-on-court',
          team: event.team,
          count: after,
          max: playersOnCourtOf(rules),
        };
      }
      return null;
    }
    case 'starting-lineup': {
      if (new Set(event.playerIds).size !== event.playerIds.length) {
        return { code: 'lineup-duplicate' };
      }
      if (event.playerIds.length > playersOnCourtOf(rules)) {
        return {
          code: 'lineup-too-large',
          count: event.playerIds.length,
          max: playersOnCourtOf(rules),
        };
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
