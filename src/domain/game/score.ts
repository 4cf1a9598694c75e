// Arithmetic on home/away pairs (scores, fouls, timeouts), shared by the parts of the reducer.
import type { TeamSide } from './events.ts';
import type { Score } from './state.ts';

export function otherSide(team: TeamSide): TeamSide {
  return team === 'home' ? 'away' : 'home';
}

export function zero(): Score {
  return { home: 0, away: 0 };
}

/** A new pair with `points` added to `team`; the same object when nothing changes. */
export function addTo(score: Score, team: TeamSide | null, points: number): Score {
  if (team === null || points === 0) return score;
  return { ...score, [team]: score[team] + points };
}

/** The sum of list[from..to] (indexes; missing entries count 0). */
export function sumScores(list: readonly Score[], from: number, to: number): Score {
  const out = zero();
  for (let i = Math.max(from, 0); i <= to && i < list.length; i++) {
    const s = list[i];
    if (s === undefined) continue;
    out.home += s.home;
    out.away += s.away;
  }
  return out;
}

export function sameScore(a: Score, b: Score): boolean {
  return a.home === b.home && a.away === b.away;
}
