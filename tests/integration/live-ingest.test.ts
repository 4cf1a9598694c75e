// POST /api/games/:id/events and what it leaves behind: per-event verdicts, exactly-once client
// ids (repeated batches, repeats inside a batch, racing requests), the state the log computes,
// the paged log, validation, and the cached summary that game lists and standings read.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostEventsResult } from '../../src/contract/live-batches.ts';
import type { EventsPage, LiveState } from '../../src/contract/live-games.ts';
import type { GameEvent } from '../../src/domain/game/events.ts';
import { gameEvents } from '../../src/server/db/live-schema.ts';
import { games } from '../../src/server/db/tournament-schema.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectStatus, type Client } from './support/management.ts';
import {
  ev,
  eventsUrl,
  postEvents,
  premiumOrganiser,
  record,
  seedLiveGame,
  stateUrl,
  type LiveFixture,
} from './support/live-game.ts';

let t: TestApp;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  owner = await premiumOrganiser(t);
});
afterAll(() => t.close());

const fresh = () => seedLiveGame(t, { owner });

async function logOf(gameId: string) {
  return t.deps.db
    .select()
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.seq));
}

async function gameRow(gameId: string) {
  const [row] = await t.deps.db.select().from(games).where(eq(games.id, gameId));
  return row!;
}

async function stateOf(gameId: string): Promise<LiveState> {
  return expectStatus(await owner.get(stateUrl(gameId)), 200).json();
}

describe('recording events', () => {
  it('accepts events with gapless seqs, written with the summary before the answer', async () => {
    const g = await fresh();
    const batch = [ev.start(), ev.score('home', 2), ev.score('away', 3), ev.score('home', 1)];
    const res = await record(owner, g.gameId, batch);
    expect(res.results).toEqual(
      batch.map((e, i) => ({ clientId: e.clientId, status: 'accepted', seq: i + 1 })),
    );
    expect(res.lastSeq).toBe(4);
    expect(Math.abs(res.serverTime - Date.now())).toBeLessThan(60_000);

    const rows = await logOf(g.gameId);
    expect(rows.map((r) => [r.seq, r.clientId, r.type])).toEqual(
      batch.map((e, i) => [i + 1, e.clientId, e.type]),
    );
    expect(rows[0]).toMatchObject({ deviceId: 'device-test-1', userId: owner.id });
    // The setup screens read shows the stored status too.
    expect((await stateOf(g.gameId)).game.status).toBe('live');
    expect(await gameRow(g.gameId)).toMatchObject({
      lastSeq: 4,
      status: 'live',
      homeScore: 3,
      awayScore: 3,
      period: 1,
      scoreSource: 'console',
    });
  });

  it('judges each event on its own: rejected ones get a reason, the rest are kept', async () => {
    const g = await fresh();
    const start = ev.start();
    const stat = ev.shot('home', g.home[0]!, 2, true);
    const score = ev.score('home', 2);
    const unknownVoid = ev.void('no-such-client-id');
    const res = await record(owner, g.gameId, [start, stat, score, unknownVoid]);
    expect(res.results[0]).toEqual({ clientId: start.clientId, status: 'accepted', seq: 1 });
    expect(res.results[1]).toEqual({
      clientId: stat.clientId,
      status: 'rejected',
      reason: 'Player statistics are recorded from a stats console, not the time & score console.',
      refusal: { code: 'console-no-stats' },
    });
    expect(res.results[2]).toEqual({ clientId: score.clientId, status: 'accepted', seq: 2 });
    expect(res.results[3]).toEqual({
      clientId: unknownVoid.clientId,
      status: 'rejected',
      reason: 'The event to undo is not in this game’s log.',
      refusal: { code: 'undo-target-missing' },
    });
    expect(res.lastSeq).toBe(2);
    expect((await logOf(g.gameId)).map((r) => r.clientId)).toEqual([
      start.clientId,
      score.clientId,
    ]);
  });

  it('lets the time-only console send only clock, period and game events', async () => {
    const g = await fresh();
    const now = Date.now();
    const batch = [ev.start(), ev.clockStart(600_000, now), ev.score('home', 2)];
    const res = await record(owner, g.gameId, batch, 'timeonly');
    expect(res.results.map((r) => r.status)).toEqual(['accepted', 'accepted', 'rejected']);
    expect(res.results[2]).toMatchObject({
      reason:
        'The time-only console records only the clock, periods and the start and end of the game.',
      refusal: { code: 'console-time-only' },
    });
  });

  it('does not let the time & score console undo a stats console event', async () => {
    const g = await fresh();
    const shot = ev.shot('home', g.home[0]!, 2, true);
    await record(owner, g.gameId, [ev.start(), shot], 'statstwo');
    const undo = ev.void(shot.clientId);
    const res = await record(owner, g.gameId, [undo], 'timescore');
    expect(res.results[0]).toMatchObject({ status: 'rejected' });
    const fromStats = await record(owner, g.gameId, [undo], 'statstwo');
    expect(fromStats.results[0]).toEqual({ clientId: undo.clientId, status: 'accepted', seq: 3 });
    expect((await stateOf(g.gameId)).state.statsScore.home).toBe(0);
  });

  it('rejects a player of the other team', async () => {
    const g = await fresh();
    const wrong = ev.shot('home', g.away[0]!, 2, true);
    const res = await record(owner, g.gameId, [ev.start(), wrong], 'statstwo');
    expect(res.results[1]).toEqual({
      clientId: wrong.clientId,
      status: 'rejected',
      reason: `Player ${g.away[0]!} plays for the away team, not the home team.`,
      refusal: { code: 'player-other-team', playerId: g.away[0]!, team: 'home' },
    });
  });
});

