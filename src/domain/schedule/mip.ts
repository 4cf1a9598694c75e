// The schedule as a mixed-integer program (docs/decisions/0059-a-schedule-from-a-solver.md).
// One binary per candidate (game, court group, start); a continuous "unplaced" column per game,
// priced far above every soft rule, so an over-full weekend still yields its best partial schedule
// and says which games did not fit instead of only "infeasible".
import { courtGroups, candidatesOf, type Candidate, type CourtGroup } from './candidates.ts';
import { dayOf, type ScheduleProblem } from './problem.ts';
import { structureOf, type Structure } from './structure.ts';

export const unplacedCost = 100_000;

export interface MipModel {
  candidates: Candidate[];
  gameIds: string[];
  groups: CourtGroup[];
  structure: Structure;
  /** Column index of each game's "unplaced" slack. */
  unplacedColumn: number[];
  numCols: number;
  cost: number[];
  upper: number[];
  integer: boolean[];
  rows: { lower: number; upper: number; cols: number[]; values: number[] }[];
}

/** Which candidates the program may choose from: all, or a neighbourhood of a known schedule. */
export type CandidateFilter = (c: Candidate, group: CourtGroup) => boolean;

export function buildMip(problem: ScheduleProblem, keep: CandidateFilter = () => true): MipModel {
  const structure = structureOf(problem);
  const groups = courtGroups(problem);
  const candidates = candidatesOf(problem, structure, groups).filter((c) =>
    keep(c, groups[c.group]!),
  );
  const { rules, weights } = problem;
  const gameIndex = new Map(problem.games.map((g, i) => [g.id, i]));
  const slotOf = problem.games.map((g) => structure.slot.get(g.id)!);
  const venueOfGroup = groups.map((g) => g.venueId);
  const showGroup = groups.map((g) => g.courts.some((c) => c.show));

  const cost: number[] = [];
  const upper: number[] = [];
  const integer: boolean[] = [];
  const column = (c: number, up: number, isInteger: boolean) => {
    cost.push(c);
    upper.push(up);
    integer.push(isInteger);
    return cost.length - 1;
  };
  const rows: MipModel['rows'] = [];
  const row = (lower: number, up: number, entries: [number, number][]) => {
    const merged = new Map<number, number>();
    for (const [col, v] of entries) merged.set(col, (merged.get(col) ?? 0) + v);
    rows.push({ lower, upper: up, cols: [...merged.keys()], values: [...merged.values()] });
  };

  const byGame: number[][] = problem.games.map(() => []);
  candidates.forEach((c, i) => {
    const game = problem.games[c.game]!;
    column(game.popular && !showGroup[c.group] ? weights.popularOffShow : 0, 1, true);
    byGame[c.game]!.push(i);
  });
  const unplacedColumn = problem.games.map(() => column(unplacedCost, 1, false));

  // Every game once, or counted unplaced.
  problem.games.forEach((_, g) =>
    row(1, 1, [...byGame[g]!.map((i): [number, number] => [i, 1]), [unplacedColumn[g]!, 1]]),
  );

  // No more games at once in a court group than it has courts. Checking at every start suffices:
  // the most games overlap at some game's start.
  const byGroup = new Map<number, number[]>();
  candidates.forEach((c, i) => {
    const list = byGroup.get(c.group);
    if (list) list.push(i);
    else byGroup.set(c.group, [i]);
  });
  for (const [group, list] of byGroup) {
    for (const p of new Set(list.map((i) => candidates[i]!.start))) {
      const covering = list.filter((i) => covers(candidates[i]!, slotOf, p, 0));
      if (covering.length > groups[group]!.courts.length)
        row(
          0,
          groups[group]!.courts.length,
          covering.map((i) => [i, 1]),
        );
    }
  }

  // One team or coach, one place at a time, with the rest rules need between games. One row per
  // start p: of the candidates holding p (from their start to their end plus the rest), at most one.
  // Moving between venues can need more than the rest (a coach's rest is 0): those pairs, a game
  // ending within travel time of another's start at another venue, get a row each.
  const apart = (gameIds: string[], rest: number) => {
    const own = [...new Set(gameIds)].flatMap((id) => byGame[gameIndex.get(id)!]!);
    for (const p of new Set(own.map((i) => candidates[i]!.start))) {
      const covering = own.filter((i) => covers(candidates[i]!, slotOf, p, rest));
      if (new Set(covering.map((i) => candidates[i]!.game)).size > 1)
        row(
          0,
          1,
          covering.map((i) => [i, 1]),
        );
    }
    if (rules.travelMinutes <= rest) return;
    const byStart = new Map<number, number[]>();
    for (const i of own)
      byStart.set(candidates[i]!.start, [...(byStart.get(candidates[i]!.start) ?? []), i]);
    for (const i of own) {
      const a = candidates[i]!;
      const end = a.start + slotOf[a.game]!;
      for (const [start, list] of byStart) {
        if (start < end + rest || start >= end + rules.travelMinutes) continue;
        for (const j of list) {
          const b = candidates[j]!;
          if (b.game !== a.game && venueOfGroup[b.group] !== venueOfGroup[a.group])
            row(0, 1, [
              [i, 1],
              [j, 1],
            ]);
        }
      }
    }
  };
  for (const games of structure.teamGames.values())
    apart(
      games.map((g) => g.id),
      rules.minRestMinutes,
    );
  for (const games of structure.coachGames.values())
    apart(
      games.map((g) => g.id),
      0,
    );

  // At most so many games a day: a team's pool games that day plus any one bracket path's. Teams
  // often share paths (a division's whole bracket), so each path's count that day is one column,
  // and each team has one "its busiest path that day" column bounded below by its paths' counts.
  const dayColumns = (gameId: string, day: number) =>
    byGame[gameIndex.get(gameId)!]!.filter((i) => dayOf(candidates[i]!.start) === day);
  const days = [...new Set(candidates.map((c) => dayOf(c.start)))];
  const pathDay = new Map<string, number | null>();
  const pathOnDay = (path: { id: string }[], day: number) => {
    const key = `${path.map((g) => g.id).join(' ')}|${day}`;
    if (!pathDay.has(key)) {
      const cols = path.flatMap((g) => dayColumns(g.id, day));
      let col: number | null = null;
      if (cols.length > 0) {
        col = column(0, path.length, false);
        row(0, 0, [...cols.map((i): [number, number] => [i, 1]), [col, -1]]);
      }
      pathDay.set(key, col);
    }
    return pathDay.get(key)!;
  };
  for (const team of problem.teams) {
    const pool = structure.teamGames.get(team.id) ?? [];
    const paths = structure.teamPaths.get(team.id) ?? [];
    for (const day of days) {
      const own = pool.flatMap((g) => dayColumns(g.id, day));
      const pathCols = [...new Set(paths.map((p) => pathOnDay(p, day)).filter((c) => c !== null))];
      if (pathCols.length === 0) {
        if (own.length > rules.maxGamesPerTeamPerDay)
          row(
            0,
            rules.maxGamesPerTeamPerDay,
            own.map((i) => [i, 1]),
          );
        continue;
      }
      const busiest = column(0, Infinity, false);
      for (const c of pathCols)
        row(0, Infinity, [
          [busiest, 1],
          [c, -1],
        ]);
      row(-Infinity, rules.maxGamesPerTeamPerDay, [
        ...own.map((i): [number, number] => [i, 1]),
        [busiest, 1],
      ]);
    }
  }

  // A bracket game starts after each game it depends on has ended and the rest has passed, written
  // in time-indexed form (started by p only if each feeder ended by p less the rest), which keeps
  // the LP relaxation tight where a comparison of start times would let it cheat by fractions.
  // Games with the same feeders (a bracket's first round after all pool games) share one
  // "may start by p" column per start p, so the rows grow with feeders plus games, not their product.
  const gap = Math.max(rules.minRestMinutes, rules.travelMinutes);
  const startedBy = (g: number, p: number): [number, number][] =>
    byGame[g]!.filter((i) => candidates[i]!.start <= p).map((i) => [i, 1]);
  const sameFeeders = new Map<string, number[]>();
  problem.games.forEach((game, g) => {
    if (game.after.length === 0) return;
    const key = [...game.after].sort().join(' ');
    sameFeeders.set(key, [...(sameFeeders.get(key) ?? []), g]);
  });
  for (const members of sameFeeders.values()) {
    const feeders = problem.games[members[0]!]!.after.map((id) => gameIndex.get(id)!);
    const points = [
      ...new Set(members.flatMap((g) => byGame[g]!.map((i) => candidates[i]!.start))),
    ];
    for (const p of points) {
      const may = column(0, 1, false);
      for (const a of feeders)
        row(-Infinity, 0, [
          [may, 1],
          ...startedBy(a, p - slotOf[a]! - gap).map(([i, v]): [number, number] => [i, -v]),
        ]);
      for (const g of members) {
        const started = startedBy(g, p);
        if (started.length > 0) row(-Infinity, 0, [...started, [may, -1]]);
      }
    }
  }
  // Soft: a division kept at one venue. used[d][v] is 1 when any of d's games is at v.
  for (const division of problem.divisions) {
    const own = problem.games.flatMap((game, g) =>
      game.divisionId === division.id ? byGame[g]! : [],
    );
    for (const venue of problem.venues) {
      const here = own.filter((i) => venueOfGroup[candidates[i]!.group] === venue.id);
      if (here.length === 0) continue;
      const used = column(weights.divisionSplit, 1, true);
      row(-Infinity, 0, [...here.map((i): [number, number] => [i, 1]), [used, -here.length]]);
    }
  }

  // Soft: few idle hours. A team's span on a day (its last end less its first start) is at least
  // each pair's end less the other's start when both are that day; with a day's games fixed (as in
  // a neighbourhood of a schedule) the span is the idle time plus a constant.
  for (const games of structure.teamGames.values()) {
    for (const day of days) {
      const today = games.map((g) => dayColumns(g.id, day)).filter((cols) => cols.length > 0);
      if (today.length < 2) continue;
      const span = column(weights.idleHour / 60, Infinity, false);
      for (const g of today) {
        for (const h of today) {
          if (g === h) continue;
          row(-2 * 1440, Infinity, [
            [span, 1],
            ...g.map((i): [number, number] => [
              i,
              -(candidates[i]!.start + slotOf[candidates[i]!.game]!) - 1440,
            ]),
            ...h.map((i): [number, number] => [i, candidates[i]!.start - 1440]),
          ]);
        }
      }
    }
  }

  // Soft: no team opens two days. first[day] sums the team's candidates at that day's first start.
  const firstStart = new Map<string, number>();
  for (const c of candidates) {
    const key = `${c.group}|${dayOf(c.start)}`;
    firstStart.set(key, Math.min(firstStart.get(key) ?? Infinity, c.start));
  }
  for (const team of problem.teams) {
    const firsts = new Map<number, number[]>();
    for (const g of structure.teamGames.get(team.id) ?? []) {
      for (const i of byGame[gameIndex.get(g.id)!]!) {
        const c = candidates[i]!;
        if (firstStart.get(`${c.group}|${dayOf(c.start)}`) === c.start) {
          firsts.set(dayOf(c.start), [...(firsts.get(dayOf(c.start)) ?? []), i]);
        }
      }
    }
    const list = [...firsts.values()];
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        const twice = column(weights.firstSlotTwice, 1, false);
        row(-Infinity, 1, [
          ...[...list[a]!, ...list[b]!].map((i): [number, number] => [i, 1]),
          [twice, -1],
        ]);
      }
    }
  }

  return {
    candidates,
    gameIds: problem.games.map((g) => g.id),
    groups,
    structure,
    unplacedColumn,
    numCols: cost.length,
    cost,
    upper,
    integer,
    rows,
  };
}

/** Whether a candidate holds point p: from its start to its end plus `after` minutes. */
function covers(c: Candidate, slotOf: number[], p: number, after: number) {
  return c.start <= p && p < c.start + slotOf[c.game]! + after;
}
