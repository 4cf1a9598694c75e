// The game's clock timeline: what the period, game clock and shot clock were from each instant on,
// as the clock events the game followed set them. A play that says when it was made (`at`, server
// time) is timed by this timeline instead of by the clock its console showed: a statistician's
// tablet that was offline while the clock was stopped elsewhere would otherwise stamp its plays
// with a clock that ran on only on its own screen.
import { clockRemaining } from './clock.ts';
import type { Draft } from './draft.ts';
import type { EventType, GameEvent, LoggedEvent } from './events.ts';
import { instantOf } from './fold-order.ts';
import type { ClockState } from './state.ts';

/** From `at` on (until the next mark), the period and clocks were these. */
export interface ClockMark {
  at: number;
  period: number;
  clock: ClockState;
  shotClock: ClockState | null;
}

/** Plays timed by the timeline; clock, period and game events define it, lineups precede it. */
const timedTypes = new Set<EventType>([
  'score-adjust',
  'shot',
  'free-throw',
  'rebound',
  'turnover',
  'steal',
  'block',
  'foul',
  'timeout',
  'substitution',
  'possession-arrow',
]);

/** A play: an event that happens at a moment of a period, timed by the clock. */
export function isTimedPlay(type: EventType): boolean {
  return timedTypes.has(type);
}

/** Notes the period and clocks the draft now shows as holding from `at` on. */
export function markClock(d: Draft, at: number): void {
  const { s, h } = d;
  const mark: ClockMark = { at, period: s.period, clock: s.clock, shotClock: s.shotClock };
  // Marks are kept in order of instants. The fold goes in that order too, so this appends; a
  // refold from a checkpoint starts from the marks the checkpoint had.
  let i = h.clockMarks.length;
  while (i > 0 && h.clockMarks[i - 1]!.at > at) i--;
  h.clockMarks = [...h.clockMarks.slice(0, i), mark, ...h.clockMarks.slice(i)];
}

/** The mark in force at server time `at`, or null before the first. */
export function markAt(marks: readonly ClockMark[], at: number): ClockMark | null {
  for (let i = marks.length - 1; i >= 0; i--) if (marks[i]!.at <= at) return marks[i]!;
  return null;
}

/**
 * The event as the game counts it: a play that carries `at` gets the period and game-clock time
 * of the timeline at its instant (the same object when nothing changes). The fold goes in order of
 * instants, so every clock event before the play is in the timeline whenever its queue arrived.
 */
export function timedByClock(d: Draft, logged: LoggedEvent): LoggedEvent {
  const e: GameEvent = logged.event;
  if (e.at === undefined || !isTimedPlay(e.type)) return logged;
  const at = instantOf(logged);
  const mark = markAt(d.h.clockMarks, at);
  if (mark === null || mark.period < 1) return logged;
  const clockMs = Math.max(0, Math.round(clockRemaining(mark.clock, at)));
  if (mark.period === e.period && clockMs === e.clockMs) return logged;
  return { ...logged, event: { ...e, period: mark.period, clockMs } };
}

/** How far a play's instant may be off before the game clock it gets is in doubt: a second. */
export const placementToleranceMs = 1000;

/**
 * Whether a play's placement is in doubt, so screens flag it for a person to check instead of
 * placing it silently: its device could not say within a second when it was made (`atErrorMs`:
 * it had not measured its offset to the server, or measured it long ago), or it says it was made
 * more than a second after the server received it (the device's clock moved since it measured).
 */
export function placementDoubtful(logged: LoggedEvent): boolean {
  const e = logged.event;
  if (e.at === undefined || !isTimedPlay(e.type)) return false;
  if ((e.atErrorMs ?? 0) > placementToleranceMs) return true;
  return e.at - logged.recordedAt > placementToleranceMs;
}
