import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultStandingsRules, threeByThreeStandingsRules } from './rule-presets.ts';
import { tiebreakerIds, type StandingsRules } from './rules.ts';
import {
  computeStandings,
  type Standing,
  type StandingsGame,
  type StandingsTeam,
} from './standings.ts';

const team = (id: string): StandingsTeam => ({ id, name: id[0]!.toUpperCase() + id.slice(1) });
const played = (
  home: string,
  homeScore: number,
  away: string,
  awayScore: number,
): StandingsGame => ({
  homeTeamId: home,
  awayTeamId: away,
  homeScore,
  awayScore,
  forfeitedBy: null,
});
const table = (teams: StandingsTeam[], games: StandingsGame[], rules = defaultStandingsRules) =>
  computeStandings(teams, games, rules);
const order = (standings: ReturnType<typeof table>) => standings.map((s) => s.teamId);
/** A tiebreak in test words: "ahead of Celtics on head-to-head" (the tiebreaker's id). */
const note = (s: Standing) =>
  s.tiebreak && `ahead of ${team(s.tiebreak.aheadOf).name} on ${s.tiebreak.tiebreaker}`;

describe('computeStandings', () => {
  it('ranks a 2-team tie on head-to-head', () => {
    const teams = ['lakers', 'celtics', 'bulls', 'knicks'].map(team);
    const standings = table(teams, [
      played('celtics', 88, 'lakers', 90),
      played('lakers', 101, 'knicks', 79),
      played('bulls', 85, 'lakers', 80),
      played('celtics', 95, 'bulls', 70),
      played('knicks', 60, 'celtics', 99),
      played('knicks', 77, 'bulls', 74),
    ]);
    // Lakers and Celtics 2–1 (5 points), Knicks and Bulls 1–2 (4 points). The Celtics have the
    // better point difference, but lost to the Lakers.
    expect(order(standings)).toEqual(['lakers', 'celtics', 'knicks', 'bulls']);
    expect(standings.map(note)).toEqual([
      'ahead of Celtics on head-to-head',
      null,
      'ahead of Bulls on head-to-head',
      null,
    ]);
    expect(standings[0]).toEqual({
      teamId: 'lakers',
      rank: 1,
      played: 3,
      wins: 2,
      losses: 1,
      forfeitLosses: 0,
      pointsFor: 271,
      pointsAgainst: 252,
      pointDifference: 19,
      standingsPoints: 5,
      winPercentage: 2 / 3,
      tiebreak: { tiebreaker: 'head-to-head', aheadOf: 'celtics' },
    });
    expect(standings.map((s) => s.rank)).toEqual([1, 2, 3, 4]);
  });

  it('resolves a 3-team circular tie by the point difference of the games among them', () => {
    const teams = ['heat', 'nets', 'suns', 'jazz'].map(team);
    const standings = table(teams, [
      played('heat', 90, 'nets', 80), // heat +10
      played('nets', 75, 'suns', 70), // nets +5
      played('suns', 83, 'heat', 80), // suns +3
      played('nets', 110, 'jazz', 70), // a blowout that must not count among the tied teams
      played('jazz', 70, 'heat', 71),
      played('suns', 72, 'jazz', 71),
    ]);
    // Mini-league point difference: heat +7, suns -2, nets -5; overall the nets lead with +35.
    expect(order(standings)).toEqual(['heat', 'suns', 'nets', 'jazz']);
    expect(standings.map(note)).toEqual([
      'ahead of Suns on head-to-head-point-difference',
      'ahead of Nets on head-to-head-point-difference',
      null,
      null,
    ]);
    expect(standings.find((s) => s.teamId === 'nets')?.pointDifference).toBe(35);
  });

  it('caps each game of the point difference, so one blowout does not decide a pool', () => {
    // A pool of four: heat, nets and suns each 2–1, beating each other in a circle by a point.
    const teams = ['heat', 'nets', 'suns', 'jazz'].map(team);
    const games = [
      played('heat', 61, 'nets', 60),
      played('nets', 61, 'suns', 60),
      played('suns', 61, 'heat', 60),
      played('nets', 90, 'jazz', 30), // nets by 60
      played('heat', 70, 'jazz', 52), // heat by 18
      played('suns', 71, 'jazz', 54), // suns by 17
    ];
    const rules = (tiebreakers: StandingsRules['tiebreakers'], cap?: number): StandingsRules => ({
      ...defaultStandingsRules,
      tiebreakers,
      ...(cap === undefined ? {} : { pointDifferenceCap: cap }),
    });
    // Uncapped, the blowout decides: nets +60.
    expect(order(table(teams, games, rules(['point-difference'])))).toEqual([
      'nets',
      'heat',
      'suns',
      'jazz',
    ]);
    // Capped at 15 a game, the three are level (+15 each) and the next rule decides: points
    // allowed, nets 151, heat 173, suns 175.
    const capped = table(teams, games, rules(['capped-point-difference', 'points-allowed']));
    expect(order(capped)).toEqual(['nets', 'heat', 'suns', 'jazz']);
    expect(capped.map(note).slice(0, 2)).toEqual([
      'ahead of Heat on points-allowed',
      'ahead of Suns on points-allowed',
    ]);
    // Capped at 17, heat's 18 counts 17: the three are level on it (+17 each).
    const seventeen = table(teams, games, rules(['capped-point-difference'], 17));
    expect(seventeen.map(note)).toEqual([null, null, null, null]);
    // Capped at 18: heat and nets +18, suns +17 falls behind them.
    const eighteen = table(teams, games, rules(['capped-point-difference'], 18));
    expect(order(eighteen)).toEqual(['heat', 'nets', 'suns', 'jazz']);
    expect(eighteen.map(note)).toEqual([
      null,
      'ahead of Suns on capped-point-difference',
      null,
      null,
    ]);
  });

  it('restarts from head-to-head when point difference splits a circular 3-team tie', () => {
    const teams = ['bilbao', 'murcia', 'tenerife', 'unicaja'].map(team);
    const standings = table(teams, [
      played('bilbao', 80, 'murcia', 70), // bilbao +10
      played('murcia', 76, 'tenerife', 70), // murcia +6
      played('tenerife', 72, 'bilbao', 70), // tenerife +2
      played('bilbao', 71, 'unicaja', 70),
      played('unicaja', 70, 'murcia', 71),
      played('tenerife', 100, 'unicaja', 70),
    ]);
    // All three 2–1; among them bilbao +8, murcia and tenerife -4 each. Between those two the
    // first tiebreaker again decides (murcia won), not tenerife's better overall difference.
    expect(order(standings)).toEqual(['bilbao', 'murcia', 'tenerife', 'unicaja']);
    expect(standings.map(note)).toEqual([
      'ahead of Murcia on head-to-head-point-difference',
      'ahead of Tenerife on head-to-head',
      null,
      null,
    ]);
  });

  it('restarts with only the teams still level when a criterion splits off a smaller group', () => {
    const teams = ['alba', 'bamberg', 'crailsheim', 'dresden'].map(team);
    const standings = table(teams, [
      // Among the three tied teams alba wins all four; bamberg and crailsheim split their pair.
      played('alba', 90, 'bamberg', 60),
      played('bamberg', 70, 'alba', 100),
      played('alba', 81, 'crailsheim', 80),
      played('crailsheim', 80, 'alba', 81),
      played('bamberg', 90, 'crailsheim', 80),
      played('crailsheim', 72, 'bamberg', 70),
      // Every one of the three ends 4–3.
      played('dresden', 80, 'alba', 70),
      played('dresden', 80, 'alba', 70),
      played('dresden', 80, 'alba', 70),
      played('bamberg', 80, 'dresden', 70),
      played('bamberg', 80, 'dresden', 70),
      played('bamberg', 80, 'dresden', 70),
      played('crailsheim', 80, 'dresden', 70),
      played('crailsheim', 80, 'dresden', 70),
      played('crailsheim', 80, 'dresden', 70),
    ]);
    // Among all three crailsheim has the better point difference (-4 against -52), but between
    // the two of them bamberg is +8.
    expect(order(standings)).toEqual(['dresden', 'alba', 'bamberg', 'crailsheim']);
    expect(standings.map(note)).toEqual([
      null,
      'ahead of Bamberg on head-to-head',
      'ahead of Crailsheim on head-to-head-point-difference',
      null,
    ]);
  });

  it('scores a forfeit 20–0 with no standings points for the team that forfeited', () => {
    const teams = ['rockets', 'spurs', 'magic'].map(team);
    const standings = table(teams, [
      {
        homeTeamId: 'rockets',
        awayTeamId: 'spurs',
        homeScore: null,
        awayScore: null,
        forfeitedBy: 'away',
      },
      played('magic', 60, 'spurs', 62),
      played('magic', 70, 'rockets', 71),
    ]);
    expect(order(standings)).toEqual(['rockets', 'spurs', 'magic']);
    const spurs = standings[1]!;
    expect(spurs).toMatchObject({
      played: 2,
      wins: 1,
      losses: 1,
      forfeitLosses: 1,
      pointsFor: 62,
      pointsAgainst: 80,
      standingsPoints: 2,
    });
    expect(standings[0]).toMatchObject({ pointsFor: 91, pointsAgainst: 70, standingsPoints: 4 });
    // Magic (2 points for two losses) and spurs (2 + 0) are level; spurs won the game between them.
    expect(standings[2]).toMatchObject({ standingsPoints: 2, forfeitLosses: 0 });
    expect(note(spurs)).toBe('ahead of Magic on head-to-head');
  });

  it('keeps a forfeit score only when the team awarded the game leads', () => {
    const teams = ['a', 'b'].map(team);
    const standing = (forfeitedBy: 'home' | 'away', homeScore: number, awayScore: number) =>
      table(teams, [{ homeTeamId: 'a', awayTeamId: 'b', homeScore, awayScore, forfeitedBy }]).find(
        (s) => s.teamId === 'a',
      );
    expect(standing('away', 30, 12)).toMatchObject({ wins: 1, pointsFor: 30, pointsAgainst: 12 });
    expect(standing('away', 12, 30)).toMatchObject({ wins: 1, pointsFor: 20, pointsAgainst: 0 });
    expect(standing('home', 12, 30)).toMatchObject({ losses: 1, forfeitLosses: 1, pointsFor: 12 });
  });

  it('orders teams level on everything alphabetically, numbered one by one, with no notes', () => {
    // A season before its first game: nothing a tiebreaker decided, so nothing to explain.
    const standings = table(['wolves', 'celtics', 'kings'].map(team), []);
    expect(order(standings)).toEqual(['celtics', 'kings', 'wolves']);
    expect(standings.map((s) => s.rank)).toEqual([1, 2, 3]);
    expect(standings.map(note)).toEqual([null, null, null]);
    expect(standings[0]).toMatchObject({ played: 0, winPercentage: 0, standingsPoints: 0 });
  });

  it("lists teams level on everything in the tournament language's alphabetical order", () => {
    const teams = [
      { id: 'n', name: 'Ñandúes' },
      { id: 'u', name: 'Nutrias' },
      { id: 'o', name: 'Osos' },
    ];
    // English reads Ñ as N; Spanish has Ñ as its own letter, after N.
    expect(order(computeStandings(teams, [], defaultStandingsRules))).toEqual(['n', 'u', 'o']);
    expect(order(computeStandings(teams, [], defaultStandingsRules, 'es'))).toEqual([
      'u',
      'n',
      'o',
    ]);
  });

  it('ranks by win percentage when the rules say so, not by the number of wins', () => {
    const rules: StandingsRules = {
      ...defaultStandingsRules,
      rankBy: 'win-percentage',
      tiebreakers: [],
    };
    const teams = ['a', 'b', 'c', 'd'].map(team);
    const games = [
      // a: 3 of 4 (75 %); b: 5 of 7 (71 %) with more wins; d: 2 of 5; c: 1 of 6.
      ...[1, 2, 3].map(() => played('a', 80, 'd', 70)),
      played('d', 80, 'a', 70),
      ...[1, 2, 3, 4, 5].map(() => played('b', 80, 'c', 70)),
      played('c', 80, 'b', 70),
      played('d', 80, 'b', 70),
    ];
    const standings = table(teams, games, rules);
    expect(order(standings)).toEqual(['a', 'b', 'd', 'c']);
    expect(standings.map((s) => [s.wins, s.played])).toEqual([
      [3, 4],
      [5, 7],
      [2, 5],
      [1, 6],
    ]);
    expect(standings[1]?.winPercentage).toBeCloseTo(5 / 7);
  });

  it('treats 1 of 3 and 2 of 6 as level on win percentage', () => {
    const rules: StandingsRules = {
      ...defaultStandingsRules,
      rankBy: 'win-percentage',
      tiebreakers: ['wins'],
    };
    const games = [
      played('x', 80, 'z', 70),
      played('z', 80, 'x', 70),
      played('z', 80, 'x', 70),
      ...[1, 2].map(() => played('y', 80, 'z', 70)),
      ...[1, 2, 3, 4].map(() => played('z', 80, 'y', 70)),
    ];
    const standings = table(['x', 'y', 'z'].map(team), games, rules);
    expect(order(standings)).toEqual(['z', 'y', 'x']);
    expect(note(standings[1]!)).toBe('ahead of X on wins');
  });

  it('ignores games with teams outside the table and games with no result', () => {
    const standings = table(['a', 'b'].map(team), [
      played('a', 80, 'stranger', 20),
      { homeTeamId: 'a', awayTeamId: 'b', homeScore: null, awayScore: null, forfeitedBy: null },
      played('b', 70, 'a', 60),
    ]);
    expect(standings.map((s) => [s.teamId, s.played])).toEqual([
      ['b', 1],
      ['a', 1],
    ]);
  });

  it('ranks FIBA 3x3: head-to-head, then points per game with forfeit wins left out', () => {
    const teams = ['amsterdam', 'belgrade', 'cebu', 'doha'].map(team);
    const standings = table(
      teams,
      [
        // A circle among the first three: each is 1–1 against the other two.
        played('amsterdam', 19, 'belgrade', 15),
        played('belgrade', 21, 'cebu', 19),
        played('cebu', 21, 'amsterdam', 18),
        // Doha loses every game, one of them by forfeit with a recorded 21–0.
        {
          homeTeamId: 'doha',
          awayTeamId: 'amsterdam',
          homeScore: 0,
          awayScore: 21,
          forfeitedBy: 'home',
        },
        played('belgrade', 21, 'doha', 10),
        played('cebu', 21, 'doha', 20),
      ],
      threeByThreeStandingsRules,
    );
    // Per game: cebu 61/3, belgrade 57/3 = 19, amsterdam 37/2 = 18.5 without its forfeit win
    // (with it, 58/3 would put amsterdam above belgrade).
    expect(order(standings)).toEqual(['cebu', 'belgrade', 'amsterdam', 'doha']);
    expect(standings.map(note)).toEqual([
      'ahead of Belgrade on points-scored-average',
      'ahead of Amsterdam on points-scored-average',
      null,
      null,
    ]);
    expect(standings[2]).toMatchObject({ wins: 2, losses: 1, pointsFor: 58 });
  });

  it('refuses a team listed twice', () => {
    expect(() => table([team('a'), team('a')], [])).toThrow('listed twice');
  });
});

