import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBracket, type BracketMatchShape, type BracketOptions } from './bracket.ts';
import { resolveBracket, type MatchResult, type Resolution } from './resolve.ts';
import { seedPositions } from './seeding.ts';

const sizes = Array.from({ length: 30 }, (_, i) => i + 3);
const teamIds = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);

interface Played {
  match: BracketMatchShape;
  home: string;
  away: string;
  winner: string;
  loser: string;
}

/** Plays the bracket to the end, each winner chosen by `pick`, in the order a season would. */
function playOut(
  bracket: BracketMatchShape[],
  seeds: string[],
  pick: (index: number) => boolean,
): { played: Played[]; resolution: Resolution } {
  const results = new Map<string, MatchResult>();
  const played: Played[] = [];
  for (;;) {
    const resolution = resolveBracket(bracket, seeds, results);
    const next = bracket.find((m) => {
      const r = resolution.matches.get(m.slot)!;
      return r.needed && r.home && r.away && !r.winner;
    });
    if (!next) return { played, resolution };
    const r = resolution.matches.get(next.slot)!;
    const homeWins = pick(played.length);
    const [winner, loser] = homeWins ? [r.home!, r.away!] : [r.away!, r.home!];
    results.set(next.slot, { winner, loser });
    played.push({ match: next, home: r.home!, away: r.away!, winner, loser });
  }
}

const options = (n: number, format: 'single' | 'double', extra: boolean): BracketOptions => ({
  format,
  teams: n,
  thirdPlaceGame: format === 'single' && extra,
  resetGame: format === 'double' && extra,
});

const arbitraryRun = fc.record({
  n: fc.integer({ min: 3, max: 32 }),
  format: fc.constantFrom('single' as const, 'double' as const),
  extra: fc.boolean(),
  coins: fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }),
});

interface Run {
  n: number;
  format: 'single' | 'double';
  extra: boolean;
  coins: boolean[];
}

function run({ n, format, extra, coins }: Run) {
  const bracket = buildBracket(options(n, format, extra));
  const seeds = teamIds(n);
  return { bracket, seeds, ...playOut(bracket, seeds, (i) => coins[i % coins.length]!) };
}

const roundKey = (m: BracketMatchShape) => `${m.section}:${m.round}`;

