// Per-game averages and shooting percentages as every stats screen shows them: one decimal,
// rounded half up from exact integer arithmetic (so 1/4 game is 0.3, never 0.2 by float error),
// and no percentage at all for a player who never attempted the shot.
import { pct } from '../game/box-score.ts';
import { countingStats, emptyStatLine, type StatLine } from './game-box.ts';

/** `numerator / denominator` to one decimal, rounded half up; 0 when there is nothing to divide by. */
export function perGameValue(total: number, games: number): number {
  if (games <= 0) return 0;
  // total * 10 is an integer for counting stats, so the halfway cases are exact.
  return Math.round((total * 10) / games) / 10;
}

/** Every counting stat divided by the games, one decimal. */
export function perGame(totals: StatLine, games: number): StatLine {
  const out = emptyStatLine();
  for (const k of countingStats) out[k] = perGameValue(totals[k], games);
  return out;
}

export interface ShootingPct {
  fieldGoalPct: number | null;
  threePct: number | null;
  freeThrowPct: number | null;
}

export function shootingPct(line: StatLine): ShootingPct {
  return {
    fieldGoalPct: pct(line.fieldGoalsMade, line.fieldGoalsAttempted),
    threePct: pct(line.threesMade, line.threesAttempted),
    freeThrowPct: pct(line.freeThrowsMade, line.freeThrowsAttempted),
  };
}
