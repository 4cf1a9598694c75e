// Every management write refuses bad input with a field message and writes nothing (docs/product/league-data.md:
// "a bad value gets a 400 naming the field, and nothing is half-written").
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  games,
  invites,
  players,
  seasons,
  teams,
  tournaments,
} from '../../src/server/db/tournament-schema.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  createGame,
  createPlayer,
  createSeason,
  createTeam,
  createTournament,
  makePremium,
  newUser,
  type Client,
  type Method,
} from './support/management.ts';

let t: TestApp;
let owner: Client;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  owner = await newUser(t, 'owner');
  await makePremium(t, owner.id);
  const tournament = await createTournament(owner);
  const season = await createSeason(owner, tournament.id);
  const other = await createSeason(owner, tournament.id, 'Other');
  const a = await createTeam(owner, season.id, 'Lions');
  const b = await createTeam(owner, season.id, 'Bears');
  const foreign = await createTeam(owner, other.id, 'Elsewhere');
  const player = await createPlayer(owner, a.id, {
    firstName: 'Ana',
    lastName: 'Díaz',
    jersey: '23',
  });
  const second = await createPlayer(owner, a.id, { firstName: 'Bo', lastName: 'Lee', jersey: '5' });
  const game = await createGame(owner, season.id, a.id, b.id);
  ids = {
    tournamentId: tournament.id,
    seasonId: season.id,
    teamA: a.id,
    teamB: b.id,
    foreignTeam: foreign.id,
    playerId: player.id,
    secondPlayer: second.id,
    gameId: game.id,
  };
});
afterAll(() => t.close());

interface Case {
  name: string;
  method: Method;
  path: () => string;
  body: () => unknown;
  status: number;
  fields: Record<string, string | RegExp>;
  /** The sentence for the whole request, when it matters. */
  message?: string;
}

const team = {
  name: 'Hawks',
  shortName: 'HAW',
  primaryColor: '#000000',
  secondaryColor: '#ffffff',
};
const long = (n: number) => 'x'.repeat(n);
/** A round-robin request that would be fine, with one thing changed. */
const schedule = (change: Record<string, unknown>) => ({
  rounds: 1,
  startDate: '2026-09-01',
  weekdays: [6],
  times: ['18:00'],
  courts: ['A'],
  timezone: 'UTC',
  commit: true,
  ...change,
});

