// The permission spec of the management API (docs/product/league-data.md#members-and-roles), as one table: every endpoint
// against every kind of caller, each cell the exact status expected. Writes that remove or
// replace something run on throwaway rows made for that cell, so cells do not depend on order.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  addMember,
  anonymous,
  createSeason,
  createGame,
  createPlayer,
  createTeam,
  createTournament,
  expectStatus,
  makePremium,
  newUser,
  type Client,
  type Method,
} from './support/management.ts';

const columns = [
  'anonymous',
  'nonMember',
  'viewer',
  'scorekeeper',
  'admin',
  'owner',
  'deactivated',
] as const;
type Column = (typeof columns)[number];

/** Path parameters, the fixture's ids unless a row makes fresh ones for each cell. */
type Ids = Record<string, string>;
interface Row {
  method: Method;
  path: string;
  expected: [number, number, number, number, number, number, number];
  body?: (ids: Ids) => unknown;
  /** Makes throwaway rows for one cell; merged over the fixture's ids. */
  fresh?: () => Promise<Ids>;
}

let t: TestApp;
let callers: Record<Column, Client>;
let fixture: Ids;
let png: Buffer;
let jersey = 0;

/** A tournament, season, two teams, a player, a game and an invite, with one member per role. */
async function buildTournament(owner: Client): Promise<Ids> {
  const tournament = await createTournament(owner, 'Matrix League');
  const tournamentId = tournament.id;
  for (const role of ['viewer', 'scorekeeper', 'admin'] as const) {
    await addMember(t, tournamentId, callers[role].id, role);
  }
  await addMember(t, tournamentId, callers.deactivated.id, 'admin');
  const season = await createSeason(owner, tournamentId);
  const teamA = await createTeam(owner, season.id);
  const teamB = await createTeam(owner, season.id);
  const player = await createPlayer(owner, teamA.id, {
    firstName: 'Ana',
    lastName: 'Díaz',
    jersey: '23',
  });
  const game = await createGame(owner, season.id, teamA.id, teamB.id);
  const invite = expectStatus(
    await owner.post(`/api/tournaments/${tournamentId}/invites`, { role: 'viewer' }),
    201,
  ).json<{ id: string; code: string }>();
  const uploadOf = async () =>
    expectStatus(
      await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { cookie: owner.cookie, 'content-type': 'image/png' },
        payload: png,
      }),
      201,
    ).json<{ id: string }>();
  const upload = await uploadOf();
  // A photo and a logo in use: addresses of /api/uploads/:uploadId/:token.
  const image = (url: string | null) => url!.split('/').slice(-2);
  const photoRes = await owner.post(`/api/teams/${teamA.id}/players`, {
    firstName: 'Eli',
    lastName: 'Moreno',
    jersey: '00',
    photoId: (await uploadOf()).id,
  });
  const [photoUploadId, photoToken] = image(
    expectStatus(photoRes, 201).json<{ photoUrl: string | null }>().photoUrl,
  );
  const logoRes = await owner.patch(`/api/teams/${teamB.id}`, { logoId: (await uploadOf()).id });
  const [logoUploadId, logoToken] = image(
    expectStatus(logoRes, 200).json<{ logoUrl: string | null }>().logoUrl,
  );
  return {
    tournamentId,
    seasonId: season.id,
    sourceSeasonId: season.id,
    teamId: teamA.id,
    otherTeamId: teamB.id,
    playerId: player.id,
    gameId: game.id,
    inviteId: invite.id,
    code: invite.code,
    uploadId: upload.id,
    photoUploadId: photoUploadId!,
    photoToken: photoToken!,
    logoUploadId: logoUploadId!,
    logoToken: logoToken!,
    userId: callers.viewer.id,
  };
}

