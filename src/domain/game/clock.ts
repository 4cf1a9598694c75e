// The game clock and shot clock as data (docs/product/live-games.md#clock). A running clock is never ticked
// over the network: it is an anchor (time left at a server instant) that every screen counts down
// locally from its own estimate of server time.
import type { GameRules } from '../season/rules.ts';
import type { ClockState } from './state.ts';

/** Time left on a clock at server time `serverNow`, in ms; never below 0. */
export function clockRemaining(clock: ClockState, serverNow: number): number {
  if (!clock.running || clock.serverMs === null) return Math.max(0, clock.remainingMs);
  // A screen whose offset estimate puts it slightly before the anchor must not show more time
  // than was on the clock when it started.
  const elapsed = Math.max(0, serverNow - clock.serverMs);
  return Math.max(0, clock.remainingMs - elapsed);
}

/** The clock has run out: a running clock stops itself at 0.0 (the horn). */
export function isClockExpired(clock: ClockState, serverNow: number): boolean {
  return clockRemaining(clock, serverNow) <= 0;
}

/** Server time at which a running clock reaches 0, or null for a stopped clock. */
export function clockExpiresAt(clock: ClockState): number | null {
  if (!clock.running || clock.serverMs === null) return null;
  return clock.serverMs + Math.max(0, clock.remainingMs);
}

/**
 * The shot clock as a screen shows it: it never runs past the game clock, so when the game clock
 * runs out first the shot clock freezes at what it had then.
 */
export function shotClockRemaining(
  shotClock: ClockState,
  gameClock: ClockState,
  serverNow: number,
): number {
  const gameEnd = clockExpiresAt(gameClock);
  return clockRemaining(shotClock, gameEnd === null ? serverNow : Math.min(serverNow, gameEnd));
}

/**
 * An overtime without a game clock (FIBA 3x3: the first team to score 2 points in it wins): its
 * clock shows no time and never runs or expires; the shot clock runs on its own.
 */
export function isUntimedPeriod(
  rules: Pick<GameRules, 'periods' | 'overtimePointsToWin'>,
  period: number,
): boolean {
  return period > rules.periods && rules.overtimePointsToWin !== undefined;
}

/** Length of a period: regulation periods first, then overtimes (0 for an untimed one). */
export function periodLengthMs(rules: GameRules, period: number): number {
  if (isUntimedPeriod(rules, period)) return 0;
  const minutes = period > rules.periods ? rules.overtimeMinutes : rules.periodMinutes;
  return Math.round(minutes * 60_000);
}

/** The last period of the first half (team fouls and timeouts can count per half). */
export function firstHalfEnd(rules: Pick<GameRules, 'periods'>): number {
  return Math.ceil(rules.periods / 2);
}

/** Elapsed game time (ms) at `clockMs` left in `period`: every earlier period counts in full. */
export function elapsedGameMs(rules: GameRules, period: number, clockMs: number): number {
  if (period < 1) return 0;
  const regulation = periodLengthMs(rules, 1);
  const overtime = periodLengthMs(rules, rules.periods + 1);
  const before =
    period <= rules.periods
      ? (period - 1) * regulation
      : rules.periods * regulation + (period - rules.periods - 1) * overtime;
  const length = periodLengthMs(rules, period);
  return before + length - Math.min(Math.max(clockMs, 0), length);
}

/**
 * "7:32", or "0:45.3" in the last minute when the rules show tenths. Rounds up, as game clocks
 * do: the display reads 0:00 / 0.0 only once the time is really gone.
 */
export function formatClock(ms: number, rules: Pick<GameRules, 'showTenthsLastMinute'>): string {
  const left = Math.max(0, ms);
  const tenths = Math.ceil(left / 100 - 1e-9);
  if (rules.showTenthsLastMinute && tenths < 600) {
    const seconds = Math.floor(tenths / 10);
    return `0:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
  }
  const seconds = Math.ceil(left / 1000 - 1e-9);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The game clock as a screen shows it: its time, or in an untimed overtime, which has no time to
 * show, what wins it ("First to 2").
 */
export function gameClockText(
  ms: number,
  period: number,
  rules: Pick<GameRules, 'showTenthsLastMinute' | 'periods' | 'overtimePointsToWin'>,
): string {
  return isUntimedPeriod(rules, period)
    ? `First to ${rules.overtimePointsToWin}`
    : formatClock(ms, rules);
}

/** The shot clock: whole seconds, tenths under 5 seconds (as FIBA and NBA displays do). */
export function formatShotClock(ms: number): string {
  const left = Math.max(0, ms);
  const tenths = Math.ceil(left / 100 - 1e-9);
  if (tenths < 50) return `${Math.floor(tenths / 10)}.${tenths % 10}`;
  return String(Math.ceil(left / 1000 - 1e-9));
}

export type PeriodKind = 'quarter' | 'half' | 'overtime' | 'period';

/**
 * What a period is called, for the catalogues to word: the 3rd of four is quarter 3, the first
 * after regulation overtime 1. null before the game.
 */
export function periodParts(
  period: number,
  rules: Pick<GameRules, 'periods'>,
): { kind: PeriodKind; n: number } | null {
  if (period < 1) return null;
  if (period > rules.periods) return { kind: 'overtime', n: period - rules.periods };
  if (rules.periods === 4) return { kind: 'quarter', n: period };
  if (rules.periods === 2) return { kind: 'half', n: period };
  return { kind: 'period', n: period };
}

/** "Q1"…"Q4" (or "H1"/"H2", or "P1"… for other counts), then "OT1", "OT2"…; "" before the game. */
export function periodLabel(period: number, rules: Pick<GameRules, 'periods'>): string {
  if (period < 1) return '';
  if (period > rules.periods) return `OT${period - rules.periods}`;
  if (rules.periods === 4) return `Q${period}`;
  if (rules.periods === 2) return `H${period}`;
  return `P${period}`;
}
