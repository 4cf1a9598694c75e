// The winners bracket both formats share. Seeds without an opponent in round 1 (there are
// P − n of them, always the top seeds) are byes: they appear as seeds in round 2, so no match is
// ever created with a missing side.
import type { BracketMatchShape, MatchName, Source } from './bracket.ts';
import { bracketSize, seedPositions } from './seeding.ts';

export interface WinnersBracket {
  /** Rounds 1..k, each a list of matches in draw order. */
  rounds: BracketMatchShape[][];
  /**
   * Round 1 by draw position (P/2 entries): the match played there, or null for a bye. Index i
   * and its neighbour feed round 2's match ⌊i/2⌋.
   */
  firstRoundByPosition: (BracketMatchShape | null)[];
  size: number;
}

/** `double`: the winners bracket of a double elimination, whose rounds say so in their names. */
export function winnersBracket(n: number, double: boolean): WinnersBracket {
  const size = bracketSize(n);
  const positions = seedPositions(size);
  const roundCount = Math.log2(size);
  const rounds: BracketMatchShape[][] = [];

  // Each entry is what a draw position feeds into the next round: a seed (bye) or a winner.
  const firstRound: BracketMatchShape[] = [];
  const firstRoundByPosition: (BracketMatchShape | null)[] = [];
  let feeds: Source[] = [];
  for (let i = 0; i < size / 2; i++) {
    const high = positions[2 * i]!;
    const low = positions[2 * i + 1]!;
    const [top, bottom] = high < low ? [high, low] : [low, high];
    if (bottom > n) {
      feeds.push({ kind: 'seed', seed: top });
      firstRoundByPosition.push(null);
      continue;
    }
    const match = shape(
      1,
      firstRound.length + 1,
      { kind: 'seed', seed: top },
      { kind: 'seed', seed: bottom },
    );
    firstRound.push(match);
    firstRoundByPosition.push(match);
    feeds.push({ kind: 'winner', slot: match.slot });
  }
  rounds.push(firstRound);

  for (let round = 2; round <= roundCount; round++) {
    const matches: BracketMatchShape[] = [];
    const next: Source[] = [];
    for (let i = 0; i < feeds.length; i += 2) {
      const match = shape(round, matches.length + 1, feeds[i]!, feeds[i + 1]!);
      matches.push(match);
      next.push({ kind: 'winner', slot: match.slot });
    }
    rounds.push(matches);
    feeds = next;
  }
  for (const matches of rounds) {
    for (const m of matches)
      m.name = roundName(double, m.round, roundCount, m.order, matches.length);
  }
  return { rounds, firstRoundByPosition, size };
}

function shape(round: number, order: number, home: Source, away: Source): BracketMatchShape {
  return {
    slot: `W${round}-${order}`,
    section: 'winners',
    round,
    order,
    name: { stage: 'round', round, game: order },
    home,
    away,
  };
}

/** "Final", "Semi-final 2", "Quarter-final 3", "Round 1 · Game 2"; "Winners …" for double. */
function roundName(
  double: boolean,
  round: number,
  rounds: number,
  order: number,
  matchesInRound: number,
): MatchName {
  const fromEnd = rounds - round;
  const game = matchesInRound > 1 ? order : null;
  if (fromEnd === 0) return { stage: double ? 'winnersFinal' : 'final', round, game: null };
  if (fromEnd === 1) return { stage: double ? 'winnersSemiFinal' : 'semiFinal', round, game };
  if (fromEnd === 2) return { stage: double ? 'winnersQuarterFinal' : 'quarterFinal', round, game };
  return { stage: double ? 'winnersRound' : 'round', round, game: order };
}
