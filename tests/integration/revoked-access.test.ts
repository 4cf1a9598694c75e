// Access taken away ends at once. A member's open game stream is closed within a second when they
// are removed from the tournament, their account is deactivated (by an admin or by themselves),
// they sign out, their session is revoked or they change their password, on whichever instance
// holds the stream; and a console's cached session goes with it, so a post right after a sign-out
// or a password change is refused. Streams the change does not concern stay open.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaths,
  apiPath,
  apiPaths,
  liveGamePaths,
  managementPaths,
} from '../../src/contract/api-paths.ts';
import { buildApp } from '../../src/server/app.ts';
import { users } from '../../src/server/db/schema.ts';
import { postgresPubSub, type PubSub } from '../../src/server/live/pubsub.ts';
import { authGet, authPost, sessionCookie } from '../support/auth-requests.ts';
import {
  ev,
  isEvent,
  listen,
  openStream,
  postEvents,
  premiumOrganiser,
  record,
  seedLiveGame,
  type LiveFixture,
  type SseReader,
} from './support/live-game.ts';
import { addMember, clientFor, expectStatus, newUser, type Client } from './support/management.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let base: string;
let owner: Client;
let game: LiveFixture;
let otherGame: LiveFixture;
const open: SseReader[] = [];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  base = await listen(t.app);
  owner = await premiumOrganiser(t);
  game = await seedLiveGame(t, { owner, players: 1 });
  otherGame = await seedLiveGame(t, { owner, players: 1 });
  await record(owner, game.gameId, [ev.start()]);
  await record(owner, otherGame.gameId, [ev.start()]);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

/** A member of both fixtures' tournaments, signed in once. */
async function member(role: 'viewer' | 'scorekeeper' = 'scorekeeper'): Promise<Client> {
  const m = await newUser(t, 'member');
  await addMember(t, game.tournamentId, m.id, role);
  await addMember(t, otherGame.tournamentId, m.id, role);
  return m;
}

/** The member stream of a game, once the server has sent its first heartbeat. */
async function memberStream(client: { cookie: string }, gameId = game.gameId, at = base) {
  const s = await openStream(at, apiPath(liveGamePaths.stream, { gameId }), {
    cookie: client.cookie,
  });
  open.push(s);
  expect(s.status).toBe(200);
  await s.next((f) => f.event === 'heartbeat');
  return s;
}

/** Whether the server ended the stream within `ms`. */
async function endsWithin(s: SseReader, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  const ended = await Promise.race([s.ended.then(() => true as const), timeout]);
  clearTimeout(timer);
  return ended;
}

/** The stream is still open and still gets what the owner posts. */
async function stillLive(s: SseReader, gameId = game.gameId) {
  const [result] = (await record(owner, gameId, [ev.score('home', 1)])).results;
  if (result?.status !== 'accepted') throw new Error('not recorded');
  const { seq } = result;
  await s.next(isEvent(seq));
}

const memberPath = (userId: string) =>
  apiPath(managementPaths.member, { tournamentId: game.tournamentId, userId });

/** The password newUser() registers with (tests/support/auth-requests.ts). */
const password = 'corner-three-swish-81';

/** A second session of the same person (another device). */
async function secondDevice(client: Client): Promise<Client> {
  const [row] = await t.deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, client.id));
  const res = expectStatus(
    await authPost(t.app, '/sign-in/email', { email: row!.email, password }),
    200,
  );
  return clientFor(t, { id: client.id, cookie: sessionCookie(res) });
}

describe('a member’s open game stream', () => {
  it('ends within a second when they are removed from the tournament, and only that one', async () => {
    const m = await member();
    const here = await memberStream(m);
    const elsewhere = await memberStream(m, otherGame.gameId);
    const ownStream = await memberStream(owner);

    expectStatus(await owner.del(memberPath(m.id)), 204);
    expect(await endsWithin(here, 1000)).toBe(true);
    await stillLive(elsewhere, otherGame.gameId);
    await stillLive(ownStream);
    const again = await openStream(base, apiPath(liveGamePaths.stream, { gameId: game.gameId }), {
      cookie: m.cookie,
    });
    open.push(again);
    expect(again.status).toBe(404);
  });

  it('ends within a second when they leave the tournament', async () => {
    const m = await member('viewer');
    const here = await memberStream(m);
    expectStatus(await m.del(memberPath(m.id)), 204);
    expect(await endsWithin(here, 1000)).toBe(true);
  });

  it('ends within a second when a site administrator deactivates the account', async () => {
    const admin = await newUser(t, 'admin');
    await t.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const m = await member();
    const here = await memberStream(m);
    const elsewhere = await memberStream(m, otherGame.gameId);
    const ownStream = await memberStream(owner);

    expectStatus(
      await admin.post(apiPath(adminPaths.userStatus, { userId: m.id }), {
        status: 'deactivated',
      }),
      200,
    );
    expect(await endsWithin(here, 1000)).toBe(true);
    expect(await endsWithin(elsewhere, 1000)).toBe(true);
    await stillLive(ownStream);
  });

  it('ends within a second when they deactivate their own account', async () => {
    const m = await member();
    const here = await memberStream(m);
    expectStatus(await m.post(apiPaths.deactivate), 200);
    expect(await endsWithin(here, 1000)).toBe(true);
  });

  it('ends within a second when they sign out; their other device keeps its stream', async () => {
    const m = await member();
    const phone = await secondDevice(m);
    const here = await memberStream(m);
    const onPhone = await memberStream(phone);

    expectStatus(await authPost(t.app, '/sign-out', {}, { cookie: m.cookie }), 200);
    expect(await endsWithin(here, 1000)).toBe(true);
    await stillLive(onPhone);
  });

  it('ends within a second when that session is revoked from another device', async () => {
    const m = await member();
    const phone = await secondDevice(m);
    const onPhone = await memberStream(phone);
    const here = await memberStream(m);
    const phoneSession = await authGet(t.app, '/get-session', { cookie: phone.cookie });
    const { id } = phoneSession.json<{ session: { id: string } }>().session;

    expectStatus(await authPost(t.app, '/revoke-session', { id }, { cookie: m.cookie }), 200);
    expect(await endsWithin(onPhone, 1000)).toBe(true);
    await stillLive(here);
  });

  it('ends within a second on every device when they change their password and sign the others out', async () => {
    const m = await member();
    const phone = await secondDevice(m);
    const here = await memberStream(m);
    const onPhone = await memberStream(phone);

    expectStatus(
      await authPost(
        t.app,
        '/change-password',
        {
          currentPassword: password,
          newPassword: 'post-up-fadeaway-73',
          revokeOtherSessions: true,
        },
        { cookie: m.cookie },
      ),
      200,
    );
    expect(await endsWithin(onPhone, 1000)).toBe(true);
    expect(await endsWithin(here, 1000)).toBe(true);
  });
});

