// A first schedule in one pass, fast: games in order (pool rounds interleaved across divisions,
// then each bracket round), each at the place and time where it breaks no hard rule and adds
// least to the soft score. The solver starts from it and improves on it; on its own it also
// answers "does this weekend fit at all" in well under a second.
import { courtGroups, candidatesOf } from './candidates.ts';
import { dayOf, type Game, type Placement, type ScheduleProblem } from './problem.ts';
import { structureOf } from './structure.ts';

interface Spot {
  start: number;
  end: number;
  venueId: string;
}

/** For a game that found no place: how many of its possible places each rule ruled out. */
export interface Blocked {
  gameId: string;
  /** Starts at a court group the game could have had (hours, blackouts and feeders allowing). */
  places: number;
  courtsTaken: number;
  teamRest: number;
  coach: number;
  bracketOrder: number;
  dayLimit: number;
}

const nothingTried = (gameId: string): Blocked => ({
  gameId,
  places: 0,
  courtsTaken: 0,
  teamRest: 0,
  coach: 0,
  bracketOrder: 0,
  dayLimit: 0,
});

export interface GreedyResult {
  placements: Placement[];
  unplaced: string[];
  blocked: Blocked[];
}

/**
 * Tries the pass with a growing price on lateness for games that later rounds wait on, and keeps
 * the first that places every game: the lower the price, the more the soft rules weigh, but a
 * pool game pushed to the last day (to stay at its division's venue, say) can leave its bracket
 * no time.
 */
export function greedySchedule(problem: ScheduleProblem): GreedyResult {
  const prepared = prepare(problem);
  let best: GreedyResult | null = null;
  for (const latenessPerMinute of [0.00001, 0.001, 0.003, 0.01, 0.05, 0.2, 1]) {
    const result = onePass(problem, prepared, latenessPerMinute);
    if (!best || result.unplaced.length < best.unplaced.length) best = result;
    if (result.unplaced.length === 0) break;
  }
  return best!;
}

/** What every pass reads and none changes: worked out once for all of them. */
function prepare(problem: ScheduleProblem) {
  const s = structureOf(problem);
  const groups = courtGroups(problem);
  const candidates = candidatesOf(problem, s, groups);
  const byGame = new Map<string, typeof candidates>();
  for (const c of candidates) {
    const id = problem.games[c.game]!.id;
    const list = byGame.get(id);
    if (list) list.push(c);
    else byGame.set(id, [c]);
  }
  const firstOfDay = new Map<string, number>();
  for (const g of groups)
    for (const o of g.open) {
      const key = `${g.venueId}|${dayOf(o.start)}`;
      firstOfDay.set(key, Math.min(firstOfDay.get(key) ?? Infinity, o.start));
    }
  const coachesOf = new Map<string, string[]>();
  for (const c of problem.coaches)
    for (const t of c.teamIds) coachesOf.set(t, [...(coachesOf.get(t) ?? []), c.id]);

  // How many rounds follow each game: a pool game has its division's whole bracket after it.
  const waiting = new Map<string, number>();
  const rounds = (id: string): number => {
    const known = waiting.get(id);
    if (known !== undefined) return known;
    const next = problem.games.filter((g) => g.after.includes(id));
    const n = next.length === 0 ? 0 : 1 + Math.max(...next.map((g) => rounds(g.id)));
    waiting.set(id, n);
    return n;
  };
  for (const g of problem.games) rounds(g.id);
  return { s, groups, byGame, firstOfDay, coachesOf, waiting, order: gameOrder(problem, s.game) };
}

