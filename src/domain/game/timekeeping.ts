// Timekeeping: what game, period, clock and shot-clock events do to the clocks (docs/product/live-games.md
// "Clock"). A running clock is an anchor (time left at a server instant), so the fold never ticks
// it: it only notices, at each event's server time, a clock that has run out since.
import { clockExpiresAt, clockRemaining, periodLengthMs } from './clock.ts';
import type { Draft } from './draft.ts';
import type { GameEvent, timekeepingTypes } from './events.ts';
import type { ClockState, GameSetup } from './state.ts';

/** The events this module folds. */
export type TimekeepingEvent = Extract<GameEvent, { type: (typeof timekeepingTypes)[number] }>;

const stopped = (remainingMs: number): ClockState => ({
  running: false,
  remainingMs,
  serverMs: null,
});

export function fullShotClock(setup: GameSetup): ClockState | null {
  const { shotClock } = setup.rules;
  return shotClock.enabled ? stopped(shotClock.fullSeconds * 1000) : null;
}

/** A running clock that reached 0 before `now` is stopped at 0 (the shot clock with it). */
export function expireClocks(d: Draft, now: number): void {
  const s = d.s;
  const gameEnd = clockExpiresAt(s.clock);
  const shot = s.shotClock;
  if (shot !== null && shot.running) {
    const shotEnd = clockExpiresAt(shot)!;
    const limit = gameEnd === null ? now : Math.min(now, gameEnd);
    if (shotEnd <= limit) s.shotClock = stopped(0);
    else if (gameEnd !== null && gameEnd <= now) {
      s.shotClock = stopped(clockRemaining(shot, gameEnd));
    }
  }
  if (gameEnd !== null && gameEnd <= now) {
    s.clock = stopped(0);
    s.periodEnded = true;
  }
}

/** The game is over: the clock stops where it ended (`clockMs`) and the shot clock goes off. */
export function finishGame(d: Draft, clockMs: number): void {
  const s = d.s;
  s.status = 'final';
  if (s.clock.running) s.clock = stopped(clockMs);
  s.shotClock = null;
}

function startPeriod(d: Draft, period: number): void {
  const s = d.s;
  s.period = period;
  s.periodEnded = false;
  s.clock = stopped(periodLengthMs(d.setup.rules, period));
  s.shotClock = fullShotClock(d.setup);
}

export function foldTimekeeping(d: Draft, e: TimekeepingEvent): void {
  const s = d.s;
  switch (e.type) {
    case 'game-start':
      // The clock keeps what it shows: it may have been set or run before the start.
      s.status = 'live';
      if (s.period < 1) {
        s.period = 1;
        s.periodEnded = false;
      }
      break;
    case 'game-end':
      finishGame(d, e.clockMs);
      break;
    case 'period-start':
      startPeriod(d, e.newPeriod);
      break;
    case 'period-end':
      s.clock = stopped(0);
      s.shotClock = null;
      s.periodEnded = true;
      break;
    case 'clock-start':
      s.clock = { running: true, remainingMs: e.remainingMs, serverMs: e.serverMs };
      if (e.remainingMs > 0) s.periodEnded = false;
      if (s.shotClock !== null && !s.shotClock.running && s.shotClock.remainingMs > 0) {
        s.shotClock = { ...s.shotClock, running: true, serverMs: e.serverMs };
      }
      break;
    case 'clock-stop': {
      s.clock = stopped(e.remainingMs);
      const shot = s.shotClock;
      if (shot !== null && shot.running) s.shotClock = stopped(clockRemaining(shot, e.serverMs));
      break;
    }
    case 'clock-set':
      s.clock = s.clock.running
        ? { running: true, remainingMs: e.remainingMs, serverMs: e.serverMs }
        : stopped(e.remainingMs);
      if (e.remainingMs > 0) s.periodEnded = false;
      break;
    case 'shot-clock-start':
      s.shotClock = { running: true, remainingMs: e.remainingMs, serverMs: e.serverMs };
      break;
    case 'shot-clock-stop':
      s.shotClock = stopped(e.remainingMs);
      break;
    case 'shot-clock-set': {
      const running = s.shotClock === null ? s.clock.running : s.shotClock.running;
      s.shotClock = running
        ? { running: true, remainingMs: e.remainingMs, serverMs: e.serverMs }
        : stopped(e.remainingMs);
      break;
    }
    case 'shot-clock-off':
      s.shotClock = null;
      break;
    case 'clock-takeover':
      // Who runs the clocks is settled before folding (clock-authority.ts); the clocks stay.
      break;
  }
}
