// Turns what an operator pressed into a full log event: a fresh client id (so a retry never counts
// twice), and the period and game-clock time it happened at, read from the console's own state.
import { clockRemaining } from '../../../../domain/game/clock.ts';
import type { ClockReading, GameEvent } from '../../../../domain/game/events.ts';
import type { ClockState } from '../../../../domain/game/state.ts';
import { clampMs, newClientId } from '../../../lib/live/stamp-event.ts';

// Made in lib/live, where the operators' monitor takes them too.
export { newClientId, stamp } from '../../../lib/live/stamp-event.ts';

/** The reading a clock event carries: the time left at a server instant. */
export function reading(remainingMs: number, serverNow: number): ClockReading {
  return { remainingMs: clampMs(remainingMs), serverMs: Math.max(0, Math.round(serverNow)) };
}

/** What a clock shows now, as a reading. */
export function readClock(clock: ClockState, serverNow: number): ClockReading {
  return reading(clockRemaining(clock, serverNow), serverNow);
}

/**
 * The replacement of an edited play: a new id, the original's moment of the game (and instant),
 * and a missed shot loses its assist.
 */
export function replacementOf(original: GameEvent, edited: GameEvent): GameEvent {
  const next: GameEvent = {
    ...edited,
    clientId: newClientId(),
    period: original.period,
    clockMs: original.clockMs,
  };
  if (original.at !== undefined) next.at = original.at;
  if (next.type === 'shot' && (!next.made || next.assistPlayerId === undefined)) {
    const { assistPlayerId: _drop, ...rest } = next;
    return rest;
  }
  return next;
}
