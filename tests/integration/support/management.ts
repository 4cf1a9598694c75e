// Shortcuts for the management API tests: requests as a user, and fixtures built through the API
// (memberships inserted directly where a test is not about invites).
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../../src/server/db/schema.ts';
import { memberships } from '../../../src/server/db/tournament-schema.ts';
import type { TournamentRole } from '../../../src/contract/tournaments.ts';
import { newAccount, registerAccount } from '../../support/auth-requests.ts';
import type { TestApp } from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Client {
  id: string;
  cookie: string;
  request(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

export function clientFor(t: TestApp, user: { id: string; cookie: string }): Client {
  const request = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user.cookie ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    ...user,
    request,
    get: (url) => request('GET', url),
    post: (url, payload) => request('POST', url, payload ?? {}),
    patch: (url, payload) => request('PATCH', url, payload ?? {}),
    del: (url) => request('DELETE', url),
  };
}

export const anonymous = (t: TestApp) => clientFor(t, { id: '', cookie: '' });

export async function newUser(t: TestApp, prefix = 'coach'): Promise<Client> {
  const u = await registerAccount(t.app, newAccount(prefix));
  return clientFor(t, u);
}

export async function makePremium(t: TestApp, userId: string, days = 30) {
  await t.deps.db
    .update(users)
    .set({
      planTier: 'tempo-premium',
      premiumExpiresAt: new Date(t.deps.now().getTime() + days * 86_400_000),
    })
    .where(eq(users.id, userId));
}

export async function addMember(
  t: TestApp,
  tournamentId: string,
  userId: string,
  role: TournamentRole,
) {
  await t.deps.db.insert(memberships).values({ tournamentId, userId, role });
}

export function expectStatus(res: LightMyRequestResponse, status: number) {
  if (res.statusCode !== status) {
    throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  }
  return res;
}

export async function createTournament(owner: Client, name = 'City League') {
  const res = expectStatus(await owner.post('/api/tournaments', { name }), 201);
  return res.json<{ id: string; name: string }>();
}

export async function createSeason(owner: Client, tournamentId: string, name = '2026') {
  const res = expectStatus(
    await owner.post(`/api/tournaments/${tournamentId}/seasons`, { name, status: 'active' }),
    201,
  );
  return res.json<{ id: string }>();
}

let teamCounter = 0;
export async function createTeam(owner: Client, seasonId: string, name?: string) {
  teamCounter += 1;
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const shortName = `T${letters[teamCounter % 24]}${letters[Math.floor(teamCounter / 24) % 24]}`;
  const res = expectStatus(
    await owner.post(`/api/seasons/${seasonId}/teams`, {
      name: name ?? `Team ${teamCounter}`,
      shortName,
      primaryColor: '#1e40af',
      secondaryColor: '#ffffff',
    }),
    201,
  );
  return res.json<{ id: string; name: string }>();
}

export async function createPlayer(
  owner: Client,
  teamId: string,
  player: { firstName: string; lastName: string; jersey: string },
) {
  const res = expectStatus(await owner.post(`/api/teams/${teamId}/players`, player), 201);
  return res.json<{ id: string }>();
}

export async function createGame(
  owner: Client,
  seasonId: string,
  homeTeamId: string,
  awayTeamId: string,
) {
  const res = expectStatus(
    await owner.post(`/api/seasons/${seasonId}/games`, { homeTeamId, awayTeamId }),
    201,
  );
  return res.json<{ id: string }>();
}
