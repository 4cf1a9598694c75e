// A weekend's schedule: a greedy first schedule improved neighbourhood by neighbourhood by HiGHS
// (docs/decisions/0059-a-schedule-from-a-solver.md). HiGHS runs synchronously, for seconds: the
// server runs this in a worker thread (solver.ts), never in its own.
import type { Highs } from 'highs';
import { greedySchedule } from '../../domain/schedule/greedy.ts';
import type { Candidate, CourtGroup } from '../../domain/schedule/candidates.ts';
import { buildMip, type MipModel } from '../../domain/schedule/mip.ts';
import { checkSchedule } from '../../domain/schedule/check.ts';
import { explainShortfall, type Explanation } from '../../domain/schedule/explain.ts';
import { dayOf, type Placement, type ScheduleProblem } from '../../domain/schedule/problem.ts';
import { scoreSchedule } from '../../domain/schedule/score.ts';

export interface SolveProgress {
  elapsedMs: number;
  /** The soft score of the best schedule so far (score.ts), and how many neighbourhoods were tried. */
  score: number;
  rounds: number;
}

export interface SolveOptions {
  timeLimitSeconds: number;
  onProgress?: (progress: SolveProgress) => void;
  /** Stops at the next chance, keeping the best schedule found so far. */
  shouldStop?: () => boolean;
}

export interface SolveResult {
  placements: Placement[];
  /** Games that found no place: the weekend is over-full, and why (by division, the rule). */
  unplaced: string[];
  explanation: Explanation | null;
  /** The soft score of the first (greedy) schedule and of the one returned. */
  firstScore: number;
  score: number;
  /** Neighbourhoods HiGHS solved, and how many of them improved the schedule. */
  rounds: number;
  improvements: number;
  /** Whether every neighbourhood was tried since the last improvement (a local optimum). */
  settled: boolean;
  elapsedMs: number;
}

/** One part of the weekend re-solved at a time: a day at one or a few venues. */
interface Neighbourhood {
  day: number;
  venues: Set<string>;
}

/**
 * A first schedule from one greedy pass (greedy.ts), then improved by HiGHS one neighbourhood at a
 * time (large neighbourhood search): the games of one day at one or a few venues may move among
 * those venues and that day's slots, every other game stays put, and HiGHS, started from the
 * current schedule, returns the best arrangement of that part. Each part is small enough to solve
 * in about a second; the schedule only ever gets better; the time limit stops it with the best so
 * far. Games the greedy pass could not place are offered every neighbourhood of the last day
 * first; those still out at the end come with the explanation (explain.ts) of why.
 */
export function solveSchedule(
  highs: Highs,
  problem: ScheduleProblem,
  options: SolveOptions,
): SolveResult {
  const started = performance.now();
  const deadline = started + options.timeLimitSeconds * 1000;
  const first = greedySchedule(problem);
  let current = first.placements;
  let unplaced = first.unplaced;
  balanceHomeAway(problem, current);
  const firstScore = scoreSchedule(problem, current).total;
  let score = firstScore;
  let rounds = 0;
  let improvements = 0;
  let sinceImprovement = 0;
  const hoods = neighbourhoods(problem, current, unplaced);
  const report = () =>
    options.onProgress?.({ elapsedMs: performance.now() - started, score, rounds });
  report();
  for (let k = 0; hoods.length > 0 && sinceImprovement < hoods.length; k = (k + 1) % hoods.length) {
    const left = (deadline - performance.now()) / 1000;
    if (left < 0.2 || options.shouldStop?.()) break;
    const next = improveWithin(
      highs,
      problem,
      current,
      hoods[k]!,
      Math.min(left, 1),
      options.shouldStop,
    );
    rounds++;
    sinceImprovement++;
    if (!next) continue;
    balanceHomeAway(problem, next);
    const nextScore = scoreSchedule(problem, next).total;
    const placed = new Set(next.map((p) => p.gameId));
    const nextUnplaced = problem.games.filter((g) => !placed.has(g.id)).map((g) => g.id);
    const better =
      nextUnplaced.length < unplaced.length ||
      (nextUnplaced.length === unplaced.length && nextScore < score - 1e-6);
    if (better && checkSchedule(problem, next).every((v) => v.rule === 'unplaced')) {
      current = next;
      unplaced = nextUnplaced;
      score = nextScore;
      improvements++;
      sinceImprovement = 0;
      report();
    }
  }
  const stillOut = new Set(unplaced);
  return {
    placements: current,
    unplaced,
    explanation:
      unplaced.length === 0
        ? null
        : explainShortfall(
            problem,
            first.blocked.filter((b) => stillOut.has(b.gameId)),
          ),
    firstScore,
    score,
    rounds,
    improvements,
    settled: hoods.length > 0 && sinceImprovement >= hoods.length,
    elapsedMs: performance.now() - started,
  };
}

