// One clock, one truth: a game's clocks follow one device at a time. The first device to touch
// them runs them; another takes over with an explicit `clock-takeover` made online. A clock or
// period event from any other device (typically one that was offline, whose queue arrives late)
// does not move the clocks: it is kept as a conflict for the operators to accept or discard. A
// takeover made offline (it reached the server long after it was made) is such a conflict too,
// and so is everything its device does after it: through an outage the clock stays with the
// device that ran it before, whichever device reconnects first (the fold goes by instant).
import { clockRemaining } from './clock.ts';
import { Draft } from './draft.ts';
import {
  clockControlTypes,
  type EventPayload,
  type EventType,
  type GameEvent,
  type LoggedEvent,
} from './events.ts';
import type { ClockConflict, ClockState, GameSetup, GameState } from './state.ts';
import { instantOf } from './fold-order.ts';
import { markAt } from './timeline.ts';
import { expireClocks, foldTimekeeping, type TimekeepingEvent } from './timekeeping.ts';

const controlled = new Set<EventType>(clockControlTypes);

/** Whether only the device running the clocks may log this event. */
export function isClockControl(event: GameEvent): boolean {
  return controlled.has(event.type);
}

/**
 * How long after it was made a takeover may reach the server and still count: made online, it
 * arrives within a round trip or a retry; one that waits in an offline queue arrives after the
 * outage, when the device that ran the clock through it may have logged its own changes.
 */
export const takeoverGraceMs = 3000;

/** Whether a takeover was made online: the server had it soon after it was made. */
export function madeOnline(logged: LoggedEvent): boolean {
  return logged.recordedAt - instantOf(logged) <= takeoverGraceMs;
}

/**
 * Whether the clocks follow this clock or period event; a device's first clock event, or a
 * takeover made online, makes it the one running them. Otherwise the event is noted as a conflict.
 */
export function followClockEvent(d: Draft, logged: LoggedEvent): boolean {
  const { s } = d;
  const device = logged.deviceId;
  const at = instantOf(logged);
  const owner = s.clockOwner;
  const tookOver = logged.event.type === 'clock-takeover' && madeOnline(logged);
  if (owner === null || owner === device || tookOver) {
    s.clockOwner = device;
    return true;
  }
  const conflict: ClockConflict = {
    clientId: logged.event.clientId,
    deviceId: device,
    type: logged.event.type as ClockConflict['type'],
    at,
  };
  s.clockConflicts = [...s.clockConflicts, conflict];
  return false;
}

/** The conflicts of one device, in the order they were made. */
export function conflictsOf(state: GameState, deviceId: string): ClockConflict[] {
  return state.clockConflicts.filter((c) => c.deviceId === deviceId);
}

/** Devices whose clock events wait for a decision, in the order their first one was made. */
export function conflictingDevices(state: GameState): string[] {
  return [...new Set(state.clockConflicts.map((c) => c.deviceId))];
}

/** What discarding a device's conflicting clock events logs: an undo of each. */
export function discardConflicts(state: GameState, deviceId: string): EventPayload[] {
  return conflictsOf(state, deviceId).map((c) => ({ type: 'void', targetClientId: c.clientId }));
}

interface ClockView {
  period: number;
  clock: ClockState;
  shotClock: ClockState | null;
}

/**
 * The period and clocks `deviceId` showed after its conflicting events: the timeline as it stood
 * when its first one was made, with its events applied in order.
 */
export function clocksOfConflict(
  setup: GameSetup,
  state: GameState,
  log: readonly LoggedEvent[],
  deviceId: string,
): ClockView | null {
  const conflicts = conflictsOf(state, deviceId);
  const first = conflicts[0];
  if (first === undefined) return null;
  const mark = markAt(state.history.clockMarks, first.at);
  const byId = new Map(log.map((l) => [l.event.clientId, l]));
  const scratch = new Draft(setup, {
    ...state,
    period: mark?.period ?? state.period,
    clock: mark?.clock ?? state.clock,
    shotClock: mark === null ? state.shotClock : mark.shotClock,
  });
  for (const c of conflicts) {
    const logged = byId.get(c.clientId);
    if (logged === undefined || logged.event.type === 'clock-takeover') continue;
    expireClocks(scratch, c.at);
    foldTimekeeping(scratch, logged.event as TimekeepingEvent);
  }
  const { period, clock, shotClock } = scratch.s;
  return { period, clock, shotClock };
}

/**
 * What accepting a device's conflicting clock events logs, from the device accepting them at
 * server time `now`: it takes over the clocks, undoes the conflicting events (they are settled),
 * and sets the period and clocks to what that device showed, carried on to now.
 */
export function acceptConflicts(
  setup: GameSetup,
  state: GameState,
  log: readonly LoggedEvent[],
  deviceId: string,
  now: number,
): EventPayload[] {
  const shown = clocksOfConflict(setup, state, log, deviceId);
  if (shown === null) return [];
  // Carried on to now, a clock that ran out since stopped at 0, as it would have on that device:
  // otherwise a shot clock that expired during the outage would be started again at 0.0.
  const carried = new Draft(setup, { ...state, ...shown });
  expireClocks(carried, now);
  const target = carried.s;
  const events: EventPayload[] = [{ type: 'clock-takeover', serverMs: now }];
  events.push(...discardConflicts(state, deviceId));
  let running = state.clock.running;
  if (target.period !== state.period) {
    events.push({ type: 'period-start', newPeriod: target.period });
    running = false;
  }
  const reading = (clock: ClockState) => ({
    remainingMs: Math.round(clockRemaining(clock, now)),
    serverMs: now,
  });
  const game = reading(target.clock);
  if (target.clock.running) events.push({ type: running ? 'clock-set' : 'clock-start', ...game });
  else events.push({ type: running ? 'clock-stop' : 'clock-set', ...game });
  const shot = target.shotClock;
  if (shot === null) events.push({ type: 'shot-clock-off' });
  else {
    events.push({
      type: shot.running ? 'shot-clock-start' : 'shot-clock-stop',
      ...reading(shot),
    });
  }
  return events;
}
