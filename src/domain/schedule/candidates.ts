// Where and when each game could be played: a court group (courts of one venue with the same
// hours, so interchangeable) and a start on the division's slot grid inside the group's hours.
// The solver chooses among these; anything a single game can never do (a blackout, a start too
// early for its feeders to have ended) is left out here rather than forbidden by a constraint.
import { overlaps, type Court, type Interval, type ScheduleProblem } from './problem.ts';
import type { Structure } from './structure.ts';

export interface CourtGroup {
  index: number;
  venueId: string;
  courts: Court[];
  open: Interval[];
}

export interface Candidate {
  game: number;
  group: number;
  start: number;
}

export function courtGroups(problem: ScheduleProblem): CourtGroup[] {
  const byKey = new Map<string, CourtGroup>();
  for (const court of problem.courts) {
    const open = [...court.open].sort((a, b) => a.start - b.start);
    const key = `${court.venueId}|${open.map((o) => `${o.start}-${o.end}`).join(',')}`;
    const group = byKey.get(key);
    if (group) group.courts.push(court);
    else byKey.set(key, { index: byKey.size, venueId: court.venueId, courts: [court], open });
  }
  return [...byKey.values()];
}

/** The earliest start each game could have, from its feeders' earliest ends plus rest. */
export function earliestStarts(problem: ScheduleProblem, s: Structure, groups: CourtGroup[]) {
  const opening = Math.min(...groups.flatMap((g) => g.open.map((o) => o.start)));
  const gap = Math.max(problem.rules.minRestMinutes, problem.rules.travelMinutes);
  const earliest = new Map<string, number>();
  const visit = (id: string): number => {
    const known = earliest.get(id);
    if (known !== undefined) return known;
    const game = s.game.get(id)!;
    const value = Math.max(opening, ...game.after.map((a) => visit(a) + s.slot.get(a)! + gap));
    earliest.set(id, value);
    return value;
  };
  for (const g of problem.games) visit(g.id);
  return earliest;
}

export function candidatesOf(
  problem: ScheduleProblem,
  s: Structure,
  groups: CourtGroup[],
): Candidate[] {
  const earliest = earliestStarts(problem, s, groups);
  const blackouts = new Map(problem.teams.map((t) => [t.id, t.blackouts]));
  const groupOfCourt = new Map(groups.flatMap((g) => g.courts.map((c) => [c.id, g.index])));
  const locked = new Map(problem.locked.map((p) => [p.gameId, p]));
  const out: Candidate[] = [];
  problem.games.forEach((game, index) => {
    const pin = locked.get(game.id);
    if (pin) {
      const group = groupOfCourt.get(pin.courtId);
      if (group !== undefined) out.push({ game: index, group, start: pin.start });
      return;
    }
    const slot = s.slot.get(game.id)!;
    const teams = game.teams ?? game.possibleTeams;
    for (const group of groups) {
      for (const window of group.open) {
        for (let start = window.start; start + slot <= window.end; start += slot) {
          if (start < earliest.get(game.id)!) continue;
          const span = { start, end: start + slot };
          if (teams.some((t) => blackouts.get(t)?.some((b) => overlaps(b, span)))) continue;
          out.push({ game: index, group: group.index, start });
        }
      }
    }
  });
  return out;
}
