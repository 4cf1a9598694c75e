// Builds game logs for tests and benchmarks: events get client ids, seqs, server times and the
// game time the builder has reached, so a test reads like a scoresheet.
import type { GameRules } from '../season/rules.ts';
import { periodLengthMs } from './clock.ts';
import type { EventPayload, GameEvent, LoggedEvent } from './events.ts';

export interface LogBuilder {
  readonly log: LoggedEvent[];
  /** Sets the game time of the next events. */
  at(period: number, clockMs: number): LogBuilder;
  /** Moves the server clock (and nothing else) forward. */
  wait(ms: number): LogBuilder;
  /**
   * Appends an event and returns its client id; `device` sends it instead of the builder's, and
   * `at` says when it was made (server time).
   */
  add(payload: EventPayload, options?: { device?: string; at?: number }): string;
  /** The current server time (epoch ms): what clock readings carry. */
  now(): number;
}

export function logBuilder(
  rules: GameRules,
  options: { startAt?: number; device?: string } = {},
): LogBuilder {
  const log: LoggedEvent[] = [];
  let now = options.startAt ?? 1_700_000_000_000;
  let period = 1;
  let clockMs = periodLengthMs(rules, 1);
  const builder: LogBuilder = {
    log,
    at(p, ms) {
      period = p;
      clockMs = ms;
      return builder;
    },
    wait(ms) {
      now += ms;
      return builder;
    },
    add(payload, sent = {}) {
      const seq = log.length + 1;
      const clientId = `client-${String(seq).padStart(6, '0')}`;
      const event: GameEvent = {
        ...payload,
        clientId,
        period,
        clockMs,
        ...(sent.at === undefined ? {} : { at: sent.at }),
      };
      // The server has an event no earlier than it was made (or its clock reading was taken).
      const made = 'serverMs' in event ? event.serverMs : (sent.at ?? now);
      log.push({
        seq,
        event,
        recordedAt: Math.max(now, made),
        deviceId: sent.device ?? options.device ?? 'device-test',
        userId: 'user-test',
      });
      return clientId;
    },
    now: () => now,
  };
  return builder;
}
