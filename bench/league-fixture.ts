// A realistic league through the public API: an organiser, a tournament, a season of 12 teams
// (the free limit) or more (a premium organiser's), a committed double round-robin (132 games for
// 12 teams, 4,032 for 64) and about half of them final with scores, so standings and game lists
// have real work to do.
import { apiClient, type ApiClient } from './api-client.ts';
import { signUp, type SeedTarget } from './sign-up.ts';

export interface League {
  client: ApiClient;
  tournamentId: string;
  seasonId: string;
  gameIds: string[];
  /** Round-trip of the POST that generates and commits the whole schedule. */
  scheduleMs: number;
}

export interface LeagueOptions {
  /** 12 by default; more than 12 needs a premium organiser (`client`). */
  teams?: number;
  /** Players on each team's roster (none by default). */
  players?: number;
  name?: string;
  /** The organiser; a new free account when left out. */
  client?: ApiClient;
}

/** Start times of a playing day: the courts are as many as one matchday needs. */
const times = ['16:00', '18:00', '20:00'];

export async function seedLeague(server: SeedTarget, opts: LeagueOptions = {}): Promise<League> {
  const teamCount = opts.teams ?? 12;
  const client = opts.client ?? (await newOrganiser(server));
  const tournament = await client.request<{ id: string }>(
    'POST',
    '/api/tournaments',
    { name: opts.name ?? 'Bench League' },
    201,
  );
  const season = await client.request<{ id: string }>(
    'POST',
    `/api/tournaments/${tournament.id}/seasons`,
    { name: '2026-27' },
    201,
  );
  for (let i = 0; i < teamCount; i++) {
    // AA, BB, … then AB, BC, …: two letters, unique up to 64 teams.
    const letters =
      String.fromCharCode(65 + (i % 26)) +
      String.fromCharCode(65 + ((i + Math.floor(i / 26)) % 26));
    const team = await client.request<{ id: string }>(
      'POST',
      `/api/seasons/${season.id}/teams`,
      {
        name: `Team ${letters}`,
        shortName: `T${letters}`,
        primaryColor: `#${(0x1e40af + i * 0x0a0a0a).toString(16).slice(-6)}`,
        secondaryColor: '#ffffff',
      },
      201,
    );
    for (let p = 0; p < (opts.players ?? 0); p++) {
      await client.request(
        'POST',
        `/api/teams/${team.id}/players`,
        { firstName: `Player${p + 1}`, lastName: `Team${letters}`, jersey: String(4 + p) },
        201,
      );
    }
  }
  const courts = Array.from({ length: Math.ceil(teamCount / 2 / times.length) }, (_, i) =>
    String.fromCharCode(65 + i),
  );
  const started = performance.now();
  const schedule = await client.request<{ created: number }>(
    'POST',
    `/api/seasons/${season.id}/schedule`,
    {
      rounds: 2,
      startDate: '2026-09-05',
      weekdays: [6, 0],
      times,
      courts,
      timezone: 'Europe/Madrid',
      commit: true,
    },
    201,
  );
  const scheduleMs = performance.now() - started;
  const expected = teamCount * (teamCount - 1);
  if (schedule.created !== expected) {
    throw new Error(`schedule created ${schedule.created} games, expected ${expected}`);
  }
  const { games } = await client.request<{ games: Array<{ id: string; scheduledAt: string }> }>(
    'GET',
    `/api/seasons/${season.id}/games`,
  );
  const gameIds = [...games]
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))
    .map((g) => g.id);
  // The earlier half of the calendar is played, as in mid-season.
  for (const [i, id] of gameIds.slice(0, Math.floor(gameIds.length / 2)).entries()) {
    await client.request('PATCH', `/api/games/${id}`, finalScore(i));
  }
  return { client, tournamentId: tournament.id, seasonId: season.id, gameIds, scheduleMs };
}

async function newOrganiser(server: SeedTarget): Promise<ApiClient> {
  const client = apiClient(server.url);
  await signUp(client, server, {
    name: 'Bench Organiser',
    email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'corner-three-swish-81',
  });
  return client;
}

/** A final result that varies with `i` and is never a tie. */
export function finalScore(i: number) {
  const homeScore = 60 + ((i * 7) % 41);
  const awayScore = 60 + ((i * 11) % 41);
  return {
    status: 'final',
    homeScore,
    awayScore: awayScore === homeScore ? awayScore + 1 : awayScore,
  };
}