describe('exactly once', () => {
  it('counts the same batch sent twice once, answering the original seqs', async () => {
    const g = await fresh();
    const batch = [ev.start(), ev.score('home', 3), ev.score('away', 2)];
    const first = await record(owner, g.gameId, batch);
    const again = await record(owner, g.gameId, batch);
    expect(again.results).toEqual(first.results);
    expect(again.lastSeq).toBe(3);
    expect(await logOf(g.gameId)).toHaveLength(3);
    expect((await stateOf(g.gameId)).state.score).toEqual({ home: 3, away: 2 });
  });

  it('applies a client id repeated inside one batch once', async () => {
    const g = await fresh();
    const three = ev.score('home', 3);
    const res = await record(owner, g.gameId, [ev.start(), three, three, ev.score('away', 1)]);
    expect(res.results.map((r) => (r.status === 'accepted' ? r.seq : r.reason))).toEqual([
      1, 2, 2, 3,
    ]);
    expect(await logOf(g.gameId)).toHaveLength(3);
    expect((await stateOf(g.gameId)).state.score).toEqual({ home: 3, away: 1 });
  });

  it('gives racing batches distinct, gapless seqs and keeps both', async () => {
    const g = await fresh();
    await record(owner, g.gameId, [ev.start()]);
    const a = Array.from({ length: 20 }, () => ev.score('home', 1));
    const b = Array.from({ length: 20 }, () => ev.score('away', 2));
    const shared = ev.score('home', 3);
    const [ra, rb] = await Promise.all([
      record(owner, g.gameId, [...a, shared]),
      record(owner, g.gameId, [...b, shared]),
    ]);
    const seqs = [...ra.results, ...rb.results].map((r) => (r.status === 'accepted' ? r.seq : 0));
    // The shared event is accepted by both answers with the same seq.
    const sharedSeqs = [ra.results.at(-1), rb.results.at(-1)].map((r) =>
      r?.status === 'accepted' ? r.seq : 0,
    );
    expect(sharedSeqs[0]).toBe(sharedSeqs[1]);
    expect(new Set(seqs)).toEqual(new Set(Array.from({ length: 41 }, (_, i) => i + 2)));
    const rows = await logOf(g.gameId);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
    const ids = new Set(rows.map((r) => r.clientId));
    for (const e of [...a, ...b, shared]) expect(ids.has(e.clientId)).toBe(true);
    expect((await stateOf(g.gameId)).state.score).toEqual({ home: 23, away: 40 });
    expect(await gameRow(g.gameId)).toMatchObject({ lastSeq: 42, homeScore: 23, awayScore: 40 });
  });

  it('keeps every game right when many consoles post to many games at once', async () => {
    const fixtures = await Promise.all([fresh(), fresh(), fresh()]);
    for (const f of fixtures) await record(owner, f.gameId, [ev.start()]);
    const plans = fixtures.map((f) => {
      const batches = Array.from({ length: 6 }, () => [
        ev.score('home', 2),
        ev.score('away', 1),
        ev.score('home', 1),
      ]);
      // A console retrying a batch while its first try is still in flight.
      batches.push(batches[0]!);
      return { f, batches };
    });
    const wave = (list: typeof plans) =>
      Promise.all(list.flatMap(({ f, batches }) => batches.map((b) => record(owner, f.gameId, b))));
    const first = await wave(plans);
    // Then undos of earlier events, again all at once, with more scores.
    const undos = plans.map(({ f, batches }) => ({
      f,
      batches: [[ev.void(batches[1]![0]!.clientId)], [ev.score('away', 1)]],
    }));
    const second = await wave(undos);
    const answers = plans.flatMap((p, g) => [
      ...first.slice(g * p.batches.length, (g + 1) * p.batches.length),
      ...second.slice(g * 2, g * 2 + 2),
    ]);
    let i = 0;
    for (const { f, batches } of plans) {
      const mine = answers.slice(i, i + batches.length + 2);
      i += batches.length + 2;
      const rows = await logOf(f.gameId);
      expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: rows.length }, (_, k) => k + 1));
      const seqOf = new Map(rows.map((r) => [r.clientId, r.seq]));
      for (const answer of mine) {
        for (const r of answer.results) {
          if (r.status === 'accepted') expect(r.seq).toBe(seqOf.get(r.clientId));
        }
      }
      // The start, 6 score batches, the undo and one more score; the repeated batch adds nothing.
      expect(rows).toHaveLength(1 + 6 * 3 + 2);
      expect(mine.every((a) => a.results.every((r) => r.status === 'accepted'))).toBe(true);
      const { state } = await stateOf(f.gameId);
      expect(state.score).toEqual({ home: 6 * 3 - 2, away: 7 });
      expect(await gameRow(f.gameId)).toMatchObject({ lastSeq: rows.length, homeScore: 16 });
    }
  });
});

