// What anyone can read of a live game without an account, sized for what it shows: the public
// state is the stat sheet (no log inside it, whatever the length of the game), the log comes in
// pages with a cursor, and nothing public names the account or the device that kept score.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  liveGamePaths,
  managementPaths,
  publicLeaguePaths,
} from '../../src/contract/api-paths.ts';
import type {
  EventsPage,
  LiveState,
  PublicEventsPage,
  SheetState,
} from '../../src/contract/live-games.ts';
import type { GameEvent } from '../../src/domain/game/events.ts';
import {
  ev,
  listen,
  openStream,
  postEvents,
  seedLiveGame,
  type LiveFixture,
} from './support/live-game.ts';
import { anonymous, expectStatus } from './support/management.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let base: string;
let g: LiveFixture;
/** The owner's account id and the device the events were posted from. */
let ownerId: string;
const device = 'courtside-tablet-7f3a9c';
const events = 3_000;

const path = (p: string) => apiPath(p, { gameId: g.gameId });

/** A long game played on a stats console: shots, rebounds and fouls by the players on court. */
function plays(n: number): GameEvent[] {
  const list: GameEvent[] = [];
  for (let i = 0; list.length < n; i++) {
    const team = i % 2 === 0 ? 'home' : 'away';
    const roster = team === 'home' ? g.home : g.away;
    const shooter = roster[i % 5]!;
    list.push(ev.shot(team, shooter, i % 3 === 0 ? 3 : 2, i % 4 !== 0));
    list.push(ev.rebound(team, roster[(i + 1) % 5]!, false));
    list.push(
      ev.foul(team === 'home' ? 'away' : 'home', (team === 'home' ? g.away : g.home)[i % 5]!),
    );
  }
  return list.slice(0, n);
}

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  g = await seedLiveGame(t, { premium: true });
  ownerId = g.owner.id;
  const opening = [
    ev.start(),
    ev.lineup('home', g.home.slice(0, 5)),
    ev.lineup('away', g.away.slice(0, 5)),
  ];
  const all = [...opening, ...plays(events - opening.length)];
  for (let i = 0; i < all.length; i += 500) {
    expectStatus(
      await postEvents(g.owner, g.gameId, all.slice(i, i + 500), 'statstwo', device),
      200,
    );
  }
}, 120_000);
afterAll(() => t.close());

describe('the public state of a long game', () => {
  it(`is the stat sheet: at most 60 KB for ${events.toLocaleString('en')} events, with no log inside`, async () => {
    const res = expectStatus(await anonymous(t).get(path(liveGamePaths.publicState)), 200);
    expect(res.body.length).toBeLessThanOrEqual(60 * 1024);
    const answer = res.json<SheetState>();
    expect(answer.lastSeq).toBe(events);
    expect(answer.state.lastSeq).toBe(events);
    for (const key of ['history', 'playByPlay', 'voided', 'clockOwner', 'clockConflicts']) {
      expect(answer.state).not.toHaveProperty(key);
    }
    // What the members' state says, box score and all.
    const member = expectStatus(
      await g.owner.get(path(liveGamePaths.state)),
      200,
    ).json<LiveState>();
    expect(answer.state.score).toEqual(member.state.score);
    expect(answer.state.players).toEqual(member.state.players);
    expect(answer.state.totals).toEqual(member.state.totals);
  });

  it('names the coaches as the site names people, like the players', async () => {
    const teamUrl = apiPath(managementPaths.team, { teamId: g.homeTeamId });
    expectStatus(await g.owner.patch(teamUrl, { coachName: 'Quinn Ortega' }), 200);
    const settings = apiPath(publicLeaguePaths.settings, { tournamentId: g.tournamentId });
    expectStatus(await g.owner.patch(settings, { nameDisplay: 'initial' }), 200);
    try {
      const answer = (await anonymous(t).get(path(liveGamePaths.publicState))).json<SheetState>();
      expect(answer.game.home.coach).toBe('Quinn O.');
      const member = (await g.owner.get(path(liveGamePaths.state))).json<LiveState>();
      expect(member.game.home.coach).toBe('Quinn Ortega');
    } finally {
      expectStatus(await g.owner.patch(settings, { nameDisplay: 'full' }), 200);
    }
  });

  it('names neither the account nor the device that kept score', async () => {
    const state = (await anonymous(t).get(path(liveGamePaths.publicState))).body;
    const board = (await anonymous(t).get(`${path(liveGamePaths.publicState)}?view=scoreboard`))
      .body;
    for (const body of [state, board]) {
      expect(body).not.toContain(device);
      expect(body).not.toContain(ownerId);
    }
  });
});