/**
 * Each day, each venue alone, each pair of neighbouring venues (so a division can gather at one),
 * and the venues each split division uses that day.
 */
function neighbourhoods(
  problem: ScheduleProblem,
  placements: Placement[],
  unplaced: string[],
): Neighbourhood[] {
  const venueOfCourt = new Map(problem.courts.map((c) => [c.id, c.venueId]));
  const divisionOf = new Map(problem.games.map((g) => [g.id, g.divisionId]));
  const days = [...new Set(placements.map((p) => dayOf(p.start)))].sort((x, y) => x - y);
  const venues = problem.venues.map((v) => v.id);
  const out: Neighbourhood[] = [];
  const seen = new Set<string>();
  const add = (day: number, set: Set<string>) => {
    const key = `${day}|${[...set].sort().join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ day, venues: set });
  };
  // Games with no place go first: the last day (where brackets end) at all its venues, then by pairs.
  if (unplaced.length > 0) {
    const last = days[days.length - 1]!;
    add(last, new Set(venues));
    venues.forEach((v, i) => venues.slice(i + 1).forEach((w) => add(last, new Set([v, w]))));
  }
  for (const day of days) {
    const used = new Map<string, Set<string>>();
    for (const p of placements) {
      if (dayOf(p.start) !== day) continue;
      const d = divisionOf.get(p.gameId)!;
      used.set(d, (used.get(d) ?? new Set()).add(venueOfCourt.get(p.courtId)!));
    }
    for (const set of used.values()) if (set.size > 1 && set.size <= 3) add(day, set);
    venues.forEach((v, i) => {
      add(day, new Set([v]));
      if (i + 1 < venues.length) add(day, new Set([v, venues[i + 1]!]));
    });
  }
  return out;
}

/** The best arrangement of one neighbourhood with the rest of the schedule fixed, or null. */
function improveWithin(
  highs: Highs,
  problem: ScheduleProblem,
  current: Placement[],
  hood: Neighbourhood,
  seconds: number,
  shouldStop?: () => boolean,
): Placement[] | null {
  const at = new Map(current.map((p) => [p.gameId, p]));
  const venueOfCourt = new Map(problem.courts.map((c) => [c.id, c.venueId]));
  const free = (p: Placement) =>
    dayOf(p.start) === hood.day && hood.venues.has(venueOfCourt.get(p.courtId)!);
  const here = (c: Candidate, group: CourtGroup) =>
    dayOf(c.start) === hood.day && hood.venues.has(group.venueId);
  // A game with no place yet may take one anywhere in the neighbourhood.
  const m = buildMip(problem, (c, group) => {
    const p = at.get(problem.games[c.game]!.id);
    if (!p || free(p)) return here(c, group);
    return c.start === p.start && group.courts.some((court) => court.id === p.courtId);
  });
  const values = runMip(highs, m, startFrom(m, at, venueOfCourt), seconds, shouldStop);
  if (!values) return null;
  const chosen = new Map<number, number>();
  m.candidates.forEach((c, i) => {
    if ((values[i] ?? 0) > 0.5) chosen.set(c.game, i);
  });
  return assignCourts(problem, m, chosen, at);
}

/** Solves the program in HiGHS from a start; the column values of its best solution, or null. */
export function runMip(
  highs: Highs,
  m: MipModel,
  start: { indices: Int32Array; values: Float64Array } | null,
  seconds: number,
  shouldStop?: () => boolean,
): Float64Array | null {
  const starts = [0];
  const indices: number[] = [];
  const coefficients: number[] = [];
  for (const r of m.rows) {
    for (let k = 0; k < r.cols.length; k++) {
      indices.push(r.cols[k]!);
      coefficients.push(r.values[k]!);
    }
    starts.push(indices.length);
  }
  const { constants } = highs;
  const model = highs.createModel({
    numCols: m.numCols,
    numRows: m.rows.length,
    colCost: m.cost,
    colLower: m.cost.map(() => 0),
    colUpper: m.upper.map((u) => (u === Infinity ? highs.infinity : u)),
    rowLower: m.rows.map((r) => (r.lower === -Infinity ? -highs.infinity : r.lower)),
    rowUpper: m.rows.map((r) => (r.upper === Infinity ? highs.infinity : r.upper)),
    matrix: {
      format: 'csr',
      numRows: m.rows.length,
      numCols: m.numCols,
      starts: Int32Array.from(starts),
      indices: Int32Array.from(indices),
      values: Float64Array.from(coefficients),
    },
    integrality: Int32Array.from(m.integer, (i) =>
      i ? constants.variableType.integer : constants.variableType.continuous,
    ),
  });
  try {
    if (start) model.setSolution(start);
    model.options.set({ output_flag: false, time_limit: seconds, mip_rel_gap: 0.001 });
    model.run({
      [constants.callbackType.mipInterrupt](event) {
        if (shouldStop?.()) event.interrupt();
      },
    });
    const status = model.getModelStatus();
    const solved =
      status === constants.modelStatus.optimal || model.info.get('primal_solution_status') === 2;
    return solved ? model.getSolution().colValue : null;
  } finally {
    model.dispose();
  }
}

/** The current schedule as a start for HiGHS: its chosen candidates, and the games it has not placed. */
function startFrom(m: MipModel, at: Map<string, Placement>, venueOfCourt: Map<string, string>) {
  const indices: number[] = [];
  const values: number[] = [];
  m.candidates.forEach((c, i) => {
    const p = at.get(m.gameIds[c.game]!);
    const group = m.groups[c.group]!;
    if (
      p &&
      p.start === c.start &&
      group.courts.some((court) => court.id === p.courtId) &&
      venueOfCourt.get(p.courtId) === group.venueId
    ) {
      indices.push(i);
      values.push(1);
    }
  });
  m.unplacedColumn.forEach((col, g) => {
    indices.push(col);
    values.push(at.has(m.gameIds[g]!) ? 0 : 1);
  });
  return { indices: Int32Array.from(indices), values: Float64Array.from(values) };
}

/**
 * Courts within each group, in start order, each game to a court free for its whole slot: the
 * courts of a group are alike, so this always succeeds when the group's count allows the game
 * (intervals colour with as many colours as they overlap). Pinned games keep their court; a
 * popular game takes a show court when one is free.
 */
function assignCourts(
  problem: ScheduleProblem,
  m: MipModel,
  chosen: Map<number, number>,
  before: Map<string, Placement>,
) {
  const pinned = new Map(problem.locked.map((p) => [p.gameId, p.courtId]));
  const busy = new Map<string, { start: number; end: number }[]>();
  const free = (courtId: string, start: number, end: number) =>
    !(busy.get(courtId) ?? []).some((b) => b.start < end && start < b.end);
  const take = (courtId: string, start: number, end: number) =>
    busy.set(courtId, [...(busy.get(courtId) ?? []), { start, end }]);
  const placements: Placement[] = [];
  const order = [...chosen.entries()].sort(([ga, a], [gb, b]) => {
    const pinFirst =
      Number(pinned.has(problem.games[gb]!.id)) - Number(pinned.has(problem.games[ga]!.id));
    return pinFirst || m.candidates[a]!.start - m.candidates[b]!.start;
  });
  for (const [g, i] of order) {
    const game = problem.games[g]!;
    const c = m.candidates[i]!;
    const end = c.start + m.structure.slot.get(game.id)!;
    const courts = [...m.groups[c.group]!.courts].sort(
      (a, b) => Number(b.show === game.popular) - Number(a.show === game.popular),
    );
    // A game that has not moved keeps its court when it can, so a re-solve moves few games.
    const stayed = before.get(game.id);
    const same =
      stayed?.start === c.start
        ? courts.find((court) => court.id === stayed.courtId && free(court.id, c.start, end))
        : undefined;
    const courtId =
      pinned.get(game.id) ??
      same?.id ??
      courts.find((court) => free(court.id, c.start, end))?.id ??
      courts[0]!.id;
    take(courtId, c.start, end);
    placements.push({ gameId: game.id, courtId, start: c.start });
  }
  return placements;
}

/** Home and away for pool games, in time order, giving home to the team that has had it less. */
export function balanceHomeAway(problem: ScheduleProblem, placements: Placement[]) {
  const games = new Map(problem.games.map((g) => [g.id, g]));
  const home = new Map<string, number>();
  for (const p of [...placements].sort((a, b) => a.start - b.start)) {
    const teams = games.get(p.gameId)?.teams;
    if (!teams) continue;
    const [a, b] = teams;
    p.swapped = (home.get(b) ?? 0) < (home.get(a) ?? 0);
    const host = p.swapped ? b : a;
    home.set(host, (home.get(host) ?? 0) + 1);
  }
}