const owner = () => callers.owner;
const freshTournament = async (): Promise<Ids> => ({
  tournamentId: (await buildTournament(owner())).tournamentId!,
});
const freshMember = async () => {
  const u = await newUser(t, 'extra');
  await addMember(t, fixture.tournamentId!, u.id, 'viewer');
  return { userId: u.id };
};
const freshInvite = async () => {
  const res = await owner().post(`/api/tournaments/${fixture.tournamentId}/invites`, {
    role: 'viewer',
  });
  const invite = expectStatus(res, 201).json<{ id: string; code: string }>();
  return { inviteId: invite.id, code: invite.code };
};
/** Joining changes who is a member: each join cell uses an invite to a tournament of its own. */
const freshJoinInvite = async () => {
  const { id } = await createTournament(owner(), 'Open Gym');
  const res = await owner().post(`/api/tournaments/${id}/invites`, { role: 'viewer' });
  return { code: expectStatus(res, 201).json<{ code: string }>().code };
};
const freshSeason = async () => ({
  seasonId: (await createSeason(owner(), fixture.tournamentId!, 'Spare')).id,
});
const freshTeam = async () => ({ teamId: (await createTeam(owner(), fixture.seasonId!)).id });
const freshPlayer = async () => {
  const player = await createPlayer(owner(), fixture.teamId!, {
    firstName: 'Spare',
    lastName: 'Player',
    jersey: String(++jersey),
  });
  return { playerId: player.id };
};
const freshGame = async () => ({
  gameId: (await createGame(owner(), fixture.seasonId!, fixture.teamId!, fixture.otherTeamId!)).id,
});
/**
 * A batch of one new event from the free time & score console: a fresh client id for each cell
 * (the test's name shows a placeholder).
 */
const liveBatch = (ids: Ids) => ({
  deviceId: 'matrix-device',
  console: 'timescore',
  events: [
    {
      clientId: ids.gameId ? randomUUID() : '<fresh-uuid>',
      type: 'game-start',
      period: 1,
      clockMs: 600_000,
    },
  ],
});
const teamBody = () => ({
  name: 'New Team',
  shortName: 'NEW',
  primaryColor: '#000000',
  secondaryColor: '#ffffff',
});