describe('bracket shape', () => {
  it('puts seeds 1 and 2 in different halves, and each seed pair sums to size + 1', () => {
    for (const size of [2, 4, 8, 16, 32]) {
      const positions = seedPositions(size);
      expect([...positions].sort((a, b) => a - b)).toEqual(
        Array.from({ length: size }, (_, i) => i + 1),
      );
      for (let i = 0; i < size; i += 2) expect(positions[i]! + positions[i + 1]!).toBe(size + 1);
      expect(positions.indexOf(2)).toBeGreaterThanOrEqual(size / 2);
    }
  });

  it.each(sizes)('%i teams: unique slots, sources point back, byes only into round 2', (n) => {
    for (const format of ['single', 'double'] as const) {
      for (const extra of [false, true]) {
        const bracket = buildBracket(options(n, format, extra));
        expect(buildBracket(options(n, format, extra))).toEqual(bracket);
        const seen = new Map<string, BracketMatchShape>();
        const seedsUsed: number[] = [];
        for (const m of bracket) {
          expect(seen.has(m.slot)).toBe(false);
          for (const side of [m.home, m.away]) {
            if (side.kind === 'seed') {
              expect(m.section).toBe('winners');
              expect(m.round).toBeLessThanOrEqual(2);
              expect(side.seed).toBeGreaterThanOrEqual(1);
              expect(side.seed).toBeLessThanOrEqual(n);
              seedsUsed.push(side.seed);
            } else {
              const from = seen.get(side.slot);
              expect(from, `${m.slot} reads ${side.slot}`).toBeDefined();
              // A winner moves on exactly one round (the grand finals and third place read the
              // last rounds), except the losers bracket's first-round walk-ins.
              if (side.kind === 'winner' && from!.section === m.section && m.section !== 'final') {
                expect(from!.round).toBe(m.round - 1);
              }
            }
          }
          seen.set(m.slot, m);
        }
        expect([...seedsUsed].sort((a, b) => a - b)).toEqual(
          Array.from({ length: n }, (_, i) => i + 1),
        );
        // A seed in round 2 is a bye; only the top seeds get one.
        const byes = bracket
          .filter((m) => m.round === 2 && m.section === 'winners')
          .flatMap((m) => [m.home, m.away])
          .filter((s) => s.kind === 'seed')
          .map((s) => (s.kind === 'seed' ? s.seed : 0));
        const size = 2 ** Math.ceil(Math.log2(n));
        expect(byes.sort((a, b) => a - b)).toEqual(
          Array.from({ length: size - n }, (_, i) => i + 1),
        );
        // Every winner and loser of a match is read by at most one later match (per kind).
        const reads = bracket
          .flatMap((m) => [m.home, m.away])
          .flatMap((s) => (s.kind === 'seed' ? [] : [`${s.kind}:${s.slot}`]));
        const gf2Reads = bracket.filter((m) => m.slot === 'GF2').length * 2;
        expect(new Set(reads).size).toBe(reads.length - gf2Reads);
        // Rounds are numbered from 1 without gaps in every section.
        for (const section of ['winners', 'losers'] as const) {
          const rounds = [
            ...new Set(bracket.filter((m) => m.section === section).map((m) => m.round)),
          ];
          expect(rounds).toEqual(rounds.map((_, i) => i + 1));
        }
        // The losers bracket takes walk-ins in its first round only: every later round reads
        // all of the round before it.
        const losers = bracket.filter((m) => m.section === 'losers');
        const lbRounds = Math.max(0, ...losers.map((m) => m.round));
        for (let r = 2; r <= lbRounds; r++) {
          const before = losers.filter((m) => m.round === r - 1).map((m) => m.slot);
          const read = losers
            .filter((m) => m.round === r)
            .flatMap((m) => [m.home, m.away])
            .flatMap((s) => (s.kind === 'winner' ? [s.slot] : []));
          expect(read.sort()).toEqual([...before].sort());
          if (r >= 3) {
            for (const m of losers.filter((x) => x.round === r)) {
              const fromBefore = [m.home, m.away].filter(
                (s) => s.kind === 'winner' && before.includes(s.slot),
              );
              expect(fromBefore.length).toBeGreaterThanOrEqual(1);
            }
          }
        }
      }
    }
  });

  it('names each match by its stage, round and number in its round', () => {
    const named = (m: BracketMatchShape) =>
      `${m.slot} ${m.name.stage} ${m.name.round}${m.name.game === null ? '' : `-${m.name.game}`}`;
    const single = buildBracket(options(6, 'single', true));
    expect(single.map(named)).toEqual([
      'W1-1 quarterFinal 1-1',
      'W1-2 quarterFinal 1-2',
      'W2-1 semiFinal 2-1',
      'W2-2 semiFinal 2-2',
      'W3-1 final 3',
      '3P thirdPlace 1',
    ]);
    expect(buildBracket(options(20, 'single', false))[0]!.name).toEqual({
      stage: 'round',
      round: 1,
      game: 1,
    });
    // The only semi-final of three teams has no number.
    expect(named(buildBracket(options(3, 'single', false))[0]!)).toBe('W1-1 semiFinal 1');
    const double = buildBracket(options(4, 'double', true)).map(named);
    expect(double).toEqual([
      'W1-1 winnersSemiFinal 1-1',
      'W1-2 winnersSemiFinal 1-2',
      'W2-1 winnersFinal 2',
      'L1-1 losersRound 1-1',
      'L2-1 losersFinal 2',
      'GF grandFinal 1',
      'GF2 grandFinalReset 2',
    ]);
  });

  it('gives seeds 1 and 2 byes in a 6-team bracket', () => {
    const bracket = buildBracket(options(6, 'single', false));
    const semis = bracket.filter((m) => m.round === 2);
    expect(semis.map((m) => m.home)).toEqual([
      { kind: 'seed', seed: 1 },
      { kind: 'seed', seed: 2 },
    ]);
    expect(bracket.filter((m) => m.round === 1).map((m) => [m.home, m.away])).toEqual([
      [
        { kind: 'seed', seed: 4 },
        { kind: 'seed', seed: 5 },
      ],
      [
        { kind: 'seed', seed: 3 },
        { kind: 'seed', seed: 6 },
      ],
    ]);
  });

  it('refuses sizes outside 3–32', () => {
    expect(() => buildBracket(options(2, 'single', false))).toThrow(RangeError);
    expect(() => buildBracket(options(33, 'double', false))).toThrow(RangeError);
  });
});

