// Double elimination: the winners bracket, a losers bracket where every team gets a second life,
// and the grand final (plus the optional reset when the losers-bracket champion wins it).
//
// Losers bracket, with P the bracket size, m the round-1 matches and Lr the losers of winners
// round r (|L1| = m, |Lr| = P/2^r):
// - m ≥ P/4: every pair of round-1 positions feeding one round-2 match holds at most one bye, so
//   where both were played their losers meet (m − P/4 matches) and a lone loser walks in; the
//   P/4 survivors then meet L2.
// - m < P/4: every such pair holds at most one played match, so its loser meets an L2 loser at
//   once, and L2 losers without an L1 opponent walk in.
// Either way P/4 survivors remain, and for r = 3..k a round halves them and the next round meets
// Lr. Drop-ins are taken in reverse order on alternate rounds so a team does not meet again the
// team it has just lost to. Walk-ins exist only in the losers bracket's first round.
import type { BracketMatchShape, Source } from './bracket.ts';
import { winnersBracket } from './winners-bracket.ts';

export function doubleElimination(n: number, resetGame: boolean): BracketMatchShape[] {
  const wb = winnersBracket(n, true);
  const { rounds, firstRoundByPosition, size } = wb;
  const k = rounds.length;
  const quarter = size / 4;
  const losersOf = (round: number): Source[] =>
    rounds[round - 1]!.map((m) => ({ kind: 'loser', slot: m.slot }));
  const firstRoundLoser = (position: number): Source | null => {
    const m = firstRoundByPosition[position];
    return m ? { kind: 'loser', slot: m.slot } : null;
  };

  const lbRounds: Array<Array<[Source, Source]>> = [];
  let survivors: Source[] = [];
  const playRound = (pairs: Array<[Source, Source]>, walkIns: Map<number, Source>): Source[] => {
    // `walkIns` keeps each survivor's place in the draw next to the winners of `pairs`.
    if (pairs.length > 0) lbRounds.push(pairs);
    const round = lbRounds.length;
    const next: Source[] = [];
    let played = 0;
    for (let i = 0; i < pairs.length + walkIns.size; i++) {
      const walkIn = walkIns.get(i);
      if (walkIn) next.push(walkIn);
      else next.push({ kind: 'winner', slot: `L${round}-${++played}` });
    }
    return next;
  };

  const l2 = losersOf(2).reverse();
  const early = rounds[0]!.length >= quarter;
  {
    const pairs: Array<[Source, Source]> = [];
    const walkIns = new Map<number, Source>();
    for (let i = 0; i < quarter; i++) {
      const a = firstRoundLoser(2 * i);
      const b = firstRoundLoser(2 * i + 1);
      const partner = early ? (a && b ? b : null) : l2[i]!;
      const lone = a ?? b;
      if (lone && partner) pairs.push([lone, partner]);
      else walkIns.set(i, (lone ?? partner)!);
    }
    survivors = playRound(pairs, walkIns);
  }
  if (early) {
    survivors = playRound(
      survivors.map((s, i): [Source, Source] => [s, l2[i]!]),
      new Map(),
    );
  }
  for (let r = 3; r <= k; r++) {
    const halved: Array<[Source, Source]> = [];
    for (let i = 0; i < survivors.length; i += 2) halved.push([survivors[i]!, survivors[i + 1]!]);
    survivors = playRound(halved, new Map());
    const drops = r % 2 === 0 ? losersOf(r).reverse() : losersOf(r);
    survivors = playRound(
      survivors.map((s, i): [Source, Source] => [s, drops[i]!]),
      new Map(),
    );
  }

  const matches: BracketMatchShape[] = rounds.flat();
  lbRounds.forEach((pairs, index) => {
    const round = index + 1;
    pairs.forEach(([home, away], i) => {
      const last = round === lbRounds.length;
      matches.push({
        slot: `L${round}-${i + 1}`,
        section: 'losers',
        round,
        order: i + 1,
        name: last
          ? { stage: 'losersFinal', round, game: null }
          : { stage: 'losersRound', round, game: i + 1 },
        home,
        away,
      });
    });
  });
  const wbChampion: Source = { kind: 'winner', slot: rounds[k - 1]![0]!.slot };
  const lbChampion = survivors[0]!;
  matches.push({
    slot: 'GF',
    section: 'final',
    round: 1,
    order: 1,
    name: { stage: 'grandFinal', round: 1, game: null },
    home: wbChampion,
    away: lbChampion,
  });
  if (resetGame) {
    matches.push({
      slot: 'GF2',
      section: 'final',
      round: 2,
      order: 1,
      name: { stage: 'grandFinalReset', round: 2, game: null },
      home: wbChampion,
      away: lbChampion,
    });
  }
  return matches;
}
