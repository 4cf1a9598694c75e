// The game's clock timeline: what the period, game clock and shot clock were from each instant on,
// as the clock events the game followed set them. A play that says when it was made (`at`, server
// time) is timed by this timeline instead of by the clock its console showed: a statistician's
// tablet that was offline while the clock was stopped elsewhere would otherwise stamp its plays
// with a clock that ran on only on its own screen.
import { clockRemaining } from './clock.ts';
import type { Draft } from './draft.ts';
import type { EventType, GameEvent, LoggedEvent } from './events.ts';
import type { Cons } from './history.ts';
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

/** The instant a clock or period event took effect: its reading's, else when it was made. */
export function eventInstant(logged: LoggedEvent): number {
  const e = logged.event;
  if ('serverMs' in e) return e.serverMs;
  return e.at ?? logged.recordedAt;
}

/** Notes the period and clocks the draft now shows as holding from `at` on. */
export function markClock(d: Draft, at: number): void {
  const { s, h } = d;
  const mark: ClockMark = { at, period: s.period, clock: s.clock, shotClock: s.shotClock };
  // Marks are kept newest first. A late event (its device was offline) goes where its instant
  // belongs, so plays are timed by what held then.
  const skipped: ClockMark[] = [];
  let rest = h.clockMarks;
  while (rest !== null && rest.head.at > at) {
    skipped.push(rest.head);
    rest = rest.tail;
  }
  let list: Cons<ClockMark> = { head: mark, tail: rest };
  for (let i = skipped.length - 1; i >= 0; i--) list = { head: skipped[i]!, tail: list };
  h.clockMarks = list;
}

/** The mark in force at server time `at`, or null before the first. */
export function markAt(marks: Cons<ClockMark> | null, at: number): ClockMark | null {
  for (let c = marks; c !== null; c = c.tail) if (c.head.at <= at) return c.head;
  return null;
}

/**
 * The event as the game counts it: a play that carries `at` gets the period and game-clock time
 * of the timeline at that instant (the same object when nothing changes).
 */
export function timedByClock(d: Draft, logged: LoggedEvent): LoggedEvent {
  const e: GameEvent = logged.event;
  if (e.at === undefined || !timedTypes.has(e.type)) return logged;
  const mark = markAt(d.h.clockMarks, e.at);
  if (mark === null || mark.period < 1) return logged;
  const clockMs = Math.round(clockRemaining(mark.clock, e.at));
  if (mark.period === e.period && clockMs === e.clockMs) return logged;
  return { ...logged, event: { ...e, period: mark.period, clockMs } };
}
