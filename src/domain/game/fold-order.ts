// The order a game's log is folded in: when each event happened, not when the server received it.
// During a venue-wide outage every device queues its events, and the queues arrive in whatever
// order the devices reconnect; folded by arrival, a play would be timed by whichever clock events
// happened to be in already. Folded by instant, the clock every play is timed by, the clock's
// owner, minutes and plus/minus are the same whatever order the queues land in (decision 0048).
import type { GameEvent, LoggedEvent } from './events.ts';

/** Where an event stands in the fold: its instant, then its device, then its place in the log. */
export interface FoldKey {
  at: number;
  deviceId: string;
  seq: number;
}

/**
 * When the event happened (server time): a clock reading's instant, else when its console made it,
 * else when the server received it. Never later than that: an event cannot have happened after
 * the server had it, so a device whose clock ran ahead is placed at its arrival (and its plays
 * are flagged, see timeline.ts).
 */
export function instantOf(logged: LoggedEvent): number {
  const e: GameEvent = logged.event;
  const claimed = 'serverMs' in e ? e.serverMs : (e.at ?? logged.recordedAt);
  return Math.min(claimed, logged.recordedAt);
}

export function foldKey(logged: LoggedEvent): FoldKey {
  return { at: instantOf(logged), deviceId: logged.deviceId, seq: logged.seq };
}

/**
 * Negative when `a` is folded before `b`. One device's events keep the order it sent them in (its
 * queue arrives in order); two devices' events at the same millisecond go by device id, so the
 * order never depends on which device's queue arrived first.
 */
export function compareKeys(a: FoldKey, b: FoldKey): number {
  if (a.at !== b.at) return a.at - b.at;
  if (a.deviceId !== b.deviceId) return a.deviceId < b.deviceId ? -1 : 1;
  return a.seq - b.seq;
}

/** The log's entries in fold order (a new array). */
export function inFoldOrder(entries: readonly LoggedEvent[]): LoggedEvent[] {
  return entries
    .map((logged) => ({ logged, key: foldKey(logged) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map((k) => k.logged);
}
