// Single elimination: the winners bracket alone, plus the optional third-place game between the
// semi-final losers.
import type { BracketMatchShape } from './bracket.ts';
import { winnersBracket } from './winners-bracket.ts';

export function singleElimination(n: number, thirdPlaceGame: boolean): BracketMatchShape[] {
  const { rounds } = winnersBracket(n, false);
  const matches = rounds.flat();
  const semis = rounds.at(-2);
  if (thirdPlaceGame && semis && semis.length === 2) {
    matches.push({
      slot: '3P',
      section: 'third',
      round: 1,
      order: 1,
      name: { stage: 'thirdPlace', round: 1, game: null },
      home: { kind: 'loser', slot: semis[0]!.slot },
      away: { kind: 'loser', slot: semis[1]!.slot },
    });
  }
  return matches;
}
