// Every hard rule of a schedule, judged on a set of placements. The solver's answers are held to
// it in tests, and the schedule board uses it to say which rule a move would break.
import { dayOf, overlaps, type Placement, type ScheduleProblem } from './problem.ts';
import { structureOf } from './structure.ts';

export type Violation =
  | { rule: 'unplaced'; gameId: string }
  | { rule: 'unknown-court'; gameId: string; courtId: string }
  | { rule: 'court-closed'; gameId: string; courtId: string }
  | { rule: 'court-busy'; gameIds: [string, string]; courtId: string }
  | {
      rule: 'team-rest';
      gameIds: [string, string];
      teamId: string;
      gapMinutes: number;
      needMinutes: number;
    }
  | {
      rule: 'coach-overlap';
      gameIds: [string, string];
      coachId: string;
      gapMinutes: number;
      needMinutes: number;
    }
  | { rule: 'team-day-limit'; teamId: string; day: number; games: number; limit: number }
  | { rule: 'team-blackout'; gameId: string; teamId: string }
  | { rule: 'bracket-order'; gameIds: [string, string]; gapMinutes: number; needMinutes: number };

export function checkSchedule(problem: ScheduleProblem, placements: Placement[]): Violation[] {
  const s = structureOf(problem);
  const { rules } = problem;
  const at = new Map(placements.map((p) => [p.gameId, p]));
  const out: Violation[] = [];
  const venueOf = (p: Placement) => s.court.get(p.courtId)?.venueId;
  const span = (p: Placement) => ({ start: p.start, end: p.start + s.slot.get(p.gameId)! });
  // The gap needed between two games of one team (or, with no rest, of one coach).
  const need = (a: Placement, b: Placement, rest: number) =>
    Math.max(rest, venueOf(a) === venueOf(b) ? 0 : rules.travelMinutes);

  for (const g of problem.games) if (!at.has(g.id)) out.push({ rule: 'unplaced', gameId: g.id });

  const byCourt = new Map<string, Placement[]>();
  for (const p of placements) {
    const court = s.court.get(p.courtId);
    if (!court) {
      out.push({ rule: 'unknown-court', gameId: p.gameId, courtId: p.courtId });
      continue;
    }
    const { start, end } = span(p);
    if (!court.open.some((o) => o.start <= start && end <= o.end)) {
      out.push({ rule: 'court-closed', gameId: p.gameId, courtId: p.courtId });
    }
    byCourt.set(p.courtId, [...(byCourt.get(p.courtId) ?? []), p]);
  }
  for (const [courtId, list] of byCourt) {
    for (const [a, b] of pairs(list)) {
      if (overlaps(span(a), span(b)))
        out.push({ rule: 'court-busy', gameIds: [a.gameId, b.gameId], courtId });
    }
  }

  // Consecutive games of one team or one coach, in time order, with the gap each pair needs.
  const tooClose = (ids: string[], rest: number) => {
    const list = ids.flatMap((id) => at.get(id) ?? []).sort((a, b) => a.start - b.start);
    const found: { a: Placement; b: Placement; gap: number; need: number }[] = [];
    for (const [a, b] of pairs(list)) {
      const [first, second] = a.start <= b.start ? [a, b] : [b, a];
      const gap = second.start - span(first).end;
      const needed = need(first, second, rest);
      if (gap < needed) found.push({ a: first, b: second, gap, need: needed });
    }
    return found;
  };
  for (const [teamId, games] of s.teamGames) {
    for (const c of tooClose(
      games.map((g) => g.id),
      rules.minRestMinutes,
    )) {
      out.push({
        rule: 'team-rest',
        gameIds: [c.a.gameId, c.b.gameId],
        teamId,
        gapMinutes: c.gap,
        needMinutes: c.need,
      });
    }
  }
  for (const [coachId, games] of s.coachGames) {
    const own = new Set<string>();
    const ids = games.map((g) => g.id).filter((id) => !own.has(id) && own.add(id));
    for (const c of tooClose(ids, 0)) {
      // Two games of one team are the team rule's business.
      const [ga, gb] = [s.game.get(c.a.gameId)!, s.game.get(c.b.gameId)!];
      if (ga.teams?.some((t) => gb.teams?.includes(t))) continue;
      out.push({
        rule: 'coach-overlap',
        gameIds: [c.a.gameId, c.b.gameId],
        coachId,
        gapMinutes: c.gap,
        needMinutes: c.need,
      });
    }
  }

  for (const team of problem.teams) {
    const days = new Set<number>();
    const pool = (s.teamGames.get(team.id) ?? []).flatMap((g) => at.get(g.id) ?? []);
    for (const p of pool) days.add(dayOf(p.start));
    const paths = s.teamPaths.get(team.id) ?? [];
    const pathPlaces = paths.map((path) => path.flatMap((g) => at.get(g.id) ?? []));
    for (const path of pathPlaces) for (const p of path) days.add(dayOf(p.start));
    for (const day of days) {
      const onDay = (list: Placement[]) => list.filter((p) => dayOf(p.start) === day).length;
      const games = onDay(pool) + Math.max(0, ...pathPlaces.map(onDay));
      if (games > rules.maxGamesPerTeamPerDay) {
        out.push({
          rule: 'team-day-limit',
          teamId: team.id,
          day,
          games,
          limit: rules.maxGamesPerTeamPerDay,
        });
      }
    }
    for (const g of problem.games) {
      const p = at.get(g.id);
      const plays = g.teams ? g.teams.includes(team.id) : g.possibleTeams.includes(team.id);
      if (p && plays && team.blackouts.some((b) => overlaps(b, span(p)))) {
        out.push({ rule: 'team-blackout', gameId: g.id, teamId: team.id });
      }
    }
  }

  for (const g of problem.games) {
    const p = at.get(g.id);
    if (!p) continue;
    for (const id of g.after) {
      const before = at.get(id);
      if (!before) continue;
      const gap = p.start - span(before).end;
      const needed = need(before, p, rules.minRestMinutes);
      if (gap < needed)
        out.push({
          rule: 'bracket-order',
          gameIds: [id, g.id],
          gapMinutes: gap,
          needMinutes: needed,
        });
    }
  }
  return out;
}

function* pairs<T>(list: T[]): Generator<[T, T]> {
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) yield [list[i]!, list[j]!];
}
