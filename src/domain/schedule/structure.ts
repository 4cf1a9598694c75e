// Facts about a problem that the solver and the checker both need, computed once: lookups, each
// team's known games, and the bracket paths a team could still walk.
import type { Court, Game, ScheduleProblem } from './problem.ts';

export interface Structure {
  game: Map<string, Game>;
  court: Map<string, Court>;
  slot: Map<string, number>;
  /** Each team's pool games (its known games). */
  teamGames: Map<string, Game[]>;
  /** Each coach's teams' known games. */
  coachGames: Map<string, Game[]>;
  /**
   * Per team, every path through the brackets it could play (a first-round bracket game it could
   * be in, then each game that game feeds, to the end). A team plays at most one game of each
   * round, so its daily count is its pool games that day plus one path's games that day.
   */
  teamPaths: Map<string, Game[][]>;
}

export function structureOf(problem: ScheduleProblem): Structure {
  const game = new Map(problem.games.map((g) => [g.id, g]));
  const court = new Map(problem.courts.map((c) => [c.id, c]));
  const slotOfDivision = new Map(problem.divisions.map((d) => [d.id, d.slotMinutes]));
  const slot = new Map(problem.games.map((g) => [g.id, slotOfDivision.get(g.divisionId) ?? 60]));

  const teamGames = new Map<string, Game[]>(problem.teams.map((t) => [t.id, []]));
  for (const g of problem.games) for (const t of g.teams ?? []) teamGames.get(t)?.push(g);

  const coachGames = new Map(
    problem.coaches.map((c) => [c.id, c.teamIds.flatMap((t) => teamGames.get(t) ?? [])]),
  );

  // A bracket game feeds the bracket games that list it in `after`.
  const feeds = new Map<string, Game[]>();
  for (const g of problem.games) {
    if (g.teams) continue;
    for (const before of g.after) {
      if (game.get(before)?.teams === null) feeds.set(before, [...(feeds.get(before) ?? []), g]);
    }
  }
  const pathsFrom = (g: Game): Game[][] => {
    const next = feeds.get(g.id) ?? [];
    return next.length === 0 ? [[g]] : next.flatMap((n) => pathsFrom(n).map((p) => [g, ...p]));
  };
  const teamPaths = new Map<string, Game[][]>(problem.teams.map((t) => [t.id, []]));
  for (const g of problem.games) {
    const firstRound = !g.teams && g.after.every((id) => game.get(id)?.teams !== null);
    if (!firstRound) continue;
    const paths = pathsFrom(g);
    for (const t of g.possibleTeams) teamPaths.get(t)?.push(...paths);
  }
  return { game, court, slot, teamGames, coachGames, teamPaths };
}