function onePass(
  problem: ScheduleProblem,
  { s, groups, byGame, firstOfDay, coachesOf, waiting, order }: ReturnType<typeof prepare>,
  latenessPerMinute: number,
): GreedyResult {
  const { rules, weights } = problem;
  const courtBusy = new Map<string, Spot[]>();
  const teamSpots = new Map<string, Spot[]>();
  const coachSpots = new Map<string, Spot[]>();
  const placed = new Map<string, Spot>();
  const divisionVenues = new Map<string, Set<string>>();
  const openedDays = new Map<string, Set<number>>();
  const pinned = new Map(problem.locked.map((p) => [p.gameId, p]));

  const far = (list: Spot[] | undefined, spot: Spot, rest: number) =>
    (list ?? []).every((o) => {
      const need = Math.max(rest, o.venueId === spot.venueId ? 0 : rules.travelMinutes);
      return o.end + need <= spot.start || spot.end + need <= o.start;
    });
  const onDay = (spots: Spot[] | undefined, day: number) =>
    (spots ?? []).filter((o) => dayOf(o.start) === day).length;
  const pathCount = (path: Game[], day: number, adding: Game | null) =>
    path.filter((g) =>
      g === adding ? true : placed.has(g.id) && dayOf(placed.get(g.id)!.start) === day,
    ).length;
  const withinDayLimit = (game: Game, day: number) => {
    const teams = game.teams ?? game.possibleTeams;
    return teams.every((t) => {
      const pool = onDay(teamSpots.get(t), day) + (game.teams ? 1 : 0);
      const paths = s.teamPaths.get(t) ?? [];
      const most = Math.max(0, ...paths.map((p) => pathCount(p, day, game.teams ? null : game)));
      return pool + most <= rules.maxGamesPerTeamPerDay;
    });
  };
  const idleAdded = (teamId: string, spot: Spot) => {
    const same = (teamSpots.get(teamId) ?? []).filter((o) => dayOf(o.start) === dayOf(spot.start));
    const before = same.filter((o) => o.end <= spot.start).sort((a, b) => b.end - a.end)[0];
    const after = same.filter((o) => o.start >= spot.end).sort((a, b) => a.start - b.start)[0];
    const idle = (a?: Spot, b?: Spot) =>
      a && b ? Math.max(0, b.start - a.end - rules.minRestMinutes) : 0;
    return idle(before, spot) + idle(spot, after) - idle(before, after);
  };

  /** The rule a spot breaks for a game, or null when the game may be played there. */
  const breaks = (
    game: Game,
    spot: Spot,
  ): keyof Omit<Blocked, 'gameId' | 'places' | 'courtsTaken'> | null => {
    if (game.teams && !game.teams.every((t) => far(teamSpots.get(t), spot, rules.minRestMinutes)))
      return 'teamRest';
    for (const t of game.teams ?? [])
      for (const c of coachesOf.get(t) ?? []) {
        const others = (coachSpots.get(c) ?? []).filter((o) => !teamSpots.get(t)?.includes(o));
        if (!far(others, spot, 0)) return 'coach';
      }
    for (const id of game.after) {
      const before = placed.get(id);
      if (!before) return 'bracketOrder';
      const need = Math.max(
        rules.minRestMinutes,
        before.venueId === spot.venueId ? 0 : rules.travelMinutes,
      );
      if (before.end + need > spot.start) return 'bracketOrder';
    }
    return withinDayLimit(game, dayOf(spot.start)) ? null : 'dayLimit';
  };
  const cost = (game: Game, spot: Spot, show: boolean) => {
    const venues = divisionVenues.get(game.divisionId);
    let c = venues && venues.size > 0 && !venues.has(spot.venueId) ? weights.divisionSplit : 0;
    for (const t of game.teams ?? []) {
      c += (weights.idleHour * idleAdded(t, spot)) / 60;
      const opening = firstOfDay.get(`${spot.venueId}|${dayOf(spot.start)}`) === spot.start;
      const opened = openedDays.get(t);
      if (opening && opened && [...opened].some((d) => d !== dayOf(spot.start)))
        c += weights.firstSlotTwice;
    }
    if (game.popular && !show) c += weights.popularOffShow;
    // Earlier is better, the more so the more rounds wait on this game.
    return c + spot.start * latenessPerMinute * (1 + (waiting.get(game.id) ?? 0));
  };
  const place = (game: Game, courtId: string, spot: Spot) => {
    placed.set(game.id, spot);
    courtBusy.set(courtId, [...(courtBusy.get(courtId) ?? []), spot]);
    divisionVenues.set(
      game.divisionId,
      (divisionVenues.get(game.divisionId) ?? new Set()).add(spot.venueId),
    );
    for (const t of game.teams ?? []) {
      teamSpots.set(t, [...(teamSpots.get(t) ?? []), spot]);
      for (const c of coachesOf.get(t) ?? [])
        coachSpots.set(c, [...(coachSpots.get(c) ?? []), spot]);
      if (firstOfDay.get(`${spot.venueId}|${dayOf(spot.start)}`) === spot.start) {
        openedDays.set(t, (openedDays.get(t) ?? new Set()).add(dayOf(spot.start)));
      }
    }
    placements.push({ gameId: game.id, courtId, start: spot.start });
  };

  const placements: Placement[] = [];
  const unplaced: string[] = [];
  const blocked: Blocked[] = [];
  for (const game of order) {
    const slot = s.slot.get(game.id)!;
    const pin = pinned.get(game.id);
    if (pin) {
      const court = s.court.get(pin.courtId);
      if (court)
        place(game, court.id, { start: pin.start, end: pin.start + slot, venueId: court.venueId });
      else {
        unplaced.push(game.id);
        blocked.push(nothingTried(game.id));
      }
      continue;
    }
    let best: { courtId: string; spot: Spot; cost: number } | null = null;
    const why = nothingTried(game.id);
    for (const c of byGame.get(game.id) ?? []) {
      const group = groups[c.group]!;
      const spot = { start: c.start, end: c.start + slot, venueId: group.venueId };
      why.places++;
      const free = group.courts.filter((court) => far(courtBusy.get(court.id), spot, 0));
      const broken = free.length === 0 ? 'courtsTaken' : breaks(game, spot);
      if (broken) {
        why[broken]++;
        continue;
      }
      const court = free.find((f) => f.show === game.popular) ?? free[0]!;
      const value = cost(game, spot, court.show);
      if (!best || value < best.cost) best = { courtId: court.id, spot, cost: value };
    }
    if (best) place(game, best.courtId, best.spot);
    else {
      unplaced.push(game.id);
      blocked.push(why);
    }
  }
  return { placements, unplaced, blocked };
}

