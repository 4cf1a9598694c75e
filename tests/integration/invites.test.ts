// Invite codes (docs/product/league-data.md): format and alphabet, expiry, max uses, revocation, joining twice,
// the distinct messages of each unusable code, and the rate limit on guessing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/contract/api-error.ts';
import {
  inviteAlphabet,
  type Invite,
  type InvitePreview,
  type JoinResult,
  type Tournament,
} from '../../src/contract/tournaments.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  anonymous,
  createTournament,
  expectStatus,
  newUser,
  type Client,
} from './support/management.ts';

let t: TestApp;
let owner: Client;
let tournamentId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ INVITE_RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_MAX: '1000' });
  owner = await newUser(t, 'owner');
  tournamentId = (await createTournament(owner, 'Harbour League')).id;
});
afterAll(() => t.close());

async function invite(body: object) {
  const res = await owner.post(`/api/tournaments/${tournamentId}/invites`, body);
  return expectStatus(res, 201).json<{ id: string; code: string; state: string; uses: number }>();
}

describe('invite codes', () => {
  it('are 8 characters of the unambiguous alphabet, shown as ABCD-EFGH, and differ', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { code } = await invite({ role: 'viewer' });
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      for (const ch of code.replace('-', '')) expect(inviteAlphabet).toContain(ch);
      expect(code).not.toMatch(/[01IO]/);
      codes.add(code);
    }
    expect(codes.size).toBe(20);
  });

  it('previews the tournament and role for anyone, in any spelling of the code', async () => {
    const { code } = await invite({ role: 'scorekeeper' });
    const sloppy = ` ${code.toLowerCase().replace('-', ' ')} `;
    const res = await anonymous(t).get(`/api/invites/${encodeURIComponent(sloppy)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code,
      tournamentId,
      tournamentName: 'Harbour League',
      role: 'scorekeeper',
      currentRole: null,
    });
  });

  it('joins with the invite’s role once; joining again changes nothing and never downgrades', async () => {
    const { code, id } = await invite({ role: 'scorekeeper' });
    const helper = await newUser(t, 'helper');
    const first = expectStatus(
      await helper.post(`/api/invites/${code}/join`),
      200,
    ).json<JoinResult>();
    expect(first).toEqual({ tournamentId, role: 'scorekeeper', joined: true });
    const again = expectStatus(
      await helper.post(`/api/invites/${code}/join`),
      200,
    ).json<JoinResult>();
    expect(again).toEqual({ tournamentId, role: 'scorekeeper', joined: false });

    const { code: viewerCode } = await invite({ role: 'viewer' });
    const lower = expectStatus(
      await helper.post(`/api/invites/${viewerCode}/join`),
      200,
    ).json<JoinResult>();
    expect(lower).toEqual({ tournamentId, role: 'scorekeeper', joined: false });
    const preview = expectStatus(
      await helper.get(`/api/invites/${viewerCode}`),
      200,
    ).json<InvitePreview>();
    expect(preview.currentRole).toBe('scorekeeper');

    const list = expectStatus(await owner.get(`/api/tournaments/${tournamentId}/invites`), 200);
    const counted = list.json<{ invites: Array<{ id: string; uses: number }> }>().invites;
    expect(counted.find((i) => i.id === id)?.uses).toBe(1);
    const tournament = expectStatus(await helper.get(`/api/tournaments/${tournamentId}`), 200);
    expect(tournament.json<Tournament>().myRole).toBe('scorekeeper');
  });

  it('expires after its days', async () => {
    const { code } = await invite({ role: 'viewer', expiresInDays: 2 });
    const late = await newUser(t, 'late');
    t.clock.advance(2 * DAY + 1000);
    try {
      for (const res of [
        await late.get(`/api/invites/${code}`),
        await late.post(`/api/invites/${code}/join`),
      ]) {
        expect(res.statusCode).toBe(410);
        expect(res.json()).toEqual({ code: 'INVITE_EXPIRED', message: 'This invite has expired' });
      }
    } finally {
      t.clock.reset();
    }
    const list = await owner.get(`/api/tournaments/${tournamentId}/invites`);
    expect(list.json<{ invites: Invite[] }>().invites.find((i) => i.code === code)?.state).toBe(
      'active',
    );
  });

  it('is used up after its maximum uses, counting each new member once', async () => {
    const { code } = await invite({ role: 'viewer', maxUses: 2 });
    const [a, b, c] = [await newUser(t), await newUser(t), await newUser(t)];
    expectStatus(await a.post(`/api/invites/${code}/join`), 200);
    expectStatus(await a.post(`/api/invites/${code}/join`), 200);
    expectStatus(await b.post(`/api/invites/${code}/join`), 200);
    const res = await c.post(`/api/invites/${code}/join`);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ code: 'INVITE_USED_UP', message: 'This invite has been used up' });
    expect((await c.get(`/api/tournaments/${tournamentId}`)).statusCode).toBe(404);
  });

  it('gives the last use to only one of two people joining at once', async () => {
    const { code } = await invite({ role: 'viewer', maxUses: 1 });
    const [a, b] = [await newUser(t), await newUser(t)];
    const results = await Promise.all([
      a.post(`/api/invites/${code}/join`),
      b.post(`/api/invites/${code}/join`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
  });

  it('stops working when revoked', async () => {
    const { code, id } = await invite({ role: 'admin' });
    const revoked = await owner.post(`/api/tournaments/${tournamentId}/invites/${id}/revoke`);
    expect(expectStatus(revoked, 200).json<Invite>().state).toBe('revoked');
    const res = await (await newUser(t)).post(`/api/invites/${code}/join`);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ code: 'INVITE_REVOKED', message: 'This invite was revoked' });
  });

  it('says so when no invite has the code, and when the code cannot be one', async () => {
    const unknown = await anonymous(t).get('/api/invites/ABCD-EFGH');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().message).toBe(
      'No invite has this code — check it with whoever sent it',
    );
    const malformed = await anonymous(t).get('/api/invites/OOPS-1');
    expect(malformed.statusCode).toBe(400);
  });

  it('lets a member leave but not the owner, and nobody can change the owner', async () => {
    const { code } = await invite({ role: 'admin' });
    const admin = await newUser(t, 'admin');
    expectStatus(await admin.post(`/api/invites/${code}/join`), 200);
    const demote = await admin.patch(`/api/tournaments/${tournamentId}/members/${owner.id}`, {
      role: 'viewer',
    });
    expect(demote.statusCode).toBe(403);
    const promote = await admin.patch(`/api/tournaments/${tournamentId}/members/${admin.id}`, {
      role: 'owner',
    });
    expect(promote.statusCode).toBe(400);
    expect(
      (await owner.del(`/api/tournaments/${tournamentId}/members/${owner.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await admin.del(`/api/tournaments/${tournamentId}/members/${admin.id}`)).statusCode,
    ).toBe(204);
    expect((await admin.get(`/api/tournaments/${tournamentId}`)).statusCode).toBe(404);
  });
});

describe('invite rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ INVITE_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 after too many attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.app.inject({
        method: 'GET',
        url: '/api/invites/ABCD-EFGH',
        remoteAddress: '10.0.0.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const other = await limited.app.inject({
      method: 'GET',
      url: '/api/invites/ABCD-EFGH',
      remoteAddress: '10.0.0.10',
    });
    expect(other.statusCode).toBe(404);
  });
});
