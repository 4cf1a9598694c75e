// Turns what an operator pressed into a full log event: a fresh client id (so a retry never counts
// twice), and the period and game-clock time it happened at, read from the console's own state.
import { clockRemaining } from '../../../../domain/game/clock.ts';
import type { ClockReading, EventPayload, GameEvent } from '../../../../domain/game/events.ts';
import type { ClockState, GameState } from '../../../../domain/game/state.ts';

/** A random id; works outside secure contexts too (a venue laptop on plain http over the LAN). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const maxClockMs = 3_600_000;

function clampMs(ms: number): number {
  return Math.min(maxClockMs, Math.max(0, Math.round(ms)));
}

/**
 * An event at this moment of the game (`serverNow`: the console's estimate of server time). It
 * carries that instant too, so the game can time a play by its clock timeline if this console's
 * clock was not the game's (it was offline while the clock was stopped elsewhere).
 */
export function stamp(state: GameState, serverNow: number, payload: EventPayload): GameEvent {
  return {
    clientId: newClientId(),
    period: Math.max(1, state.period),
    clockMs: clampMs(clockRemaining(state.clock, serverNow)),
    at: Math.max(0, Math.round(serverNow)),
    ...payload,
  };
}

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
