// Live games to measure, made through the public API as an organiser would: an account, a
// tournament with public outputs, a season, two teams with five players each, and games between
// them, each started with a `game-start` event from the time & score console. The benches send
// score buttons (`score-adjust`), the events a free plan's console sends most often.
import { randomBytes } from 'node:crypto';
import { apiClient, type ApiClient } from './api-client.ts';
import { signUp, type SeedTarget } from './sign-up.ts';
import { apiPath, liveGamePaths } from '../src/contract/api-paths.ts';
import type { PostEvents, PostEventsResult } from '../src/contract/live-batches.ts';
import type { GameEvent } from '../src/domain/game/events.ts';

export interface LiveFixture {
  client: ApiClient;
  tournamentId: string;
  seasonId: string;
  homeTeamId: string;
  awayTeamId: string;
  /** Started games, with the seq of their `game-start`. */
  games: Array<{ id: string; lastSeq: number }>;
  /** What a console's request carries: the session cookie and the page's Origin. */
  consoleHeaders: Record<string, string>;
}

/** One console device of the benches and fault tests. */
export const benchDeviceId = `bench-${randomBytes(4).toString('hex')}`;

export async function seedLiveGames(
  server: SeedTarget,
  { games = 1, email }: { games?: number; email?: string } = {},
): Promise<LiveFixture> {
  const baseUrl = server.url;
  const client = apiClient(baseUrl);
  await signUp(client, server, {
    name: 'Live Bench Organiser',
    email: email ?? `live-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`,
    password: 'fast-break-layup-42',
  });
  const tournament = await client.request<{ id: string }>(
    'POST',
    '/api/tournaments',
    { name: 'Live Bench Cup', publicOutputs: true },
    201,
  );
  const season = await client.request<{ id: string }>(
    'POST',
    `/api/tournaments/${tournament.id}/seasons`,
    { name: '2026', status: 'active' },
    201,
  );
  const teamIds: string[] = [];
  for (const [i, name] of ['Harbour Hawks', 'Valley Comets'].entries()) {
    const team = await client.request<{ id: string }>(
      'POST',
      `/api/seasons/${season.id}/teams`,
      {
        name,
        shortName: i === 0 ? 'HAW' : 'COM',
        primaryColor: i === 0 ? '#1e40af' : '#b91c1c',
        secondaryColor: '#ffffff',
      },
      201,
    );
    teamIds.push(team.id);
    for (let p = 0; p < 5; p++) {
      await client.request(
        'POST',
        `/api/teams/${team.id}/players`,
        { firstName: `Player${p + 1}`, lastName: name.split(' ')[1]!, jersey: String(4 + p) },
        201,
      );
    }
  }
  const [homeTeamId, awayTeamId] = teamIds as [string, string];
  const started: LiveFixture['games'] = [];
  for (let g = 0; g < games; g++) {
    const game = await client.request<{ id: string }>(
      'POST',
      `/api/seasons/${season.id}/games`,
      { homeTeamId, awayTeamId, venue: 'Bench Arena', court: 'A' },
      201,
    );
    const result = await postEvents(client, game.id, [gameStart()]);
    const first = result.results[0];
    if (first?.status !== 'accepted') {
      throw new Error(`game-start was not accepted: ${JSON.stringify(first)}`);
    }
    started.push({ id: game.id, lastSeq: result.lastSeq });
  }
  return {
    client,
    tournamentId: tournament.id,
    seasonId: season.id,
    homeTeamId,
    awayTeamId,
    games: started,
    consoleHeaders: consoleHeaders(client),
  };
}

export function consoleHeaders(client: ApiClient): Record<string, string> {
  return {
    origin: client.baseUrl,
    cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

export function postEvents(
  client: ApiClient,
  gameId: string,
  events: GameEvent[],
): Promise<PostEventsResult> {
  return client.request<PostEventsResult>(
    'POST',
    apiPath(liveGamePaths.events, { gameId }),
    eventsBody(events),
  );
}

export function eventsBody(events: GameEvent[]): PostEvents {
  return { deviceId: benchDeviceId, console: 'timescore', events };
}

const run = randomBytes(4).toString('hex');
let counter = 0;

/** A client id as a console makes one: unique per device and event. */
export function newClientId(): string {
  counter += 1;
  return `${run}-${counter.toString(36).padStart(6, '0')}`;
}

export function gameStart(): GameEvent {
  return { clientId: newClientId(), type: 'game-start', period: 1, clockMs: 600_000 };
}

/** A score button press; `i` varies the team and the points so the state really changes. */
export function scoreButton(i: number): GameEvent {
  return {
    clientId: newClientId(),
    type: 'score-adjust',
    period: 1,
    clockMs: 600_000,
    team: i % 2 === 0 ? 'home' : 'away',
    points: ([1, 2, 3] as const)[i % 3]!,
  };
}