describe('a console’s session', () => {
  it('posts nothing more right after its person signs out', async () => {
    const m = await member();
    expect((await postEvents(m, game.gameId, [ev.score('away', 1)])).statusCode).toBe(200);
    expectStatus(await authPost(t.app, '/sign-out', {}, { cookie: m.cookie }), 200);
    const after = await postEvents(m, game.gameId, [ev.score('away', 1)]);
    expect(after.statusCode).toBe(401);
  });

  it('posts nothing more right after a password change that signs the other sessions out', async () => {
    const m = await member();
    const tablet = await secondDevice(m);
    expect((await postEvents(tablet, game.gameId, [ev.score('away', 1)])).statusCode).toBe(200);
    expect((await postEvents(m, game.gameId, [ev.score('away', 1)])).statusCode).toBe(200);
    const change = expectStatus(
      await authPost(
        t.app,
        '/change-password',
        {
          currentPassword: password,
          newPassword: 'give-and-go-layup-58',
          revokeOtherSessions: true,
        },
        { cookie: m.cookie },
      ),
      200,
    );
    expect((await postEvents(tablet, game.gameId, [ev.score('away', 1)])).statusCode).toBe(401);
    expect((await postEvents(m, game.gameId, [ev.score('away', 1)])).statusCode).toBe(401);
    // The browser that changed it holds the new session, which may post.
    const renewed = clientFor(t, { id: m.id, cookie: sessionCookie(change) });
    expect((await postEvents(renewed, game.gameId, [ev.score('away', 1)])).statusCode).toBe(200);
  });
});

describe('the profile stream', () => {
  it('ends within a second when its session signs out', async () => {
    const m = await member();
    const s = await openStream(base, apiPaths.meStream, { cookie: m.cookie });
    open.push(s);
    await s.next((f) => f.event === 'profile');
    expectStatus(await authPost(t.app, '/sign-out', {}, { cookie: m.cookie }), 200);
    expect(await endsWithin(s, 1000)).toBe(true);
  });
});

describe('with a second instance on the same database', () => {
  let other: FastifyInstance;
  let otherPubSub: PubSub | null = null;
  let otherBase: string;

  beforeAll(async () => {
    // On PostgreSQL the second instance listens on a connection of its own, as a second process
    // would; PGlite is one process, whose instances share the in-memory pubsub.
    const pool = t.deps.database.pool;
    if (pool) otherPubSub = await postgresPubSub(pool, () => {});
    other = await buildApp({ ...t.deps, pubsub: otherPubSub ?? t.deps.pubsub });
    otherBase = await listen(other);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await other.close();
    await otherPubSub?.close();
  });

  const otherClient = (c: Client) => ({
    post: (gameId: string) =>
      fetch(`${otherBase}${apiPath(liveGamePaths.events, { gameId })}`, {
        method: 'POST',
        headers: { cookie: c.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          deviceId: 'device-other',
          console: 'timescore',
          events: [ev.score('home', 1)],
        }),
      }),
  });

  it('ends a stream held there when the member is removed here', async () => {
    const m = await member();
    const there = await memberStream(m, game.gameId, otherBase);
    const ownThere = await memberStream(owner, game.gameId, otherBase);
    expectStatus(await owner.del(memberPath(m.id)), 204);
    expect(await endsWithin(there, 1000)).toBe(true);
    await stillLive(ownThere);
  });

  it('ends a stream held there, and its cached console session, on a sign-out here', async () => {
    const m = await member();
    expect((await otherClient(m).post(game.gameId)).status).toBe(200);
    const there = await memberStream(m, game.gameId, otherBase);
    expectStatus(await authPost(t.app, '/sign-out', {}, { cookie: m.cookie }), 200);
    expect(await endsWithin(there, 1000)).toBe(true);
    expect((await otherClient(m).post(game.gameId)).status).toBe(401);
  });

  it('ends a stream held there when the account is deactivated here', async () => {
    const m = await member();
    const there = await memberStream(m, game.gameId, otherBase);
    expectStatus(await m.post(apiPaths.deactivate), 200);
    expect(await endsWithin(there, 1000)).toBe(true);
  });
});
