// The score by source (docs/product/live-games.md#score-source): the time & score console's buttons and the
// stats consoles' made shots are counted apart, per period; the game's score source picks which
// one every screen shows, and a disagreement once both have been used is flagged.
import type { Draft } from './draft.ts';
import type { GameEvent, ScoreSource, TeamSide } from './events.ts';
import { addTo, sameScore, zero } from './score.ts';
import type { Score } from './state.ts';

export function recordScoreButton(d: Draft, e: Extract<GameEvent, { type: 'score-adjust' }>): void {
  const { s, h } = d;
  s.consoleScore = addTo(s.consoleScore, e.team, e.points);
  h.periodPoints = {
    ...h.periodPoints,
    console: d.bump(h.periodPoints.console, e.period - 1, e.team, e.points),
  };
  h.consoleUsed = true;
}

/** Points of a made shot or free throw. */
export function recordStatsPoints(
  d: Draft,
  e: GameEvent & { team: TeamSide },
  points: number,
): void {
  const { s, h } = d;
  s.statsScore = addTo(s.statsScore, e.team, points);
  h.periodPoints = {
    ...h.periodPoints,
    stats: d.bump(h.periodPoints.stats, e.period - 1, e.team, points),
  };
}

/**
 * The table's count restarts from the stats' count, period by period: the table takes the score
 * over from the stats consoles, or settles a mismatch in their favour (decision 0046).
 */
export function tableFromStats(d: Draft): void {
  const { s, h } = d;
  s.consoleScore = { ...s.statsScore };
  // A copy: the draft may change in place a list it owns, and the two counts part from here.
  h.periodPoints = { ...h.periodPoints, console: h.periodPoints.stats.slice() };
  h.consoleUsed = true;
  h.tableFromStatsOrder = h.folded;
  d.pbpDirtyFrom = 0;
}

/** Which score counts from now on; the play-by-play's running score follows. */
export function setScoreSource(d: Draft, source: ScoreSource): void {
  d.h.sourceSettled = true;
  if (d.s.scoreSource === source) return;
  d.s.scoreSource = source;
  d.pbpDirtyFrom = 0;
}

/**
 * The first statistic of a game whose score nobody has kept on the time & score console, and
 * whose source nobody chose, makes the stats the score source, wherever the events come from.
 */
export function settleSourceOnFirstStat(d: Draft): void {
  if (d.h.sourceSettled) return;
  if (!d.h.consoleUsed) setScoreSource(d, 'stats');
  else d.h.sourceSettled = true;
}

/** The score, the mismatch flag and the points per period, by the current score source. */
export function settleScore(d: Draft): void {
  const { s, h } = d;
  s.score = { ...(s.scoreSource === 'console' ? s.consoleScore : s.statsScore) };
  // Flagged whenever the other source has been used and says something else, including stats
  // recorded under a score explicitly kept on the console that was never used.
  const otherUsed = s.scoreSource === 'console' ? h.statsUsed : h.consoleUsed;
  s.scoreMismatch = otherUsed && !sameScore(s.consoleScore, s.statsScore);
  const points = h.periodPoints[s.scoreSource];
  const periods = Math.max(points.length, s.period);
  const same = (p: Score, i: number) => {
    const want = points[i];
    return want === undefined ? p.home === 0 && p.away === 0 : p === want;
  };
  if (s.periodScores.length !== periods || !s.periodScores.every(same)) {
    const out: Score[] = [];
    for (let i = 0; i < periods; i++) out.push(points[i] ?? zero());
    s.periodScores = out;
  }
}
