// A tournament weekend of a given size, shaped like the youth events Tempo is built for: age
// divisions in pools of four (three guaranteed games), then an 8-team championship and an 8-team
// consolation bracket per division, at venues of three courts, Friday evening to Sunday. The
// benchmark and the tests build theirs here, and so can anyone who wants a weekend to look at.
import {
  defaultSoftWeights,
  type Court,
  type Game,
  type ScheduleProblem,
  type Team,
} from './problem.ts';

export interface FixtureOptions {
  divisions: number;
  teamsPerDivision: number;
  venues: number;
  courtsPerVenue?: number;
  coachesWithTwoTeams: number;
  teamsWithBlackouts: number;
  /** Teams per bracket (championship and consolation each); 0 for pool play only. */
  bracketSize?: number;
  seed?: number;
}

const hour = 60;
const day = 1440;
/** Friday 17:00–23:00, Saturday 08:00–22:00, Sunday 08:00–18:00. */
export const weekendHours = [
  { start: 17 * hour, end: 23 * hour },
  { start: day + 8 * hour, end: day + 22 * hour },
  { start: 2 * day + 8 * hour, end: 2 * day + 18 * hour },
];

export function weekendFixture(o: FixtureOptions): ScheduleProblem {
  const random = seededRandom(o.seed ?? 1);
  const bracketSize = o.bracketSize ?? 8;
  const venues = Array.from({ length: o.venues }, (_, v) => ({
    id: `v${v + 1}`,
    name: `Gym ${v + 1}`,
  }));
  const courts: Court[] = venues.flatMap((venue, v) =>
    Array.from({ length: o.courtsPerVenue ?? 3 }, (_, c) => ({
      id: `v${v + 1}c${c + 1}`,
      venueId: venue.id,
      name: `Court ${c + 1}`,
      show: c === 0 && v < 2,
      open: weekendHours,
    })),
  );
  const divisions = Array.from({ length: o.divisions }, (_, d) => ({
    id: `d${d + 1}`,
    name: `Division ${d + 1}`,
    slotMinutes: 60,
  }));
  const teams: Team[] = [];
  const games: Game[] = [];
  for (const division of divisions) {
    const own = Array.from({ length: o.teamsPerDivision }, (_, t) => ({
      id: `${division.id}t${t + 1}`,
      name: `${division.name} team ${t + 1}`,
      divisionId: division.id,
      blackouts: [],
    }));
    teams.push(...own);
    // Snake seeding: pools A, B, C… take seeds 1, 2, 3…, then back the other way.
    const poolCount = Math.ceil(own.length / 4);
    const pools: Team[][] = Array.from({ length: poolCount }, () => []);
    own.forEach((team, seed) => {
      const round = Math.floor(seed / poolCount);
      const at = seed % poolCount;
      pools[round % 2 === 0 ? at : poolCount - 1 - at]!.push(team);
    });
    const poolGames: string[] = [];
    pools.forEach((pool, p) => {
      for (let a = 0; a < pool.length; a++) {
        for (let b = a + 1; b < pool.length; b++) {
          const id = `${division.id}p${p + 1}g${poolGames.length + 1}`;
          games.push({
            id,
            divisionId: division.id,
            teams: [pool[a]!.id, pool[b]!.id],
            after: [],
            possibleTeams: [],
            popular: false,
          });
          poolGames.push(id);
        }
      }
    });
    // Two brackets fed by every pool's results (cross-over, best seconds), then round by round.
    for (const bracket of bracketSize > 0 ? ['gold', 'silver'] : []) {
      let round = Array.from(
        { length: bracketSize / 2 },
        (_, i) => `${division.id}${bracket}r1m${i + 1}`,
      );
      round.forEach((id) =>
        games.push({
          id,
          divisionId: division.id,
          teams: null,
          after: poolGames,
          possibleTeams: own.map((t) => t.id),
          popular: false,
        }),
      );
      for (let r = 2; round.length > 1; r++) {
        const next = Array.from(
          { length: round.length / 2 },
          (_, i) => `${division.id}${bracket}r${r}m${i + 1}`,
        );
        next.forEach((id, i) =>
          games.push({
            id,
            divisionId: division.id,
            teams: null,
            after: [round[2 * i]!, round[2 * i + 1]!],
            possibleTeams: own.map((t) => t.id),
            popular: bracket === 'gold' && next.length === 1,
          }),
        );
        round = next;
      }
    }
  }
  // Teams with a window they cannot play: half travel on Friday, half an observance on Saturday.
  for (const team of pick(teams, o.teamsWithBlackouts, random)) {
    team.blackouts.push(
      random() < 0.5
        ? { start: 17 * hour, end: 19 * hour }
        : { start: day + 12 * hour, end: day + 14 * hour },
    );
  }
  // Coaches of two teams in different divisions.
  const coaches = [];
  const free = [...teams];
  for (let c = 0; c < o.coachesWithTwoTeams && free.length > 1; c++) {
    const first = free.splice(Math.floor(random() * free.length), 1)[0]!;
    const others = free.filter((t) => t.divisionId !== first.divisionId);
    if (others.length === 0) break;
    const second = others[Math.floor(random() * others.length)]!;
    free.splice(free.indexOf(second), 1);
    coaches.push({ id: `coach${c + 1}`, name: `Coach ${c + 1}`, teamIds: [first.id, second.id] });
  }
  return {
    venues,
    courts,
    divisions,
    teams,
    coaches,
    games,
    rules: { minRestMinutes: 60, maxGamesPerTeamPerDay: 3, travelMinutes: 30 },
    weights: defaultSoftWeights,
    locked: [],
  };
}

/** The benchmark's weekend: 200 teams in 10 divisions, 6 gyms of 3 courts, about 440 games. */
export const largeWeekend = (venues = 6) =>
  weekendFixture({
    divisions: 10,
    teamsPerDivision: 20,
    venues,
    coachesWithTwoTeams: 15,
    teamsWithBlackouts: 20,
  });

/** A 40-team weekend: 2 divisions at 2 gyms. */
export const smallWeekend = () =>
  weekendFixture({
    divisions: 2,
    teamsPerDivision: 20,
    venues: 2,
    coachesWithTwoTeams: 3,
    teamsWithBlackouts: 4,
  });

function pick<T>(list: T[], count: number, random: () => number): T[] {
  const copy = [...list];
  return Array.from(
    { length: Math.min(count, copy.length) },
    () => copy.splice(Math.floor(random() * copy.length), 1)[0]!,
  );
}

/** mulberry32: the same weekend for the same seed, on every machine. */
function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
