// The soft rules of a schedule, counted and weighted: what the organiser sees beside a schedule,
// and what the solvers are compared on (docs/decisions/0059-a-schedule-from-a-solver.md).
import { dayOf, type Placement, type ScheduleProblem } from './problem.ts';
import { structureOf } from './structure.ts';

export interface SoftScore {
  /** Venues used by divisions beyond one each. */
  divisionSplits: number;
  /** Hours teams wait between two games of a day, beyond their rest. */
  idleHours: number;
  /** Teams playing the first slot of two days. */
  firstSlotTwice: number;
  /** Games teams are home beyond an even split. */
  homeAwayImbalance: number;
  /** Popular games away from a show court. */
  popularOffShow: number;
  total: number;
}

export function scoreSchedule(problem: ScheduleProblem, placements: Placement[]): SoftScore {
  const s = structureOf(problem);
  const at = new Map(placements.map((p) => [p.gameId, p]));
  const venueOf = (p: Placement) => s.court.get(p.courtId)?.venueId;

  const venues = new Map<string, Set<string>>();
  for (const p of placements) {
    const division = s.game.get(p.gameId)!.divisionId;
    venues.set(division, (venues.get(division) ?? new Set()).add(venueOf(p) ?? ''));
  }
  const divisionSplits = [...venues.values()].reduce((n, v) => n + v.size - 1, 0);

  // The first start of each venue's day, the slot teams should not open twice.
  const firstOfDay = new Map<string, number>();
  for (const p of placements) {
    const key = `${venueOf(p)}|${dayOf(p.start)}`;
    firstOfDay.set(key, Math.min(firstOfDay.get(key) ?? Infinity, p.start));
  }

  let idleMinutes = 0;
  let firstSlotTwice = 0;
  let homeAwayImbalance = 0;
  for (const team of problem.teams) {
    const own = (s.teamGames.get(team.id) ?? [])
      .flatMap((g) => at.get(g.id) ?? [])
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < own.length; i++) {
      const [a, b] = [own[i - 1]!, own[i]!];
      if (dayOf(a.start) !== dayOf(b.start)) continue;
      idleMinutes += Math.max(
        0,
        b.start - (a.start + s.slot.get(a.gameId)!) - problem.rules.minRestMinutes,
      );
    }
    const openingDays = new Set(
      own
        .filter((p) => firstOfDay.get(`${venueOf(p)}|${dayOf(p.start)}`) === p.start)
        .map((p) => dayOf(p.start)),
    );
    if (openingDays.size > 1) firstSlotTwice++;
    const home = own.filter(
      (p) => s.game.get(p.gameId)!.teams![p.swapped ? 1 : 0] === team.id,
    ).length;
    homeAwayImbalance += Math.max(0, home - Math.ceil(own.length / 2));
  }
  const popularOffShow = placements.filter(
    (p) => s.game.get(p.gameId)?.popular && !s.court.get(p.courtId)?.show,
  ).length;

  const w = problem.weights;
  const idleHours = idleMinutes / 60;
  const total =
    w.divisionSplit * divisionSplits +
    w.idleHour * idleHours +
    w.firstSlotTwice * firstSlotTwice +
    w.homeAwayImbalance * homeAwayImbalance +
    w.popularOffShow * popularOffShow;
  return { divisionSplits, idleHours, firstSlotTwice, homeAwayImbalance, popularOffShow, total };
}
