// The standings table of a season: rank by standings points or win percentage, then break ties
// the FIBA way (Internal Regulations, Appendix D): head-to-head criteria use only the games among
// the tied teams, and whenever a criterion splits a tied group, each smaller group that is still
// tied starts again from the first tiebreaker among only its own teams.
import { defaultPointDifferenceCap, type StandingsRules, type TiebreakerId } from './rules.ts';

export interface StandingsTeam {
  id: string;
  name: string;
}

/** Only games with status final or forfeit. */
export interface StandingsGame {
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  /** A forfeit with no scores counts 20–0 (FIBA D.1). */
  forfeitedBy: 'home' | 'away' | null;
}

/**
 * The games of a list that count in standings (final or forfeit), as standings read them: a
 * forfeit names who forfeited; a final game's stored forfeitedBy means nothing.
 */
export function standingsGames(
  games: readonly (Omit<StandingsGame, 'forfeitedBy'> & {
    status: string;
    forfeitedBy: 'home' | 'away' | null;
  })[],
): StandingsGame[] {
  return games
    .filter((g) => g.status === 'final' || g.status === 'forfeit')
    .map((g) => ({
      homeTeamId: g.homeTeamId,
      awayTeamId: g.awayTeamId,
      homeScore: g.homeScore,
      awayScore: g.awayScore,
      forfeitedBy: g.status === 'forfeit' ? g.forfeitedBy : null,
    }));
}

export interface Standing {
  teamId: string;
  /** Position in the table, 1..n, never shared. */
  rank: number;
  played: number;
  wins: number;
  losses: number;
  forfeitLosses: number;
  pointsFor: number;
  pointsAgainst: number;
  pointDifference: number;
  standingsPoints: number;
  /** 0..1, 0 when no games. */
  winPercentage: number;
  /**
   * Which tiebreaker put this team above the next one, when the two were level on the main
   * criterion and a tiebreaker split them; null otherwise (teams level on everything, as every
   * team is before any game, are simply listed alphabetically). Each screen says it in words.
   */
  tiebreak: Tiebreak | null;
}

/** "ahead of Celtics on head-to-head", as data. */
export interface Tiebreak {
  tiebreaker: TiebreakerId;
  /** The team listed next, which this one is ahead of. */
  aheadOf: string;
}

/** The result of one counted game, from the winner's side. */
interface Result {
  winner: string;
  loser: string;
  winnerScore: number;
  loserScore: number;
  forfeit: boolean;
}

const forfeitScore = 20;

/**
 * Null for a game that decides nothing: no forfeit and no scores, or a level score (basketball
 * has no draws, so a level final score is a data-entry gap, not a result).
 */
function resultOf(game: StandingsGame): Result | null {
  const { homeTeamId: home, awayTeamId: away, homeScore, awayScore, forfeitedBy } = game;
  if (forfeitedBy) {
    const [winner, loser] = forfeitedBy === 'home' ? [away, home] : [home, away];
    const [winnerScore, loserScore] =
      forfeitedBy === 'home' ? [awayScore, homeScore] : [homeScore, awayScore];
    // FIBA Art. 20/21: a recorded score stands only when the team awarded the game leads.
    if (winnerScore !== null && loserScore !== null && winnerScore > loserScore) {
      return { winner, loser, winnerScore, loserScore, forfeit: true };
    }
    return { winner, loser, winnerScore: forfeitScore, loserScore: 0, forfeit: true };
  }
  if (homeScore === null || awayScore === null || homeScore === awayScore) return null;
  return homeScore > awayScore
    ? { winner: home, loser: away, winnerScore: homeScore, loserScore: awayScore, forfeit: false }
    : { winner: away, loser: home, winnerScore: awayScore, loserScore: homeScore, forfeit: false };
}

interface Tally {
  played: number;
  wins: number;
  losses: number;
  forfeitLosses: number;
  pointsFor: number;
  pointsAgainst: number;
  /** Games won by forfeit and the points they count, which a 3x3 scoring average leaves out. */
  forfeitWins: number;
  forfeitWinPoints: number;
}