const arbitraryLeague = fc.integer({ min: 2, max: 8 }).chain((n) =>
  fc.record({
    teams: fc.constant(Array.from({ length: n }, (_, i) => ({ id: `t${i}`, name: `Team ${i}` }))),
    games: fc.array(
      fc
        .record({
          home: fc.integer({ min: 0, max: n - 1 }),
          offset: fc.integer({ min: 1, max: n - 1 }),
          winner: fc.integer({ min: 40, max: 120 }),
          margin: fc.integer({ min: 1, max: 30 }),
          homeWins: fc.boolean(),
          forfeit: fc.constantFrom(null, 'home' as const, 'away' as const),
          scored: fc.boolean(),
        })
        .map(({ home, offset, winner, margin, homeWins, forfeit, scored }): StandingsGame => {
          const loser = winner - margin;
          const noScores = forfeit !== null && !scored;
          return {
            homeTeamId: `t${home}`,
            awayTeamId: `t${(home + offset) % n}`,
            homeScore: noScores ? null : homeWins ? winner : loser,
            awayScore: noScores ? null : homeWins ? loser : winner,
            forfeitedBy: forfeit,
          };
        }),
      { maxLength: 40 },
    ),
  }),
);

const arbitraryRules: fc.Arbitrary<StandingsRules> = fc.record({
  rankBy: fc.constantFrom('points' as const, 'win-percentage' as const),
  pointsForWin: fc.integer({ min: 1, max: 3 }),
  pointsForLoss: fc.integer({ min: 0, max: 1 }),
  pointsForForfeitLoss: fc.constant(0),
  tiebreakers: fc.shuffledSubarray([...tiebreakerIds]),
});