/**
 * Pinned games first. Then every pool's first round, all pools interleaved, so each division gets
 * its share of the earliest slots; then pool by pool (divisions interleaved), each pool's later
 * rounds together, so a team's games of a day follow each other instead of one in the morning and
 * one at night. Then bracket games by depth.
 */
function gameOrder(problem: ScheduleProblem, games: Map<string, Game>): Game[] {
  const pinned = new Set(problem.locked.map((p) => p.gameId));
  const round = new Map<string, number>();
  const used = new Map<string, Set<number>>();
  // A pool is the teams that play each other: joined through their games.
  const parent = new Map<string, string>();
  const root = (t: string): string => {
    const p = parent.get(t) ?? t;
    return p === t ? t : root(p);
  };
  for (const g of problem.games) {
    if (!g.teams) continue;
    const taken = g.teams.map((t) => used.get(t) ?? new Set<number>());
    let r = 0;
    while (taken.some((set) => set.has(r))) r++;
    round.set(g.id, r);
    g.teams.forEach((t, i) => used.set(t, taken[i]!.add(r)));
    parent.set(root(g.teams[0]), root(g.teams[1]));
  }
  const divisionIndex = new Map(problem.divisions.map((d, i) => [d.id, i]));
  const poolsSeen = new Map<string, string[]>();
  const poolRank = (g: Game) => {
    const pool = root(g.teams![0]);
    const list = poolsSeen.get(g.divisionId) ?? [];
    if (!list.includes(pool)) poolsSeen.set(g.divisionId, [...list, pool]);
    return (
      poolsSeen.get(g.divisionId)!.indexOf(pool) * problem.divisions.length +
      divisionIndex.get(g.divisionId)!
    );
  };
  const depth = new Map<string, number>();
  const depthOf = (g: Game): number => {
    const known = depth.get(g.id);
    if (known !== undefined) return known;
    const d = g.teams ? 0 : 1 + Math.max(0, ...g.after.map((id) => depthOf(games.get(id)!)));
    depth.set(g.id, d);
    return d;
  };
  const key = (g: Game) => {
    const r = round.get(g.id) ?? 0;
    const later = g.teams && r > 0 ? 1 : 0;
    return [pinned.has(g.id) ? 0 : 1, depthOf(g), later, later ? poolRank(g) : 0, r];
  };
  const keys = new Map(problem.games.map((g) => [g.id, key(g)]));
  return [...problem.games].sort((a, b) => {
    const [ka, kb] = [keys.get(a.id)!, keys.get(b.id)!];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return 0;
  });
}