function tally(teamIds: Iterable<string>, results: Result[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const id of teamIds) {
    tallies.set(id, {
      played: 0,
      wins: 0,
      losses: 0,
      forfeitLosses: 0,
      pointsFor: 0,
      pointsAgainst: 0,
      forfeitWins: 0,
      forfeitWinPoints: 0,
    });
  }
  for (const r of results) {
    const winner = tallies.get(r.winner);
    const loser = tallies.get(r.loser);
    if (!winner || !loser) continue;
    winner.played += 1;
    winner.wins += 1;
    winner.pointsFor += r.winnerScore;
    winner.pointsAgainst += r.loserScore;
    if (r.forfeit) {
      winner.forfeitWins += 1;
      winner.forfeitWinPoints += r.winnerScore;
    }
    loser.played += 1;
    loser.losses += 1;
    if (r.forfeit) loser.forfeitLosses += 1;
    loser.pointsFor += r.loserScore;
    loser.pointsAgainst += r.winnerScore;
  }
  return tallies;
}

function standingsPointsOf(t: Tally, rules: StandingsRules): number {
  return (
    t.wins * rules.pointsForWin +
    (t.losses - t.forfeitLosses) * rules.pointsForLoss +
    t.forfeitLosses * rules.pointsForForfeitLoss
  );
}

/**
 * Negative when `a` ranks above `b` on the main criterion. Win percentages are compared as
 * fractions so that 1/3 and 2/6 are level without rounding.
 */
function compareMain(a: Tally, b: Tally, rules: StandingsRules): number {
  if (rules.rankBy === 'points') return standingsPointsOf(b, rules) - standingsPointsOf(a, rules);
  return compareKeys(winFraction(a), winFraction(b));
}

/** Wins over games played; no games counts as 0 %. */
function winFraction(t: Tally): [number, number] {
  return t.played === 0 ? [0, 1] : [t.wins, t.played];
}

/** A sort key per tiebreaker: higher is better. */
function tiebreakerKeys(
  tiebreaker: TiebreakerId,
  group: string[],
  overall: Map<string, Tally>,
  results: Result[],
  rules: StandingsRules,
): (teamId: string) => number | [number, number] {
  const totals = (id: string) => overall.get(id) as Tally;
  switch (tiebreaker) {
    case 'head-to-head':
    case 'head-to-head-point-difference': {
      const members = new Set(group);
      const mini = tally(
        group,
        results.filter((r) => members.has(r.winner) && members.has(r.loser)),
      );
      const ofTeam = (id: string) => mini.get(id) as Tally;
      if (tiebreaker === 'head-to-head-point-difference') {
        return (id) => ofTeam(id).pointsFor - ofTeam(id).pointsAgainst;
      }
      if (rules.rankBy === 'points') return (id) => standingsPointsOf(ofTeam(id), rules);
      return (id) => winFraction(ofTeam(id));
    }
    case 'point-difference':
      return (id) => totals(id).pointsFor - totals(id).pointsAgainst;
    case 'capped-point-difference': {
      // Each game counts its margin up to the cap, won or lost, over every game played.
      const cap = rules.pointDifferenceCap ?? defaultPointDifferenceCap;
      const capped = new Map<string, number>();
      for (const r of results) {
        const margin = Math.min(cap, r.winnerScore - r.loserScore);
        capped.set(r.winner, (capped.get(r.winner) ?? 0) + margin);
        capped.set(r.loser, (capped.get(r.loser) ?? 0) - margin);
      }
      return (id) => capped.get(id) ?? 0;
    }
    case 'points-scored':
      return (id) => totals(id).pointsFor;
    case 'points-scored-average':
      // FIBA 3x3 Art. 13: points per game, compared as fractions, forfeit wins left out.
      return (id) => {
        const t = totals(id);
        const games = t.played - t.forfeitWins;
        return games === 0 ? [0, 1] : [t.pointsFor - t.forfeitWinPoints, games];
      };
    case 'points-allowed':
      return (id) => -totals(id).pointsAgainst;
    case 'wins':
      return (id) => totals(id).wins;
  }
}