describe('the public log', () => {
  it('comes in pages of at most 1,000 events, each naming where the next starts', async () => {
    const anon = anonymous(t);
    const seqs: number[] = [];
    let after: number | null = 0;
    let pages = 0;
    while (after !== null) {
      const page: PublicEventsPage = expectStatus(
        await anon.get(`${path(liveGamePaths.publicEvents)}?after=${after}`),
        200,
      ).json<PublicEventsPage>();
      expect(page.events.length).toBeLessThanOrEqual(1000);
      expect(page.lastSeq).toBe(events);
      seqs.push(...page.events.map((e) => e.seq));
      after = page.next;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seqs).toEqual(Array.from({ length: events }, (_, i) => i + 1));
    // A larger page is refused with a sentence, not cut silently.
    const tooMany = await anon.get(`${path(liveGamePaths.publicEvents)}?limit=5000`);
    expect(tooMany.statusCode).toBe(400);
  });

  it('carries no account or device ids; the members’ log keeps them', async () => {
    const anon = expectStatus(
      await anonymous(t).get(`${path(liveGamePaths.publicEvents)}?after=2990`),
      200,
    );
    expect(anon.body).not.toContain(device);
    expect(anon.body).not.toContain(ownerId);
    const members = expectStatus(
      await g.owner.get(`${path(liveGamePaths.events)}?after=2990`),
      200,
    ).json<EventsPage>();
    expect(members.events[0]).toMatchObject({ deviceId: device, userId: ownerId });
    expect(members.next).toBeNull();
  });
});

describe('the public stream', () => {
  it('sends events without account or device ids, and the stat sheet as one summary', async () => {
    const log = await openStream(base, `${path(liveGamePaths.publicStream)}?after=2995`);
    const sheets = await openStream(base, `${path(liveGamePaths.publicStream)}?view=sheet`);
    const made = [ev.shot('home', g.home[0]!, 2, true)];
    expectStatus(await postEvents(g.owner, g.gameId, made, 'statstwo', device), 200);
    const next = String(events + 1);
    await log.next((f) => f.event === 'game-event' && f.id === next);
    const sheet = await sheets.next((f) => f.event === 'sheet' && f.id === next);
    log.close();
    sheets.close();
    const text = log.frames.map((f) => f.data).join('\n');
    expect(log.seqs()).toEqual([2996, 2997, 2998, 2999, 3000, 3001]);
    expect(text).not.toContain(device);
    expect(text).not.toContain(ownerId);
    expect(sheet.data.length).toBeLessThan(60 * 1024);
    expect(sheet.data).not.toContain(device);
    expect(JSON.parse(sheet.data)).toHaveProperty('players');
  });
});

describe('the public game answers', () => {
  it('share the public read limit of an address, like the league site', async () => {
    const limited = await createTestApp({ PUBLIC_SITE_RATE_LIMIT_MAX: '4' });
    try {
      const url = apiPath(liveGamePaths.publicState, { gameId: 'no-such-game' });
      const feed = apiPath(liveGamePaths.publicFeed, { gameId: 'no-such-game' });
      for (const u of [url, url, feed, `${url}?view=scoreboard`]) {
        expect((await limited.app.inject({ method: 'GET', url: u })).statusCode).toBe(404);
      }
      const refused = await limited.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toMatch(/public league pages and games/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const elsewhere = await limited.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.9' });
      expect(elsewhere.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
