// Input the database cannot store: a NUL character (U+0000) in an id, a query, a JSON string or a
// header is bad input, answered 400 in words and never stored, on PGlite and on PostgreSQL
// (TEST_DATABASE_URL). The shared schemas refuse it; what they do not see (Better Auth's own
// fields) is refused when the database says so.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import { errorCodes } from '../../src/contract/errors.ts';
import type { PostEventsResult } from '../../src/contract/live-batches.ts';
import { nulCharacterMessage } from '../../src/contract/storable-string.ts';
import { analyticsEvents, sessions, users } from '../../src/server/db/schema.ts';
import { tournaments } from '../../src/server/db/tournament-schema.ts';
import { authPost, newAccount, registerAccount, testOrigin } from '../support/auth-requests.ts';
import { rawRequest, type RawResponse } from '../support/raw-http.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { ev, listen, postEvents, seedLiveGame, type LiveFixture } from './support/live-game.ts';
import { anonymous, expectStatus, type Client } from './support/management.ts';

const NUL = '\u0000';

let t: TestApp;
let g: LiveFixture;
let owner: Client;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  g = await seedLiveGame(t);
  owner = g.owner;
  port = Number(new URL(await listen(t.app)).port);
});
afterAll(() => t.close());

interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** A 400 naming the field and the NUL character, as a person can act on it. */
function expectNulRefused(res: { statusCode: number; body: string } | RawResponse, field: string) {
  expect('statusCode' in res ? res.statusCode : res.status, res.body).toBe(400);
  const body = JSON.parse(res.body) as ErrorBody;
  expect(body.code).toBe(errorCodes.validation);
  expect(body.fields?.[field]).toBe(nulCharacterMessage);
  expect(body.message).toContain('NUL character');
}

describe('a NUL character', () => {
  it('in a path id is a 400, public and member routes alike, over real HTTP too', async () => {
    const raw = await rawRequest(port, 'GET', '/api/public/games/%00/state');
    expectNulRefused(raw, 'gameId');
    for (const url of [
      apiPath(liveGamePaths.publicFeed, { gameId: `a${NUL}b` }),
      apiPath(liveGamePaths.state, { gameId: `${g.gameId}${NUL}` }),
      `/api/tournaments/${encodeURIComponent(`${g.tournamentId}${NUL}`)}`,
      `/api/players/${encodeURIComponent(`${g.home[0]}${NUL}`)}/stats`,
      '/api/uploads/%00',
    ]) {
      const res = await owner.get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json<ErrorBody>();
      expect(Object.values(body.fields ?? {}), url).toEqual([nulCharacterMessage]);
      // The message names the field in words ("Game: …", "Tournament: …").
      expect(body.message, url).toMatch(/^[A-Z][\w ]*: Contains a NUL character/);
    }
  });

  it('in a query is a 400', async () => {
    const res = await owner.get(
      `/api/tournaments/${g.tournamentId}/games?seasonId=${encodeURIComponent(`x${NUL}`)}`,
    );
    expectNulRefused(res, 'seasonId');
    const stream = await rawRequest(
      port,
      'GET',
      `${apiPath(liveGamePaths.publicStream, { gameId: g.gameId })}?kind=scoreboard&deviceId=board%0001`,
    );
    expectNulRefused(stream, 'deviceId');
  });

  it('in a JSON string is a 400 and nothing is stored', async () => {
    const before = await t.deps.db.select().from(tournaments);
    expectNulRefused(await owner.post('/api/tournaments', { name: `Gym${NUL}Night` }), 'name');
    expectNulRefused(
      await owner.patch(`/api/tournaments/${g.tournamentId}`, { description: `a${NUL}` }),
      'description',
    );
    expectNulRefused(
      await owner.post(`/api/teams/${g.homeTeamId}/players`, {
        firstName: 'Ada',
        lastName: `Lov${NUL}elace`,
        jersey: '77',
      }),
      'lastName',
    );
    expectNulRefused(
      await postEvents(owner, g.gameId, [ev.start()], 'timescore', `device${NUL}1`),
      'deviceId',
    );
    expect(await t.deps.db.select().from(tournaments)).toEqual(before);

    // An event of a batch is judged alone: that one is rejected in words, the others are logged.
    const start = ev.start();
    const batch = expectStatus(
      await postEvents(owner, g.gameId, [
        { ...ev.score('home', 2), clientId: `c${NUL}1234567` },
        start,
      ]),
      200,
    ).json<PostEventsResult>();
    expect(batch.results[0]).toMatchObject({ status: 'rejected' });
    expect(batch.results[0]!.status === 'rejected' && batch.results[0]!.reason).toContain(
      nulCharacterMessage,
    );
    expect(batch.results[1]).toMatchObject({ clientId: start.clientId, status: 'accepted' });
    expect(batch.lastSeq).toBe(1);

    const visitId = 'visit-nul-props';
    const beacon = await anonymous(t).post('/api/analytics/events', {
      visitId,
      events: [
        {
          name: 'page_view',
          props: { source: `qr${NUL}` },
          occurredAt: new Date().toISOString(),
        },
      ],
    });
    expectNulRefused(beacon, 'events.0.props.source');
    const stored = await t.deps.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitId, visitId));
    expect(stored).toHaveLength(0);
  });

  it('in a field the database refuses is a 400 too, not a fault', async () => {
    // Better Auth validates its own bodies; a NUL in the name reaches the database.
    const res = await authPost(
      t.app,
      '/update-user',
      { name: `Ada${NUL}` },
      { cookie: owner.cookie },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>()).toMatchObject({ code: errorCodes.validation });
    expect(res.json<ErrorBody>().message).toContain('NUL character');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.name).not.toContain(NUL);
  });

  it('in a stored header (the User-Agent of a session) is refused before anything is stored', async () => {
    const account = newAccount('agent');
    await registerAccount(t.app, account);
    const body = JSON.stringify({ email: account.email, password: account.password });
    const res = await rawRequest(
      port,
      'POST',
      '/api/auth/sign-in/email',
      {
        origin: testOrigin,
        'content-type': 'application/json',
        'user-agent': `Scorer${NUL}Tablet`,
      },
      body,
    );
    expect(res.status).toBe(400);
    const agents = (await t.deps.db.select({ ua: sessions.userAgent }).from(sessions)).map(
      (s) => s.ua ?? '',
    );
    expect(agents.some((ua) => ua.includes(NUL) || ua.startsWith('Scorer'))).toBe(false);
  });
});