/** Negative when key `a` is better than key `b`. */
function compareKeys(a: number | [number, number], b: number | [number, number]): number {
  if (typeof a === 'number' || typeof b === 'number') return (b as number) - (a as number);
  // Fractions [wins, played] (or [points, games]) with a positive denominator, compared without
  // rounding.
  const [aWins, aPlayed] = a;
  const [bWins, bPlayed] = b;
  return bWins * aPlayed - aWins * bPlayed;
}

/** Splits sorted items into runs that compare level. */
function levelRuns<T>(sorted: T[], compare: (a: T, b: T) => number): T[][] {
  const runs: T[][] = [];
  for (const item of sorted) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    if (run && previous !== undefined && compare(previous, item) === 0) run.push(item);
    else runs.push([item]);
  }
  return runs;
}

interface Placed {
  teamId: string;
  /** The tiebreaker that put this team above the next one in the list, if one did. */
  note: Tiebreak | null;
}

/** Orders one group of teams level on the main criterion. */
function breakTie(
  group: string[],
  overall: Map<string, Tally>,
  results: Result[],
  rules: StandingsRules,
  names: Map<string, string>,
  locale: string,
): Placed[] {
  if (group.length === 1) return [{ teamId: group[0] as string, note: null }];
  for (const tiebreaker of rules.tiebreakers) {
    const key = tiebreakerKeys(tiebreaker, group, overall, results, rules);
    const keyed = group.map((id) => ({ id, key: key(id) }));
    keyed.sort((a, b) => compareKeys(a.key, b.key));
    const runs = levelRuns(keyed, (a, b) => compareKeys(a.key, b.key));
    if (runs.length === 1) continue;
    // FIBA D.1.3: a smaller group still level starts again from the first tiebreaker.
    const ordered = runs.map((run) =>
      breakTie(
        run.map((k) => k.id),
        overall,
        results,
        rules,
        names,
        locale,
      ),
    );
    ordered.forEach((inner, i) => {
      const next = ordered[i + 1]?.[0];
      const last = inner[inner.length - 1];
      if (next && last) last.note = { tiebreaker, aheadOf: next.teamId };
    });
    return ordered.flat();
  }
  const alphabetical = [...group].sort(
    (a, b) =>
      (names.get(a) as string).localeCompare(names.get(b) as string, locale) ||
      (a < b ? -1 : a > b ? 1 : 0),
  );
  return alphabetical.map((teamId) => ({ teamId, note: null }));
}

/** `locale`: the language whose alphabetical order lists the teams nothing else split. */
export function computeStandings(
  teams: StandingsTeam[],
  games: StandingsGame[],
  rules: StandingsRules,
  locale = 'en',
): Standing[] {
  const names = new Map<string, string>();
  for (const team of teams) {
    if (names.has(team.id)) throw new Error(`Team ${team.name} is listed twice.`);
    names.set(team.id, team.name);
  }
  const results = games
    .filter(
      (g) => g.homeTeamId !== g.awayTeamId && names.has(g.homeTeamId) && names.has(g.awayTeamId),
    )
    .map(resultOf)
    .filter((r): r is Result => r !== null);
  const overall = tally(names.keys(), results);
  const totals = (id: string) => overall.get(id) as Tally;

  const byMain = [...names.keys()].sort((a, b) => compareMain(totals(a), totals(b), rules));
  const groups = levelRuns(byMain, (a, b) => compareMain(totals(a), totals(b), rules));
  const placed = groups.flatMap((group) => breakTie(group, overall, results, rules, names, locale));

  return placed.map(({ teamId, note }, i) => {
    const t = totals(teamId);
    return {
      teamId,
      rank: i + 1,
      played: t.played,
      wins: t.wins,
      losses: t.losses,
      forfeitLosses: t.forfeitLosses,
      pointsFor: t.pointsFor,
      pointsAgainst: t.pointsAgainst,
      pointDifference: t.pointsFor - t.pointsAgainst,
      standingsPoints: standingsPointsOf(t, rules),
      winPercentage: t.played === 0 ? 0 : t.wins / t.played,
      tiebreak: note,
    };
  });
}
