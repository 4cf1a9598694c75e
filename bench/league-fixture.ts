// A realistic free-plan league through the public API: an organiser, a tournament, a season of
// 12 teams (the free limit), a committed double round-robin (132 games) and about half of them
// final with scores, so standings and game lists have real work to do.
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

const teamCount = 12;

export async function seedLeague(server: SeedTarget): Promise<League> {
  const client = apiClient(server.url);
  const stamp = Date.now();
  await signUp(client, server, {
    name: 'Bench Organiser',
    email: `bench-${stamp}@example.com`,
    password: 'corner-three-swish-81',
  });
  const tournament = await client.request<{ id: string }>(
    'POST',
    '/api/tournaments',
    { name: 'Bench League' },
    201,
  );
  const season = await client.request<{ id: string }>(
    'POST',
    `/api/tournaments/${tournament.id}/seasons`,
    { name: '2026-27' },
    201,
  );
  for (let i = 0; i < teamCount; i++) {
    const letters = String.fromCharCode(65 + i);
    await client.request(
      'POST',
      `/api/seasons/${season.id}/teams`,
      {
        name: `Team ${letters}`,
        shortName: `T${letters}${letters}`,
        primaryColor: `#${(0x1e40af + i * 0x0a0a0a).toString(16).slice(-6)}`,
        secondaryColor: '#ffffff',
      },
      201,
    );
  }
  const started = performance.now();
  const schedule = await client.request<{ created: number }>(
    'POST',
    `/api/seasons/${season.id}/schedule`,
    {
      rounds: 2,
      startDate: '2026-09-05',
      weekdays: [6, 0],
      times: ['16:00', '18:00', '20:00'],
      courts: ['A', 'B'],
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
