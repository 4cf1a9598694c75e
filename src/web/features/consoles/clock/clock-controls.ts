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
  periodLengthMs,
} from '../../../../domain/game/clock.ts';
import type { GameEvent } from '../../../../domain/game/events.ts';
import type { GameState } from '../../../../domain/game/state.ts';
import { periodShort } from '../../../../i18n/basketball-words.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import type { LoadedConsole } from '../store/loaded-console.ts';
import { readClock, reading, stamp } from '../store/event-factory.ts';

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

/** Whether another device runs the clocks now, so this one may not touch them. */
function runByAnother(s: GameState, deviceId: string): boolean {
  return s.clockOwner !== null && s.clockOwner !== deviceId;
}

export function useClockControls(cg: LoadedConsole): ClockControls {
  const { state, clock, record, deviceId, game } = cg;
  const { rules } = game;
  const t = useT('console');
  const common = useT('common');
  const period = (n: number) => periodShort(common, n, rules);
  const [periodRequest, setPeriodRequest] = useState<PeriodRequest | null>(null);
  const runBy =
    state.clockOwner !== null && state.clockOwner !== deviceId ? state.clockOwner : null;

  /** Records what `build` makes from the state at this instant, if this device runs the clock. */
  const act = (build: (s: GameState, at: number) => GameEvent[] | string) => {
    const at = clock.now();
    void record(({ state: s }) =>
      runByAnother(s, deviceId) ? t('controls.takeOverFirst') : build(s, at),
    );
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
  const toggleLabel = untimed
    ? t(running ? 'controls.stopShotClock' : 'controls.startShotClock')
    : t(running ? 'controls.stopClock' : 'controls.startClock');
  // Written when it is said: a timed game has no overtime target to count, and counting one
  // would make the language's number format in the console's first render.
  const noGameClock = () =>
    t('controls.noGameClock', {
      period: period(state.period),
      points: rules.overtimePointsToWin,
    });

  const toggleShot = () =>
    act((s, at) => {
      if (!s.shotClock) return t('controls.shotClockOffFirst');
      const type = s.shotClock.running ? 'shot-clock-stop' : 'shot-clock-start';
      return [stamp(s, at, { type, ...readClock(s.shotClock, at) })];
    });

  const changePeriod = (newPeriod: number) =>
    act((s, at) => {
      if (s.clock.running) return t('controls.stopBeforePeriod');
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
        if (s.status === 'final') return t('controls.gameOver');
        if (s.clock.running) {
          return [stamp(s, at, { type: 'clock-stop', ...readClock(s.clock, at) })];
        }
        const left = clockRemaining(s.clock, at);
        if (left <= 0) return t('controls.clockAtZero');
        const start = stamp(s, at, { type: 'clock-start', ...reading(left, at) });
        // The clock cannot run in a game that has not started: starting it starts the game.
        return s.status === 'scheduled' ? [stamp(s, at, { type: 'game-start' }), start] : [start];
      });
    },
    nudge(deltaMs) {
      act((s, at) => {
        if (isUntimedPeriod(rules, s.period)) return noGameClock();
        const max = periodLengthMs(rules, Math.max(1, s.period));
        const next = Math.min(max, Math.max(0, clockRemaining(s.clock, at) + deltaMs));
        return [stamp(s, at, { type: 'clock-set', ...reading(next, at) })];
      });
    },
    set(ms) {
      act((s, at) =>
        isUntimedPeriod(rules, s.period)
          ? noGameClock()
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
      const target = period(newPeriod);
      const full = formatClock(periodLengthMs(rules, newPeriod), rules);
      if (delta === -1) {
        setPeriodRequest({
          newPeriod,
          question: t('controls.goBack', { period: target, time: full }),
        });
      } else if (left && state.status !== 'scheduled') {
        const values = {
          current: period(current),
          left: formatClock(remaining, rules),
          next: target,
        };
        setPeriodRequest({
          newPeriod,
          question: isUntimedPeriod(rules, newPeriod)
            ? t('controls.startNextUntimed', { ...values, points: rules.overtimePointsToWin })
            : t('controls.startNext', { ...values, time: full }),
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