describe('playing a bracket out with random results', () => {
  it('every team plays once per round until it is out, and the counts add up', () => {
    fc.assert(
      fc.property(arbitraryRun, (input) => {
        const { n, format, extra } = input;
        const { bracket, seeds, played, resolution } = run(input);

        // Deterministic: the same results resolve the same way.
        const results = new Map(played.map((p) => [p.match.slot, p]));
        expect(resolveBracket(bracket, seeds, results)).toEqual(resolution);

        const champion = resolution.champion;
        expect(champion).not.toBeNull();
        const losses = new Map(seeds.map((t) => [t, 0]));
        for (const p of played) losses.set(p.loser, losses.get(p.loser)! + 1);

        // At most once per round.
        const byRound = new Map<string, string[]>();
        for (const p of played) {
          const list = byRound.get(roundKey(p.match)) ?? [];
          list.push(p.home, p.away);
          byRound.set(roundKey(p.match), list);
        }
        for (const list of byRound.values()) expect(new Set(list).size).toBe(list.length);

        // Winners bracket: each team is in round 1 or has a bye into round 2, and a team plays
        // round r + 1 exactly when it won round r.
        const wb = played.filter((p) => p.match.section === 'winners');
        const wbRounds = Math.max(
          ...bracket.filter((m) => m.section === 'winners').map((m) => m.round),
        );
        const firstRound = new Set(
          wb.filter((p) => p.match.round === 1).flatMap((p) => [p.home, p.away]),
        );
        const byeTeams = bracket
          .filter((m) => m.section === 'winners' && m.round === 2)
          .flatMap((m) => [m.home, m.away])
          .flatMap((s) => (s.kind === 'seed' ? [seeds[s.seed - 1]!] : []));
        expect(new Set([...firstRound, ...byeTeams]).size).toBe(n);
        expect(firstRound.size + byeTeams.length).toBe(n);
        for (let r = 1; r < wbRounds; r++) {
          const winners = wb.filter((p) => p.match.round === r).map((p) => p.winner);
          if (r === 1) winners.push(...byeTeams);
          const next = wb.filter((p) => p.match.round === r + 1).flatMap((p) => [p.home, p.away]);
          expect([...next].sort()).toEqual([...winners].sort());
        }

        // Losers bracket: a winner goes on to the next round; a team's rounds are consecutive.
        const lb = played.filter((p) => p.match.section === 'losers');
        const lbRounds = Math.max(0, ...lb.map((p) => p.match.round));
        for (let r = 1; r < lbRounds; r++) {
          const next = new Set(
            lb.filter((p) => p.match.round === r + 1).flatMap((p) => [p.home, p.away]),
          );
          for (const p of lb.filter((x) => x.match.round === r)) {
            expect(next.has(p.winner)).toBe(true);
            expect(next.has(p.loser)).toBe(false);
          }
        }

        if (format === 'single') {
          const thirdPlace = extra && n >= 4 ? 1 : 0;
          expect(played.length).toBe(n - 1 + thirdPlace);
          expect(losses.get(champion!)).toBe(0);
          const main = played.filter((p) => p.match.section === 'winners');
          const out = new Set(main.map((p) => p.loser));
          expect(out.size).toBe(n - 1);
          expect(out.has(champion!)).toBe(false);
        } else {
          const gf = played.find((p) => p.match.slot === 'GF')!;
          const lbChampion = gf.away;
          const wbChampion = gf.home;
          const resetPlayed = played.some((p) => p.match.slot === 'GF2');
          expect(resetPlayed).toBe(extra && gf.winner === lbChampion);
          expect(played.length).toBe(2 * n - 2 + (resetPlayed ? 1 : 0));
          // The losers-bracket champion lost exactly once before the grand final.
          const before = played.filter((p) => p.match.section !== 'final');
          expect(before.filter((p) => p.loser === lbChampion)).toHaveLength(1);
          expect(before.filter((p) => p.loser === wbChampion)).toHaveLength(0);
          for (const t of seeds) {
            if (t === champion) expect(losses.get(t)).toBeLessThanOrEqual(1);
            else if (!extra && t === wbChampion && gf.winner === lbChampion)
              expect(losses.get(t)).toBe(1);
            else expect(losses.get(t), `${t} out after two losses`).toBe(2);
          }
          // Nobody plays again after a second loss.
          const count = new Map<string, number>();
          for (const p of played) {
            for (const t of [p.home, p.away]) expect(count.get(t) ?? 0).toBeLessThan(2);
            count.set(p.loser, (count.get(p.loser) ?? 0) + 1);
          }
        }
      }),
      { numRuns: 600 },
    );
  });

  it.each(sizes)('%i teams: both formats finish with a champion whatever the results', (n) => {
    fc.assert(
      fc.property(
        fc.constantFrom('single' as const, 'double' as const),
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }),
        (format, extra, coins) => {
          const { played, resolution } = run({ n, format, extra, coins });
          expect(resolution.champion).not.toBeNull();
          const base = format === 'single' ? n - 1 : 2 * n - 2;
          expect(played.length).toBeGreaterThanOrEqual(base);
          expect(played.length).toBeLessThanOrEqual(base + 1);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('resolveBracket', () => {
  const bracket = buildBracket(options(4, 'double', true));
  const seeds = teamIds(4);

  it('leaves a match undecided while a result names other teams', () => {
    const resolution = resolveBracket(
      bracket,
      seeds,
      new Map([['W1-1', { winner: 't2', loser: 't3' }]]),
    );
    expect(resolution.matches.get('W1-1')).toMatchObject({ home: 't1', away: 't4', winner: null });
    expect(resolution.matches.get('W2-1')!.home).toBeNull();
  });

  it('needs the reset only when the losers-bracket champion wins the grand final', () => {
    const path = new Map<string, MatchResult>([
      ['W1-1', { winner: 't1', loser: 't4' }],
      ['W1-2', { winner: 't2', loser: 't3' }],
      ['W2-1', { winner: 't1', loser: 't2' }],
      ['L1-1', { winner: 't3', loser: 't4' }],
      ['L2-1', { winner: 't2', loser: 't3' }],
    ]);
    let r = resolveBracket(bracket, seeds, path);
    expect(r.matches.get('GF')).toMatchObject({ home: 't1', away: 't2', needed: true });
    expect(r.matches.get('GF2')).toMatchObject({ home: null, away: null, needed: true });

    r = resolveBracket(bracket, seeds, new Map([...path, ['GF', { winner: 't1', loser: 't2' }]]));
    expect(r.matches.get('GF2')).toMatchObject({ home: null, needed: false });
    expect(r.champion).toBe('t1');

    r = resolveBracket(bracket, seeds, new Map([...path, ['GF', { winner: 't2', loser: 't1' }]]));
    expect(r.matches.get('GF2')).toMatchObject({ home: 't1', away: 't2', needed: true });
    expect(r.champion).toBeNull();
    r = resolveBracket(
      bracket,
      seeds,
      new Map([
        ...path,
        ['GF', { winner: 't2', loser: 't1' }],
        ['GF2', { winner: 't2', loser: 't1' }],
      ]),
    );
    expect(r.champion).toBe('t2');
  });
});
