// Turns what an operator pressed into a full log event: a fresh client id (so a retry never counts
// twice), and the period and game-clock time it happened at, read from the screen's own state.
// The consoles stamp their events with it (event-factory.ts), and so does the operators' monitor.
import { clockRemaining } from '../../../domain/game/clock.ts';
import type { EventPayload, GameEvent } from '../../../domain/game/events.ts';
import type { GameState } from '../../../domain/game/state.ts';

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

/** Milliseconds a clock can hold, as the log's schema allows. */
export function clampMs(ms: number): number {
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
