// Why a weekend does not fit, in terms an organiser can act on: how many slots are needed and
// offered, and which rule kept the games that found no place out. Structured, so each screen says
// it in its own language.
import { courtGroups } from './candidates.ts';
import type { Blocked } from './greedy.ts';
import { dayOf, type ScheduleProblem } from './problem.ts';

export type Reason = keyof Omit<Blocked, 'gameId' | 'places'> | 'noTime';

export interface DivisionShortfall {
  divisionId: string;
  /** The division's games that found no place, and its games in all. */
  unplaced: string[];
  games: number;
  /** The rule that ruled out most of their possible places. */
  reason: Reason;
  /** The day most of them would have been played on (the last day their feeders allow). */
  day: number | null;
}

export interface Explanation {
  /** Court slots the event offers (each court's hours cut into the first division's slot length). */
  slots: number;
  games: number;
  divisions: DivisionShortfall[];
}

/** Settings that cannot work whatever the schedule: refused before solving, with the reason. */
export type SettingsProblem =
  | { kind: 'rest-longer-than-day'; restMinutes: number; longestOpenMinutes: number }
  | {
      kind: 'slot-longer-than-opening';
      divisionId: string;
      slotMinutes: number;
      longestOpenMinutes: number;
    }
  | { kind: 'too-many-games-for-days'; teamId: string; games: number; most: number };

export function settingsProblems(problem: ScheduleProblem): SettingsProblem[] {
  const out: SettingsProblem[] = [];
  const longestOpen = Math.max(
    0,
    ...problem.courts.flatMap((c) => c.open.map((o) => o.end - o.start)),
  );
  const shortestSlot = Math.min(...problem.divisions.map((d) => d.slotMinutes));
  // A team with two games in a day needs two slots and the rest between them inside one opening.
  if (
    problem.rules.maxGamesPerTeamPerDay > 1 &&
    2 * shortestSlot + problem.rules.minRestMinutes > longestOpen
  ) {
    out.push({
      kind: 'rest-longer-than-day',
      restMinutes: problem.rules.minRestMinutes,
      longestOpenMinutes: longestOpen,
    });
  }
  for (const d of problem.divisions) {
    if (d.slotMinutes > longestOpen)
      out.push({
        kind: 'slot-longer-than-opening',
        divisionId: d.id,
        slotMinutes: d.slotMinutes,
        longestOpenMinutes: longestOpen,
      });
  }
  const days = new Set(problem.courts.flatMap((c) => c.open.map((o) => dayOf(o.start))));
  const most = days.size * problem.rules.maxGamesPerTeamPerDay;
  const count = new Map<string, number>();
  for (const g of problem.games)
    for (const t of g.teams ?? []) count.set(t, (count.get(t) ?? 0) + 1);
  for (const [teamId, games] of count)
    if (games > most) out.push({ kind: 'too-many-games-for-days', teamId, games, most });
  return out;
}

export function explainShortfall(problem: ScheduleProblem, blocked: Blocked[]): Explanation {
  const slot = problem.divisions[0]?.slotMinutes ?? 60;
  const slots = courtGroups(problem).reduce(
    (n, g) =>
      n + g.courts.length * g.open.reduce((m, o) => m + Math.floor((o.end - o.start) / slot), 0),
    0,
  );
  const game = new Map(problem.games.map((g) => [g.id, g]));
  const byDivision = new Map<string, Blocked[]>();
  for (const b of blocked) {
    const d = game.get(b.gameId)!.divisionId;
    byDivision.set(d, [...(byDivision.get(d) ?? []), b]);
  }
  const divisions = [...byDivision].map(([divisionId, list]): DivisionShortfall => {
    const tally = new Map<Reason, number>();
    for (const b of list) {
      if (b.places === 0) tally.set('noTime', (tally.get('noTime') ?? 0) + 1);
      for (const r of ['courtsTaken', 'teamRest', 'coach', 'bracketOrder', 'dayLimit'] as const)
        tally.set(r, (tally.get(r) ?? 0) + b[r]);
    }
    const reason = [...tally].sort((a, b) => b[1] - a[1])[0]![0];
    const lastDay = Math.max(...problem.courts.flatMap((c) => c.open.map((o) => dayOf(o.start))));
    return {
      divisionId,
      unplaced: list.map((b) => b.gameId),
      games: problem.games.filter((g) => g.divisionId === divisionId).length,
      reason,
      day: list.every((b) => game.get(b.gameId)!.teams === null) ? lastDay : null,
    };
  });
  return { slots, games: problem.games.length, divisions };
}