describe('the state and the log', () => {
  it('computes score, fouls and box lines from a small real game', async () => {
    const g = await fresh();
    const [h1, h2, h3, h4, h5] = g.home as [string, string, string, string, string];
    const [a1, a2, a3, a4, a5] = g.away as [string, string, string, string, string];
    const events: GameEvent[] = [
      ev.source('stats'),
      ev.lineup('home', [h1, h2, h3, h4, h5]),
      ev.lineup('away', [a1, a2, a3, a4, a5]),
      ev.start(),
      ev.shot('home', h1, 2, true, h2),
      ev.shot('away', a1, 3, false),
      ev.rebound('home', h3, false),
      ev.shot('home', h3, 3, true),
      ev.foul('away', a2, true),
      ev.freeThrow('home', h1, true),
      ev.freeThrow('home', h1, false),
      ev.rebound('away', null, false),
      ev.shot('away', a1, 2, true),
    ];
    const res = await record(owner, g.gameId, events, 'statstwo');
    expect(res.results.every((r) => r.status === 'accepted')).toBe(true);
    const { state, game, lastSeq } = await stateOf(g.gameId);
    expect(lastSeq).toBe(events.length);
    expect(game.home.players.map((p) => p.id)).toEqual(expect.arrayContaining(g.home));
    expect(state.status).toBe('live');
    expect(state.score).toEqual({ home: 6, away: 2 });
    expect(state.teamFouls).toEqual({ home: 0, away: 1 });
    expect(state.players[h1]).toMatchObject({
      points: 3,
      fieldGoalsMade: 1,
      fieldGoalsAttempted: 1,
      freeThrowsMade: 1,
      freeThrowsAttempted: 2,
    });
    expect(state.players[h2]).toMatchObject({ assists: 1, points: 0 });
    expect(state.players[h3]).toMatchObject({ points: 3, threesMade: 1, defensiveRebounds: 1 });
    expect(state.players[a2]).toMatchObject({ personalFouls: 1 });
    expect(state.totals.away).toMatchObject({ teamRebounds: 1, fieldGoalsAttempted: 2 });
    expect(await gameRow(g.gameId)).toMatchObject({
      homeScore: 6,
      awayScore: 2,
      scoreSource: 'stats',
    });
  });

  it('pages through the log with ?after and ?limit', async () => {
    const g = await fresh();
    await record(owner, g.gameId, [
      ev.start(),
      ...Array.from({ length: 9 }, () => ev.score('home', 1)),
    ]);
    const page = async (q: string) =>
      expectStatus(await owner.get(`${eventsUrl(g.gameId)}${q}`), 200).json<EventsPage>();
    const all = await page('');
    expect(all.events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(all.lastSeq).toBe(10);
    expect(all.events[0]).toMatchObject({ deviceId: 'device-test-1', userId: owner.id });
    const second = await page('?after=4&limit=3');
    expect(second.events.map((e) => e.seq)).toEqual([5, 6, 7]);
    expect(second.lastSeq).toBe(10);
    expect((await page('?after=10')).events).toEqual([]);
    expect((await owner.get(`${eventsUrl(g.gameId)}?after=-1`)).statusCode).toBe(400);
  });
});

describe('validation', () => {
  it('rejects a malformed event alone, naming the field, and judges every other event', async () => {
    const g = await fresh();
    // 499 good events and, among them, one with a field a free throw does not have.
    const good = [ev.start(), ...Array.from({ length: 498 }, () => ev.score('home', 1))];
    const bad = { ...ev.score('away', 2), points: 4 };
    const unknownField = {
      ...ev.start(),
      clientId: 'odd-field-1',
      type: 'timeout',
      team: 'home',
      points: 2,
    };
    const events = [...good.slice(0, 200), bad, ...good.slice(200)] as GameEvent[];
    const res = await postEvents(owner, g.gameId, events);
    expect(res.statusCode).toBe(200);
    const { results } = res.json<PostEventsResult>();
    expect(results.filter((r) => r.status === 'accepted')).toHaveLength(499);
    expect(results[200]).toMatchObject({ clientId: bad.clientId, status: 'rejected' });
    expect(results[200]).toHaveProperty(
      'reason',
      expect.stringMatching(/score-adjust event's field "points"/) as unknown,
    );
    expect(await logOf(g.gameId)).toHaveLength(499);

    const odd = await postEvents(owner, g.gameId, [unknownField as GameEvent]);
    expect(odd.json<PostEventsResult>().results).toEqual([
      {
        clientId: 'odd-field-1',
        status: 'rejected',
        reason: '"points" is not a field of a timeout event.',
        refusal: { code: 'malformed-event', detail: '"points" is not a field of a timeout event.' },
      },
    ]);
    const nonsense = await postEvents(owner, g.gameId, [{ type: 'dunk' } as never, 7 as never]);
    expect(nonsense.json<PostEventsResult>().results.map((r) => r.status)).toEqual([
      'rejected',
      'rejected',
    ]);
  });

  it('answers a field the request itself does not have with 400 naming it', async () => {
    const g = await fresh();
    const res = await owner.post(eventsUrl(g.gameId), {
      deviceId: 'device-test-1',
      console: 'timescore',
      events: [ev.start()],
      gameClock: 'running',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/gameClock/);
    expect(await logOf(g.gameId)).toHaveLength(0);
  });

  it('refuses more than 500 events in one batch', async () => {
    const g = await fresh();
    const events = [ev.start(), ...Array.from({ length: 500 }, () => ev.score('home', 1))];
    const res = await postEvents(owner, g.gameId, events);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty('events');
    expect(await logOf(g.gameId)).toHaveLength(0);
    const ok = await record(owner, g.gameId, events.slice(0, 500));
    expect(ok.lastSeq).toBe(500);
  });

  it('answers an unknown console or a missing device id with 400', async () => {
    const g = await fresh();
    const noDevice = await owner.post(eventsUrl(g.gameId), {
      console: 'timescore',
      events: [ev.start()],
    });
    expect(noDevice.statusCode).toBe(400);
    const badConsole = await owner.post(eventsUrl(g.gameId), {
      deviceId: 'device-test-1',
      console: 'radio',
      events: [ev.start()],
    });
    expect(badConsole.statusCode).toBe(400);
    expect(await logOf(g.gameId)).toHaveLength(0);
  });

  it('answers an unknown game with 404', async () => {
    const res = await postEvents(owner, 'no-such-game', [ev.start()]);
    expect(res.statusCode).toBe(404);
  });
});

describe('the cached summary', () => {
  async function listed(f: LiveFixture) {
    const res = expectStatus(await owner.get(`/api/seasons/${f.seasonId}/games`), 200);
    return res
      .json<{ games: Array<Record<string, unknown>> }>()
      .games.find((x) => x.id === f.gameId)!;
  }

  it('shows a live game in lists with its score, and a finished one in the standings', async () => {
    const g = await fresh();
    expect(await listed(g)).toMatchObject({ status: 'scheduled', homeScore: null });
    await record(owner, g.gameId, [ev.start(), ev.score('home', 3), ev.score('away', 2)]);
    expect(await listed(g)).toMatchObject({
      status: 'live',
      homeScore: 3,
      awayScore: 2,
      period: 1,
    });
    const standings = async () =>
      expectStatus(await owner.get(`/api/seasons/${g.seasonId}/standings`), 200).json<{
        rows: Array<{ teamId: string; played: number; wins: number; pointsFor: number }>;
      }>().rows;
    expect((await standings()).every((r) => r.played === 0)).toBe(true);
    await record(owner, g.gameId, [ev.end(1)]);
    expect(await listed(g)).toMatchObject({ status: 'final', homeScore: 3, awayScore: 2 });
    const rows = await standings();
    expect(rows.find((r) => r.teamId === g.homeTeamId)).toMatchObject({
      played: 1,
      wins: 1,
      pointsFor: 3,
    });
  });

  it('keeps a cancelled status set by hand until the log starts or ends the game', async () => {
    const g = await fresh();
    expectStatus(await owner.patch(`/api/games/${g.gameId}`, { status: 'cancelled' }), 200);
    await record(owner, g.gameId, [ev.source('console')]);
    expect(await gameRow(g.gameId)).toMatchObject({ status: 'cancelled' });
    await record(owner, g.gameId, [ev.start(), ev.score('away', 2)]);
    expect(await gameRow(g.gameId)).toMatchObject({ status: 'live', awayScore: 2 });
  });

  it('times again the plays a late clock queue happened around, whichever queue came first', async () => {
    // Everyone was offline from t0: the table stopped the clock at +3 s and started it at +10 s; a
    // statistician keyed a rebound every second. Both queues arrive after, in either order.
    const runs = [];
    for (const tableFirst of [true, false]) {
      const g = await fresh();
      const t0 = Date.now() - 60_000;
      // Consoles say when each event was made; one that does not is placed at its arrival.
      const before = { at: t0 - 1_000 };
      await record(owner, g.gameId, [
        { ...ev.start(), ...before },
        { ...ev.lineup('home', g.home.slice(0, 5)), ...before },
        ev.clockStart(600_000, t0),
      ]);
      const table = [ev.clockStop(597_000, t0 + 3_000), ev.clockStart(597_000, t0 + 10_000)];
      const plays = Array.from({ length: 15 }, (_, i) => ({
        ...ev.rebound('home', g.home[0]!, false),
        at: t0 + 1_000 * (i + 1),
      }));
      const queues: [GameEvent[], 'timescore' | 'statsteamA', string][] = [
        [table, 'timescore', 'device-test-1'],
        [plays, 'statsteamA', 'device-stats'],
      ];
      if (!tableFirst) queues.reverse();
      for (const [events, console, device] of queues) {
        expectStatus(await postEvents(owner, g.gameId, events, console, device), 200);
      }
      const { state } = await stateOf(g.gameId);
      runs.push(plays.map((p) => state.playByPlay.find((e) => e.clientId === p.clientId)?.clockMs));
    }
    // Running to +3 s, stood still to +10 s, running again.
    const want = Array.from({ length: 15 }, (_, i) => {
      const s = i + 1;
      return 600_000 - 1_000 * (s <= 3 ? s : s <= 10 ? 3 : s - 7);
    });
    expect(runs).toEqual([want, want]);
  });

  it('takes a game back to scheduled when its start is undone', async () => {
    const g = await fresh();
    const start = ev.start();
    await record(owner, g.gameId, [start]);
    expect(await gameRow(g.gameId)).toMatchObject({ status: 'live', homeScore: 0 });
    const res: PostEventsResult = await record(owner, g.gameId, [ev.void(start.clientId)]);
    expect(res.results[0]).toMatchObject({ status: 'accepted', seq: 2 });
    expect(await gameRow(g.gameId)).toMatchObject({
      status: 'scheduled',
      homeScore: null,
      period: null,
    });
  });
});
