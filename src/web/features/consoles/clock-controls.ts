// What the clock buttons of every console do (the clock panel of the time & score and time-only
// consoles, the stats consoles' clock bar). One device runs the game's clocks at a time: a console
// on another device sees them but must take over before its buttons work, so two operators never
// both move the clock (see clock-authority.ts in the domain). Starting the clock before the game
// starts the game; changing the period while time is left asks first, since it resets the clock.
// In an untimed overtime (FIBA 3x3) there is no game clock: start/stop runs the shot clock alone.
import { useEffect, useRef, useState } from 'react';
import {
  clockExpiresAt,
  clockRemaining,
  formatClock,
  isUntimedPeriod,
  periodLabel,
  periodLengthMs,
} from '../../../domain/game/clock.ts';
import type { GameEvent } from '../../../domain/game/events.ts';
import type { GameState } from '../../../domain/game/state.ts';
import type { LoadedConsole } from './console-frame.tsx';
import { readClock, reading, stamp } from './event-factory.ts';

/** A period change that resets the clock: shown to the operator before it is logged. */
export interface PeriodRequest {
  newPeriod: number;
  question: string;
}

export interface ClockControls {
  /** This device runs the clocks, or nobody does yet: the buttons work. */
  canRun: boolean;
  /** The period has no game clock (FIBA 3x3 overtime): toggle runs the shot clock. */
  untimed: boolean;
  /** The clock toggle runs (the game clock, or in an untimed period the shot clock) is running. */
  running: boolean;
  /** What toggle does now, for its button: "Start clock", "Stop shot clock"… */
  toggleLabel: string;
  /** The device running the clocks when it is another one. */
  runBy: string | null;
  takeOver: () => void;
  toggle: () => void;
  nudge: (deltaMs: number) => void;
  set: (ms: number) => void;
  resetShot: (seconds: number) => void;
  toggleShot: () => void;
  shotOff: () => void;
  /** Asks first when the clock still has time; otherwise changes the period at once. */
  goToPeriod: (delta: 1 | -1) => void;
  periodRequest: PeriodRequest | null;
  confirmPeriod: () => void;
  cancelPeriod: () => void;
}

export const takeOverFirst =
  'Another device runs the clock. Take over the clock to run it from this console.';

/** Why this device may not touch the clocks now, or null. */
function refusal(s: GameState, deviceId: string): string | null {
  return s.clockOwner !== null && s.clockOwner !== deviceId ? takeOverFirst : null;
}

