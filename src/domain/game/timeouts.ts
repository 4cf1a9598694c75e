// Timeouts left (docs/product/live-games.md). With a per-half allowance (FIBA) unused first-half timeouts are
// lost at half time and each overtime has its own; with a per-game allowance unused timeouts carry
// into overtime, which adds rules.timeouts.perOvertime each (NCAA, NFHS; the NBA's "2 per overtime
// whatever is left" is not modelled).
import type { GameRules } from '../season/rules.ts';
import { firstHalfEnd } from './clock.ts';
import type { Draft } from './draft.ts';
import { sameScore, sumScores } from './score.ts';
import type { Score } from './state.ts';

/** The allowance that applies in `period` and the periods (by index) it is shared across. */
export function timeoutAllowance(
  rules: GameRules,
  period: number,
): { allowance: number; from: number; to: number } {
  const { timeouts, periods } = rules;
  const p = Math.max(period, 1);
  if (timeouts.allowance === 'game') {
    const extra = p > periods ? (p - periods) * timeouts.perOvertime : 0;
    return { allowance: timeouts.firstHalf + timeouts.secondHalf + extra, from: 1, to: Infinity };
  }
  if (p > periods) return { allowance: timeouts.perOvertime, from: p, to: p };
  const half = firstHalfEnd(rules);
  return p <= half
    ? { allowance: timeouts.firstHalf, from: 1, to: half }
    : { allowance: timeouts.secondHalf, from: half + 1, to: periods };
}

/** `taken`: timeouts taken per period (index = period). */
export function timeoutsLeft(rules: GameRules, period: number, taken: readonly Score[]): Score {
  const { allowance, from, to } = timeoutAllowance(rules, period);
  const used = sumScores(taken, from, to);
  return {
    home: Math.max(0, allowance - used.home),
    away: Math.max(0, allowance - used.away),
  };
}

/** The timeouts left in the current period, from the per-period counts. */
export function settleTimeouts(d: Draft): void {
  const left = timeoutsLeft(d.setup.rules, d.s.period, d.h.timeoutsTaken);
  if (!sameScore(left, d.s.timeoutsLeft)) d.s.timeoutsLeft = left;
}