const cases: Case[] = [
  {
    name: 'tournament without a name',
    method: 'POST',
    path: () => '/api/tournaments',
    body: () => ({ name: '  ' }),
    status: 400,
    fields: { name: 'Enter a name' },
  },
  {
    name: 'tournament name too long',
    method: 'POST',
    path: () => '/api/tournaments',
    body: () => ({ name: long(81) }),
    status: 400,
    fields: { name: 'Use at most 80 characters' },
  },
  {
    name: 'tournament with a wrong type',
    method: 'POST',
    path: () => '/api/tournaments',
    body: () => ({ name: 'Cup', publicOutputs: 'yes' }),
    status: 400,
    fields: { publicOutputs: /./ },
  },
  {
    name: 'tournament description too long',
    method: 'PATCH',
    path: () => `/api/tournaments/${ids.tournamentId}`,
    body: () => ({ description: long(2001) }),
    status: 400,
    fields: { description: 'Use at most 2000 characters' },
  },
  {
    name: 'tournament with an unknown logo',
    method: 'PATCH',
    path: () => `/api/tournaments/${ids.tournamentId}`,
    body: () => ({ logoId: 'missing' }),
    status: 400,
    fields: { logoId: /not found/ },
  },
  {
    name: 'invite with zero uses',
    method: 'POST',
    path: () => `/api/tournaments/${ids.tournamentId}/invites`,
    body: () => ({ role: 'viewer', maxUses: 0 }),
    status: 400,
    fields: { maxUses: 'At least 1 use' },
  },
  {
    name: 'invite granting ownership',
    method: 'POST',
    path: () => `/api/tournaments/${ids.tournamentId}/invites`,
    body: () => ({ role: 'owner' }),
    status: 400,
    fields: { role: /./ },
  },
  {
    name: 'season ending before it starts',
    method: 'POST',
    path: () => `/api/tournaments/${ids.tournamentId}/seasons`,
    body: () => ({ name: 'S', startDate: '2026-09-30', endDate: '2026-09-01' }),
    status: 400,
    fields: { endDate: 'The end date is before the start date' },
  },
  {
    name: 'season end moved before its start',
    method: 'PATCH',
    path: () => `/api/seasons/${ids.seasonId}`,
    body: () => ({ startDate: '2026-09-30', endDate: '2026-09-01' }),
    status: 400,
    fields: { endDate: 'The end date is before the start date' },
  },
  {
    name: 'season with a bad date',
    method: 'POST',
    path: () => `/api/tournaments/${ids.tournamentId}/seasons`,
    body: () => ({ name: 'S', startDate: '30/09/2026' }),
    status: 400,
    fields: { startDate: 'Use a date like 2026-09-30' },
  },
  {
    name: 'season rules out of range',
    method: 'PATCH',
    path: () => `/api/seasons/${ids.seasonId}`,
    body: () => ({ rules: { preset: 'custom', periods: 0 } }),
    status: 400,
    fields: { 'rules.periods': 'At least 1' },
  },
  {
    name: 'team with a bad colour',
    method: 'POST',
    path: () => `/api/seasons/${ids.seasonId}/teams`,
    body: () => ({ ...team, primaryColor: 'blue' }),
    status: 400,
    fields: { primaryColor: 'Use a colour like #1e40af' },
  },
  {
    name: 'team short name of digits',
    method: 'POST',
    path: () => `/api/seasons/${ids.seasonId}/teams`,
    body: () => ({ ...team, shortName: '12' }),
    status: 400,
    fields: { shortName: 'Use 2 to 4 letters, like LAK' },
  },
  {
    name: 'team renamed to nothing',
    method: 'PATCH',
    path: () => `/api/teams/${ids.teamA}`,
    body: () => ({ name: '' }),
    status: 400,
    fields: { name: 'Enter a name' },
  },
  {
    name: 'copy from an unknown season',
    method: 'POST',
    path: () => `/api/seasons/${ids.seasonId}/teams/copy`,
    body: () => ({ fromSeasonId: 'nope' }),
    status: 400,
    fields: { fromSeasonId: 'Choose another season of this tournament' },
  },
  {
    name: 'player with a duplicate jersey',
    method: 'POST',
    path: () => `/api/teams/${ids.teamA}/players`,
    body: () => ({ firstName: 'Cy', lastName: 'Ng', jersey: '23' }),
    status: 409,
    fields: { jersey: 'Number 23 is already taken by Ana Díaz' },
  },
  {
    name: 'player changed to a taken jersey',
    method: 'PATCH',
    path: () => `/api/players/${ids.secondPlayer}`,
    body: () => ({ jersey: '23' }),
    status: 409,
    fields: { jersey: 'Number 23 is already taken by Ana Díaz' },
  },
  {
    name: 'player with jersey 100',
    method: 'POST',
    path: () => `/api/teams/${ids.teamA}/players`,
    body: () => ({ firstName: 'Cy', lastName: 'Ng', jersey: '100' }),
    status: 400,
    fields: { jersey: 'Use a number from 0 to 99, or 00' },
  },
  {
    name: 'player without a last name',
    method: 'POST',
    path: () => `/api/teams/${ids.teamA}/players`,
    body: () => ({ firstName: 'Cy', lastName: '', jersey: '8' }),
    status: 400,
    fields: { lastName: 'Enter a last name' },
  },
  {
    name: 'player height as text',
    method: 'PATCH',
    path: () => `/api/players/${ids.playerId}`,
    body: () => ({ heightCm: 'tall' }),
    status: 400,
    fields: { heightCm: /./ },
  },
  {
    name: 'empty CSV',
    method: 'POST',
    path: () => `/api/teams/${ids.teamA}/players/import`,
    body: () => ({ csv: '', commit: true }),
    status: 400,
    fields: { csv: 'The file is empty' },
  },
  {
    name: 'game with the same team twice',
    method: 'POST',
    path: () => `/api/seasons/${ids.seasonId}/games`,
    body: () => ({ homeTeamId: ids.teamA, awayTeamId: ids.teamA }),
    status: 400,
    fields: { awayTeamId: 'A team cannot play itself' },
  },
  {
    name: 'game with a team of another season',
    method: 'POST',
    path: () => `/api/seasons/${ids.seasonId}/games`,
    body: () => ({ homeTeamId: ids.teamA, awayTeamId: ids.foreignTeam }),
    status: 400,
    fields: { awayTeamId: 'Choose a team of this season' },
  },
  {
    name: 'game with an unknown team',
    method: 'POST',
    path: () => `/api/seasons/${ids.seasonId}/games`,
    body: () => ({ homeTeamId: 'ghost', awayTeamId: ids.teamB }),
    status: 400,
    fields: { homeTeamId: 'Choose a team of this season' },
  },
  {
    name: 'final game without scores',
    method: 'POST',
    path: () => `/api/seasons/${ids.seasonId}/games`,
    body: () => ({ homeTeamId: ids.teamA, awayTeamId: ids.teamB, status: 'final' }),
    status: 400,
    fields: { homeScore: 'A final game needs both scores, and they cannot be equal' },
  },
  {
    name: 'game made final without its scores',
    method: 'PATCH',
    path: () => `/api/games/${ids.gameId}`,
    body: () => ({ status: 'final' }),
    status: 400,
    fields: { homeScore: 'A final game needs both scores, and they cannot be equal' },
  },
  {
    name: 'game switched to play itself',
    method: 'PATCH',
    path: () => `/api/games/${ids.gameId}`,
    body: () => ({ awayTeamId: ids.teamA }),
    status: 400,
    fields: { awayTeamId: 'A team cannot play itself' },
  },
  {
    name: 'game in an unknown time zone',
    method: 'PATCH',
    path: () => `/api/games/${ids.gameId}`,
    body: () => ({ timezone: 'Mars/Olympus' }),
    status: 400,
    fields: { timezone: /time zone/ },
  },
  {
    name: 'game with a negative score',
    method: 'PATCH',
    path: () => `/api/games/${ids.gameId}`,
    body: () => ({ homeScore: -1 }),
    status: 400,
    fields: { homeScore: 'A score cannot be negative' },
  },
  {
    name: 'schedule without courts',
    method: 'POST',
    path: () => `/api/seasons/${ids.seasonId}/schedule`,
    body: () => schedule({ courts: [] }),
    status: 400,
    fields: { courts: 'Add at least one court' },
  },
  {
    name: 'schedule with a bad time',
    method: 'POST',
    path: () => `/api/seasons/${ids.seasonId}/schedule`,
    body: () => schedule({ times: ['7pm'] }),
    status: 400,
    fields: { 'times.0': 'Use a time like 19:30' },
  },
  {
    name: 'schedule with thirteen start times',
    method: 'POST',
    path: () => `/api/seasons/${ids.seasonId}/schedule`,
    body: () =>
      schedule({
        times: Array.from({ length: 13 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`),
      }),
    status: 400,
    fields: { times: 'At most 12 start times' },
  },
  {
    name: 'schedule with a long court name',
    method: 'POST',
    path: () => `/api/seasons/${ids.seasonId}/schedule`,
    body: () => schedule({ courts: ['A', long(41)] }),
    status: 400,
    fields: { 'courts.1': 'Use at most 40 characters for a court' },
    message: 'Courts: Use at most 40 characters for a court',
  },
];

const tables: PgTable[] = [tournaments, invites, seasons, teams, players, games];
async function snapshot() {
  const counts: number[] = [];
  for (const table of tables)
    counts.push((await t.deps.db.select({ n: count() }).from(table))[0]!.n);
  return counts;
}

describe('management writes refuse bad input and write nothing', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await snapshot();
    const beforeGame = await owner.get(`/api/games/${ids.gameId}`);
    const beforePlayer = await owner.get(`/api/players/${ids.secondPlayer}`);
    const res = await owner.request(c.method, c.path(), c.body());
    expect(res.statusCode, res.body).toBe(c.status);
    const body = res.json<{ code: string; message: string; fields: Record<string, string> }>();
    expect(body.message.length).toBeGreaterThan(0);
    if (c.message) expect(body.message).toBe(c.message);
    for (const [field, message] of Object.entries(c.fields)) {
      if (typeof message === 'string') expect(body.fields[field]).toBe(message);
      else expect(body.fields[field]).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
    expect((await owner.get(`/api/games/${ids.gameId}`)).body).toBe(beforeGame.body);
    expect((await owner.get(`/api/players/${ids.secondPlayer}`)).body).toBe(beforePlayer.body);
  });
});