// prettier-ignore
const rows: Row[] = [
  //                                                                anon  non  view score admin owner deact
  { method: 'GET',    path: '/api/tournaments',                        expected: [401, 200, 200, 200, 200, 200, 403] },
  { method: 'POST',   path: '/api/tournaments',                        expected: [401, 201, 201, 201, 201, 201, 403], body: () => ({ name: 'Mine' }) },
  { method: 'GET',    path: '/api/tournaments/:tournamentId',          expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'PATCH',  path: '/api/tournaments/:tournamentId',          expected: [401, 404, 403, 403, 200, 200, 403], body: () => ({ description: 'Changed' }) },
  { method: 'PATCH',  path: '/api/tournaments/:tournamentId',          expected: [401, 404, 403, 403, 403, 200, 403], body: () => ({ archived: true }), fresh: freshTournament },
  { method: 'DELETE', path: '/api/tournaments/:tournamentId?confirm=true', expected: [401, 404, 403, 403, 403, 204, 403], fresh: freshTournament },
  { method: 'GET',    path: '/api/tournaments/:tournamentId/games',    expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'GET',    path: '/api/tournaments/:tournamentId/members',  expected: [401, 404, 403, 403, 200, 200, 403] },
  { method: 'PATCH',  path: '/api/tournaments/:tournamentId/members/:userId', expected: [401, 404, 403, 403, 200, 200, 403], body: () => ({ role: 'scorekeeper' }), fresh: freshMember },
  { method: 'DELETE', path: '/api/tournaments/:tournamentId/members/:userId', expected: [401, 404, 403, 403, 204, 204, 403], fresh: freshMember },
  { method: 'GET',    path: '/api/tournaments/:tournamentId/invites',  expected: [401, 404, 403, 403, 200, 200, 403] },
  { method: 'POST',   path: '/api/tournaments/:tournamentId/invites',  expected: [401, 404, 403, 403, 201, 201, 403], body: () => ({ role: 'scorekeeper' }) },
  { method: 'POST',   path: '/api/tournaments/:tournamentId/invites/:inviteId/revoke', expected: [401, 404, 403, 403, 200, 200, 403], fresh: freshInvite },
  { method: 'GET',    path: '/api/invites/:code',                      expected: [200, 200, 200, 200, 200, 200, 200], fresh: freshInvite },
  { method: 'POST',   path: '/api/invites/:code/join',                 expected: [401, 200, 200, 200, 200, 200, 403], fresh: freshJoinInvite },
  { method: 'GET',    path: '/api/tournaments/:tournamentId/seasons',  expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'POST',   path: '/api/tournaments/:tournamentId/seasons',  expected: [401, 404, 403, 403, 201, 201, 403], body: () => ({ name: 'Autumn' }) },
  { method: 'GET',    path: '/api/seasons/:seasonId',                  expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'PATCH',  path: '/api/seasons/:seasonId',                  expected: [401, 404, 403, 403, 200, 200, 403], body: () => ({ name: 'Renamed' }) },
  { method: 'DELETE', path: '/api/seasons/:seasonId?confirm=true',     expected: [401, 404, 403, 403, 204, 204, 403], fresh: freshSeason },
  { method: 'GET',    path: '/api/seasons/:seasonId/teams',            expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'POST',   path: '/api/seasons/:seasonId/teams',            expected: [401, 404, 403, 403, 201, 201, 403], body: teamBody },
  { method: 'POST',   path: '/api/seasons/:seasonId/teams/copy',       expected: [401, 404, 403, 403, 201, 201, 403], body: (ids) => ({ fromSeasonId: ids.sourceSeasonId }), fresh: freshSeason },
  { method: 'GET',    path: '/api/seasons/:seasonId/games',            expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'POST',   path: '/api/seasons/:seasonId/games',            expected: [401, 404, 403, 201, 201, 201, 403], body: (ids) => ({ homeTeamId: ids.teamId, awayTeamId: ids.otherTeamId }) },
  { method: 'POST',   path: '/api/seasons/:seasonId/schedule',         expected: [401, 404, 403, 403, 200, 200, 403], body: () => ({ rounds: 1, startDate: '2026-09-01', weekdays: [6], times: ['18:00'], courts: ['A'], timezone: 'Europe/Madrid' }) },
  { method: 'GET',    path: '/api/seasons/:seasonId/standings',        expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'GET',    path: '/api/teams/:teamId',                      expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'PATCH',  path: '/api/teams/:teamId',                      expected: [401, 404, 403, 403, 200, 200, 403], body: () => ({ coachName: 'Pat' }) },
  { method: 'DELETE', path: '/api/teams/:teamId?confirm=true',         expected: [401, 404, 403, 403, 204, 204, 403], fresh: freshTeam },
  { method: 'GET',    path: '/api/teams/:teamId/players',              expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'POST',   path: '/api/teams/:teamId/players',              expected: [401, 404, 403, 201, 201, 201, 403], body: () => ({ firstName: 'New', lastName: 'Player', jersey: String(++jersey) }) },
  { method: 'POST',   path: '/api/teams/:teamId/players/import',       expected: [401, 404, 403, 200, 200, 200, 403], body: () => ({ csv: 'first_name,last_name,jersey\nIva,Horvat,7' }) },
  { method: 'GET',    path: '/api/players/:playerId',                  expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'PATCH',  path: '/api/players/:playerId',                  expected: [401, 404, 403, 200, 200, 200, 403], body: () => ({ position: 'PG' }) },
  { method: 'DELETE', path: '/api/players/:playerId',                  expected: [401, 404, 403, 204, 204, 204, 403], fresh: freshPlayer },
  { method: 'GET',    path: '/api/games/:gameId',                      expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'PATCH',  path: '/api/games/:gameId',                      expected: [401, 404, 403, 200, 200, 200, 403], body: () => ({ venue: 'Main hall' }) },
  { method: 'DELETE', path: '/api/games/:gameId',                      expected: [401, 404, 403, 403, 204, 204, 403], fresh: freshGame },
  { method: 'GET',    path: '/api/me/games',                           expected: [401, 200, 200, 200, 200, 200, 403] },
  { method: 'POST',   path: '/api/uploads',                            expected: [401, 201, 201, 201, 201, 201, 403] },
  { method: 'GET',    path: '/api/uploads/:uploadId',                  expected: [404, 404, 404, 404, 404, 200, 404] },
  { method: 'GET',    path: '/api/uploads/:photoUploadId/:photoToken', expected: [404, 404, 200, 200, 200, 200, 404] },
  { method: 'GET',    path: '/api/uploads/:logoUploadId/:logoToken',   expected: [200, 200, 200, 200, 200, 200, 200] },
  { method: 'POST',   path: '/api/games/:gameId/events',               expected: [401, 404, 403, 200, 200, 200, 403], body: liveBatch },
  { method: 'GET',    path: '/api/games/:gameId/events',               expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'GET',    path: '/api/games/:gameId/state',                expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'GET',    path: '/api/games/:gameId/presence',             expected: [401, 404, 200, 200, 200, 200, 403] },
  { method: 'GET',    path: '/api/public/games/:gameId/state',         expected: [200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/public/games/:gameId/events',        expected: [200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/public/games/:gameId/feed.json',     expected: [200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET',    path: '/api/time',                               expected: [200, 200, 200, 200, 200, 200, 200] },
];

beforeAll(async () => {
  t = await createTestApp({ INVITE_RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_MAX: '1000' });
  png = await sharp({
    create: { width: 40, height: 20, channels: 3, background: '#c2410c' },
  })
    .png()
    .toBuffer();
  const users = await Promise.all(
    columns.map((c) => (c === 'anonymous' ? Promise.resolve(null) : newUser(t, c))),
  );
  callers = Object.fromEntries(columns.map((c, i) => [c, users[i] ?? anonymous(t)])) as Record<
    Column,
    Client
  >;
  // Premium, so that the owner's cells test roles rather than plan limits.
  await makePremium(t, callers.owner.id);
  fixture = await buildTournament(callers.owner);
  expectStatus(await callers.deactivated.post('/api/me/deactivate'), 200);
});
afterAll(() => t.close());

function fill(path: string, ids: Ids) {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const v = ids[key];
    if (v === undefined) throw new Error(`no id for :${key}`);
    return encodeURIComponent(v);
  });
}

describe('authorization matrix', () => {
  it.each(
    rows.map(
      (r) => [`${r.method} ${r.path}${r.body ? ` ${JSON.stringify(r.body({}))}` : ''}`, r] as const,
    ),
  )('%s', async (_name, row) => {
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const [i, column] of columns.entries()) {
      const ids = { ...fixture, ...(row.fresh ? await row.fresh() : {}) };
      const url = fill(row.path, ids);
      const caller = callers[column];
      const res =
        row.path === '/api/uploads'
          ? await t.app.inject({
              method: 'POST',
              url,
              headers: {
                ...(caller.cookie ? { cookie: caller.cookie } : {}),
                'content-type': 'image/png',
              },
              payload: png,
            })
          : await caller.request(row.method, url, row.body?.(ids));
      got[column] = res.statusCode;
      want[column] = row.expected[i]!;
    }
    expect(got).toEqual(want);
  });

  it('answers a role too weak with a message saying who may', async () => {
    const res = await callers.scorekeeper.get(`/api/tournaments/${fixture.tournamentId}/members`);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the owner or an admin can see the members',
    });
  });

  it('answers a non-member exactly like a tournament that does not exist', async () => {
    const real = await callers.nonMember.get(`/api/tournaments/${fixture.tournamentId}`);
    const missing = await callers.nonMember.get('/api/tournaments/no-such-tournament');
    expect(real.statusCode).toBe(404);
    expect(real.json()).toEqual(missing.json());
    expect(real.json()).toEqual({ code: 'NOT_FOUND', message: 'Tournament not found' });
  });
});