describe('computeStandings properties', () => {
  it('counts one win and one loss per game, and lists every team once at ranks 1..n', () => {
    fc.assert(
      fc.property(arbitraryLeague, arbitraryRules, ({ teams, games }, rules) => {
        const standings = computeStandings(teams, games, rules);
        const sum = (f: (s: (typeof standings)[number]) => number) =>
          standings.reduce((total, s) => total + f(s), 0);
        expect(sum((s) => s.wins)).toBe(games.length);
        expect(sum((s) => s.losses)).toBe(games.length);
        expect(sum((s) => s.pointsFor)).toBe(sum((s) => s.pointsAgainst));
        expect(sum((s) => s.forfeitLosses)).toBe(games.filter((g) => g.forfeitedBy).length);
        expect(standings.map((s) => s.teamId).sort()).toEqual(teams.map((t) => t.id).sort());
        expect(standings.map((s) => s.rank)).toEqual(teams.map((_, i) => i + 1));
        for (const s of standings) expect(s.played).toBe(s.wins + s.losses);
      }),
    );
  });

  it('does not depend on the order of the games or of the teams', () => {
    fc.assert(
      fc.property(
        arbitraryLeague.chain(({ teams, games }) =>
          fc.record({
            teams: fc.constant(teams),
            games: fc.constant(games),
            shuffledTeams: fc.shuffledSubarray(teams, { minLength: teams.length }),
            shuffledGames: fc.shuffledSubarray(games, { minLength: games.length }),
          }),
        ),
        arbitraryRules,
        ({ teams, games, shuffledTeams, shuffledGames }, rules) => {
          expect(computeStandings(shuffledTeams, shuffledGames, rules)).toEqual(
            computeStandings(teams, games, rules),
          );
        },
      ),
    );
  });

  it('never ranks a team below one that is worse on the main criterion', () => {
    fc.assert(
      fc.property(arbitraryLeague, arbitraryRules, ({ teams, games }, rules) => {
        const standings = computeStandings(teams, games, rules);
        const main = (s: (typeof standings)[number]) =>
          rules.rankBy === 'points' ? s.standingsPoints : s.winPercentage;
        standings.forEach((s, i) => {
          const next = standings[i + 1];
          if (!next) return;
          expect(main(s)).toBeGreaterThanOrEqual(main(next));
          // A note explains a tie on the main criterion that a tiebreaker decided, and only that.
          if (main(s) !== main(next)) expect(s.tiebreak).toBeNull();
          if (s.tiebreak) expect(s.tiebreak.aheadOf).toBe(next.teamId);
        });
      }),
    );
  });
});
