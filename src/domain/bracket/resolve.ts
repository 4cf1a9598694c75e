// Who plays each match, given the seeds and the results so far. Pure and deterministic: the
// server creates, changes or removes games from this, and the bracket view draws it.
import type { BracketMatchShape, Source } from './bracket.ts';

/** A decided match: the team that went on and the team that did not. */
export interface MatchResult {
  winner: string;
  loser: string;
}

export interface ResolvedMatch {
  slot: string;
  /** Team ids, or null while the source is undecided (or the match is not needed). */
  home: string | null;
  away: string | null;
  winner: string | null;
  loser: string | null;
  /**
   * False for the reset game once the grand final's winner is the winners-bracket champion. A
   * reset game that may still be needed is `needed` with unknown teams until the grand final ends.
   */
  needed: boolean;
}

export interface Resolution {
  matches: Map<string, ResolvedMatch>;
  /** The winner of the last match that counts, once it is decided. */
  champion: string | null;
}

/**
 * `seeds` are team ids, seed 1 first. A result counts only when its two teams are the match's
 * two teams as resolved (a game that was played between other teams decides nothing here).
 */
export function resolveBracket(
  bracket: readonly BracketMatchShape[],
  seeds: readonly string[],
  results: ReadonlyMap<string, MatchResult>,
): Resolution {
  const matches = new Map<string, ResolvedMatch>();
  const team = (source: Source): string | null => {
    if (source.kind === 'seed') return seeds[source.seed - 1] ?? null;
    const from = matches.get(source.slot);
    if (!from) return null;
    return source.kind === 'winner' ? from.winner : from.loser;
  };

  for (const shape of bracket) {
    let home = team(shape.home);
    let away = team(shape.away);
    let needed = true;
    if (shape.slot === 'GF2') {
      // Played only when the losers-bracket champion (the away side) won the first final.
      const first = matches.get('GF');
      if (!first?.winner) {
        home = null;
        away = null;
      } else if (first.winner !== away) {
        home = null;
        away = null;
        needed = false;
      }
    }
    let winner: string | null = null;
    let loser: string | null = null;
    const result = results.get(shape.slot);
    if (home && away && needed && result && sameTeams(result, home, away)) {
      winner = result.winner;
      loser = result.loser;
    }
    matches.set(shape.slot, { slot: shape.slot, home, away, winner, loser, needed });
  }
  return { matches, champion: champion(bracket, matches) };
}

function sameTeams(result: MatchResult, home: string, away: string): boolean {
  return (
    (result.winner === home && result.loser === away) ||
    (result.winner === away && result.loser === home)
  );
}

function champion(
  bracket: readonly BracketMatchShape[],
  matches: ReadonlyMap<string, ResolvedMatch>,
): string | null {
  const reset = matches.get('GF2');
  if (reset?.needed && reset.home) return reset.winner;
  const grand = matches.get('GF');
  if (grand) return grand.winner;
  // Single elimination: the winners bracket's last match is the final.
  const final = bracket.filter((m) => m.section === 'winners').at(-1);
  return final ? (matches.get(final.slot)?.winner ?? null) : null;
}