export function useClockControls(cg: LoadedConsole): ClockControls {
  const { state, clock, record, deviceId, game } = cg;
  const { rules } = game;
  const [periodRequest, setPeriodRequest] = useState<PeriodRequest | null>(null);
  const runBy =
    state.clockOwner !== null && state.clockOwner !== deviceId ? state.clockOwner : null;

  /** Records what `build` makes from the state at this instant, if this device runs the clock. */
  const act = (build: (s: GameState, at: number) => GameEvent[] | string) => {
    const at = clock.now();
    void record(({ state: s }) => refusal(s, deviceId) ?? build(s, at));
  };

  // At 0.0 the clock stops itself: the device running it logs one stop at the exact instant. A
  // refusal (another console of this device logged it first) is not worth telling anyone about.
  const remaining = clockRemaining(state.clock, clock.now());
  const expiresAt = clockExpiresAt(state.clock);
  const stoppedAnchor = useRef<number | null>(null);
  const runsClock = state.clockOwner === deviceId;
  useEffect(() => {
    if (!runsClock || expiresAt === null || stoppedAnchor.current === expiresAt) return;
    const wait = Math.max(0, expiresAt - clock.now());
    const timer = setTimeout(() => {
      stoppedAnchor.current = expiresAt;
      void record(
        ({ state: s }) =>
          s.clock.running && clockExpiresAt(s.clock) === expiresAt
            ? [stamp(s, expiresAt, { type: 'clock-stop', ...reading(0, expiresAt) })]
            : [],
        { quiet: true },
      );
    }, wait);
    return () => clearTimeout(timer);
  }, [runsClock, expiresAt, clock, record]);

  const untimed = isUntimedPeriod(rules, state.period);
  const running = untimed ? (state.shotClock?.running ?? false) : state.clock.running;
  const toggleLabel = `${running ? 'Stop' : 'Start'} ${untimed ? 'shot clock' : 'clock'}`;
  const noGameClock = `${periodLabel(state.period, rules)} has no game clock: the first team to score ${rules.overtimePointsToWin} points wins.`;

  const toggleShot = () =>
    act((s, at) => {
      if (!s.shotClock) return 'The shot clock is off: reset it first.';
      const type = s.shotClock.running ? 'shot-clock-stop' : 'shot-clock-start';
      return [stamp(s, at, { type, ...readClock(s.shotClock, at) })];
    });

  const changePeriod = (newPeriod: number) =>
    act((s, at) => {
      if (s.clock.running) return 'Stop the clock before changing the period.';
      return [stamp(s, at, { type: 'period-start', newPeriod })];
    });

  return {
    canRun: runBy === null,
    untimed,
    running,
    toggleLabel,
    runBy,
    takeOver() {
      const at = clock.now();
      void record(({ state: s }) =>
        s.clockOwner === deviceId
          ? []
          : [stamp(s, at, { type: 'clock-takeover', serverMs: Math.round(at) })],
      );
    },
    toggle() {
      if (untimed && state.status !== 'final') {
        toggleShot();
        return;
      }
      act((s, at) => {
        if (s.status === 'final') return 'The game is over.';
        if (s.clock.running) {
          return [stamp(s, at, { type: 'clock-stop', ...readClock(s.clock, at) })];
        }
        const left = clockRemaining(s.clock, at);
        if (left <= 0) return 'The clock is at 0. Start the next period first.';
        const start = stamp(s, at, { type: 'clock-start', ...reading(left, at) });
        // The clock cannot run in a game that has not started: starting it starts the game.
        return s.status === 'scheduled' ? [stamp(s, at, { type: 'game-start' }), start] : [start];
      });
    },
    nudge(deltaMs) {
      act((s, at) => {
        if (isUntimedPeriod(rules, s.period)) return noGameClock;
        const max = periodLengthMs(rules, Math.max(1, s.period));
        const next = Math.min(max, Math.max(0, clockRemaining(s.clock, at) + deltaMs));
        return [stamp(s, at, { type: 'clock-set', ...reading(next, at) })];
      });
    },
    set(ms) {
      act((s, at) =>
        isUntimedPeriod(rules, s.period)
          ? noGameClock
          : [stamp(s, at, { type: 'clock-set', ...reading(ms, at) })],
      );
    },
    resetShot(seconds) {
      act((s, at) => [stamp(s, at, { type: 'shot-clock-set', ...reading(seconds * 1000, at) })]);
    },
    toggleShot,
    shotOff() {
      act((s, at) => [stamp(s, at, { type: 'shot-clock-off' })]);
    },
    goToPeriod(delta) {
      const current = Math.max(1, state.period);
      const newPeriod = current + delta;
      if (newPeriod < 1) return;
      const left = remaining > 0 && !state.periodEnded;
      const target = periodLabel(newPeriod, rules);
      const full = formatClock(periodLengthMs(rules, newPeriod), rules);
      if (delta === -1) {
        setPeriodRequest({
          newPeriod,
          question: `Go back to ${target}? Its clock starts again from ${full}.`,
        });
      } else if (left && state.status !== 'scheduled') {
        const start = isUntimedPeriod(rules, newPeriod)
          ? `${target}, with no game clock (the first team to score ${rules.overtimePointsToWin} points wins)`
          : `${target} with ${full}`;
        setPeriodRequest({
          newPeriod,
          question: `${periodLabel(current, rules)} still has ${formatClock(remaining, rules)} on the clock. Start ${start}?`,
        });
      } else changePeriod(newPeriod);
    },
    periodRequest,
    confirmPeriod() {
      if (periodRequest) changePeriod(periodRequest.newPeriod);
      setPeriodRequest(null);
    },
    cancelPeriod() {
      setPeriodRequest(null);
    },
  };
}
