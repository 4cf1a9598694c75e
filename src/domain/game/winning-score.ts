// The game that ends itself when a team reaches the winning score (FIBA 3x3 Rules of the Game
// 2024, Art. 6.2 and 6.3): in regulation the first team to reach rules.scoreLimit (21) wins at
// once, whatever the clock shows; in the untimed overtime the first team to score
// rules.overtimePointsToWin (2) points in it wins. The game is then final as after a game-end
// event: the clock stops at the time of the winning points and the shot clock goes off. Undoing
// those points (a void replays the log) makes the game live again.
import type { Draft } from './draft.ts';
import { sumScores } from './score.ts';
import { finishGame } from './timekeeping.ts';

/** After an event that may have changed the score; `clockMs`: the game clock at that event. */
export function endOnWinningScore(d: Draft, clockMs: number): void {
  const { s, h } = d;
  const { scoreLimit, overtimePointsToWin, periods } = d.setup.rules;
  if (s.status !== 'live' || s.period < 1) return;
  const regulation = s.period <= periods;
  const target = regulation ? scoreLimit : overtimePointsToWin;
  if (target === undefined) return;
  // Points per period are indexed from 0: the overtime's are from index `periods` on.
  const score = regulation
    ? s.scoreSource === 'console'
      ? s.consoleScore
      : s.statsScore
    : sumScores(h.periodPoints[s.scoreSource], periods, Infinity);
  if (score.home >= target || score.away >= target) finishGame(d, clockMs);
}
