import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostEventsResult } from '../../../../contract/live-batches.ts';
import type { GameEvent, LoggedEvent, TeamSide } from '../../../../domain/game/events.ts';
import type { EventRefusal } from '../../../../domain/game/refusal.ts';
import {
  createConsoleStore,
  maxBatch,
  type ConsoleStore,
  type ConsoleStoreDeps,
} from './console-store.ts';
import type { OutboxRecord } from './outbox-db.ts';
import { memoryOutbox } from './memory-outbox.ts';
import { testGame, testPlayer, testTeam } from '../testing/test-game.ts';

function team(side: TeamSide) {
  const players = [1, 2, 3, 4, 5, 6].map((n) =>
    testPlayer(`${side}-player-${n}`, String(n), 'P', String(n)),
  );
  return side === 'home' ? testTeam('Hawks', 'HAW', players) : testTeam('Vipers', 'VIP', players);
}

const game = testGame(team('home'), team('away'));

/** A game already under way: the rules refuse points before the start. */
const started: LoggedEvent[] = [
  {
    seq: 1,
    event: { clientId: 'start-000001', period: 1, clockMs: 600_000, type: 'game-start' },
    recordedAt: 0,
    deviceId: 'device-0',
    userId: 'u',
  },
];

let clientIds = 0;
function base(): { clientId: string; period: number; clockMs: number } {
  clientIds += 1;
  return { clientId: `client-${String(clientIds).padStart(6, '0')}`, period: 1, clockMs: 600_000 };
}

function plus(teamSide: TeamSide, points: 1 | 2 | 3 | -1): GameEvent {
  return { ...base(), type: 'score-adjust', team: teamSide, points };
}

/** A server that accepts everything in order, or answers what `answer` says. */
function fakeServer() {
  const log: LoggedEvent[] = [...started];
  const batches: { console: string; events: GameEvent[] }[] = [];
  let answer: ((batch: { events: GameEvent[] }) => Promise<PostEventsResult> | null) | null = null;
  const send: ConsoleStoreDeps['send'] = async (batch) => {
    batches.push(batch);
    const custom = answer?.(batch);
    if (custom) return custom;
    const results = batch.events.map((event) => {
      const existing = log.find((l) => l.event.clientId === event.clientId);
      if (existing)
        return { clientId: event.clientId, status: 'accepted' as const, seq: existing.seq };
      const seq = log.length + 1;
      log.push({ seq, event, recordedAt: 0, deviceId: 'device-1', userId: 'u' });
      return { clientId: event.clientId, status: 'accepted' as const, seq };
    });
    return { results, lastSeq: log.length, serverTime: 0 };
  };
  return {
    log,
    batches,
    send,
    setAnswer(fn: typeof answer) {
      answer = fn;
    },
  };
}

const stores: ConsoleStore[] = [];
function makeStore(deps: Partial<ConsoleStoreDeps> & Pick<ConsoleStoreDeps, 'storage' | 'send'>) {
  const store = createConsoleStore({
    gameId: game.id,
    kind: 'timescore',
    deviceId: 'device-1',
    isOnline: () => true,
    ...deps,
  });
  stores.push(store);
  return store;
}

async function settled() {
  // Enough turns of the event loop for the store's chained promises.
  for (let i = 0; i < 20; i += 1) await new Promise((r) => setTimeout(r, 0));
}

afterEach(() => {
  for (const s of stores.splice(0)) s.dispose();
  vi.useRealTimers();
});

describe('console store', () => {
  it('folds pending events over the confirmed log, writes them to the outbox first', async () => {
    const { storage, rows } = memoryOutbox();
    const store = makeStore({ storage, send: fakeServer().send, isOnline: () => false });
    store.setConfirmed({ game, log: [], state: null, source: 'feed' });
    const result = await store.record(() => [{ ...base(), type: 'game-start' }, plus('home', 2)]);
    expect(result.ok).toBe(true);
    expect(rows.size).toBe(2);
    const snap = store.getSnapshot();
    expect(snap.waiting).toBe(2);
    expect(snap.state?.score).toEqual({ home: 2, away: 0 });
    expect(snap.log.map((l) => l.seq)).toEqual([1, 2]);
  });

  it('shows a play before the outbox has stored it, and sends it only once stored', async () => {
    const { storage, rows } = memoryOutbox();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowStorage = {
      ...storage,
      add: async (r: Omit<OutboxRecord, 'id'>) => {
        await held;
        return storage.add(r);
      },
    };
    const server = fakeServer();
    const store = makeStore({ storage: slowStorage, send: server.send });
    store.setConfirmed({ game, log: started, state: null, source: 'feed' });
    await settled();
    const recorded = store.record(() => [plus('home', 2)]);
    await settled();
    // The paint of a tap does not wait for IndexedDB...
    expect(store.getSnapshot().state?.score).toEqual({ home: 2, away: 0 });
    // ...but the server hears of nothing the device has not kept.
    expect(server.batches).toHaveLength(0);
    release();
    expect((await recorded).ok).toBe(true);
    await settled();
    expect(server.batches.map((b) => b.events.length)).toEqual([1]);
    expect(rows.size).toBe(0);
  });

  it('does not queue an event the rules refuse, and says why', async () => {
    const { storage, rows } = memoryOutbox();
    const store = makeStore({ storage, send: fakeServer().send, isOnline: () => false });
    store.setConfirmed({ game, log: started, state: null, source: 'feed' });
    const event = plus('home', 2);
    await store.record(() => [event]);
    const again = await store.record(() => [event]);
    expect(again).toEqual({ ok: false, reason: { code: 'already-recorded' } });
    expect(rows.size).toBe(1);
  });

  it('sends in order in batches of at most 100 once online, exactly once', async () => {
    let online = false;
    const { storage, rows } = memoryOutbox();
    const server = fakeServer();
    const store = makeStore({ storage, send: server.send, isOnline: () => online });
    store.setConfirmed({ game, log: started, state: null, source: 'feed' });
    const recorded: string[] = [];
    for (let i = 0; i < 250; i += 1) {
      const r = await store.record(() => [plus(i % 2 ? 'away' : 'home', 1)]);
      if (r.ok) recorded.push(r.events[0]!.clientId);
    }
    expect(store.getSnapshot().waiting).toBe(250);
    online = true;
    store.kick();
    await settled();
    expect(server.batches.map((b) => b.events.length)).toEqual([maxBatch, maxBatch, 50]);
    expect(server.log.slice(1).map((l) => l.event.clientId)).toEqual(recorded);
    // Accepted: out of the outbox, but still in the local state until the feed has them.
    expect(rows.size).toBe(0);
    expect(store.getSnapshot().waiting).toBe(0);
    expect(store.getSnapshot().state?.score).toEqual({ home: 125, away: 125 });
    store.setConfirmed({ game, log: server.log.slice(), state: null, source: 'feed' });
    expect(store.getSnapshot().pending).toHaveLength(0);
    expect(store.getSnapshot().state?.score).toEqual({ home: 125, away: 125 });
  });

  it('picks up the outbox a previous page left behind, before anything new', async () => {
    const left: OutboxRecord[] = [1, 2, 3].map((id) => ({
      id,
      gameId: game.id,
      console: 'timescore',
      event: plus('away', 3),
      recordedAt: 0,
    }));
    const { storage } = memoryOutbox(left);
    const server = fakeServer();
    const store = makeStore({ storage, send: server.send });
    store.setConfirmed({ game, log: started, state: null, source: 'cache' });
    const fresh = await store.record(() => [plus('home', 1)]);
    await settled();
    expect(server.log.slice(1).map((l) => l.event.clientId)).toEqual([
      ...left.map((r) => r.event.clientId),
      fresh.ok ? fresh.events[0]!.clientId : '',
    ]);
  });

  it('drops a rejected event and tells why; retries network failures with backoff', async () => {
    vi.useFakeTimers();
    const { storage, rows } = memoryOutbox();
    const server = fakeServer();
    const rejected: EventRefusal[] = [];
    const store = makeStore({
      storage,
      send: server.send,
      onRejected: (_event, refusal) => rejected.push(refusal),
    });
    store.setConfirmed({ game, log: started, state: null, source: 'feed' });
    let failures = 2;
    server.setAnswer((batch) => {
      if (failures > 0) {
        failures -= 1;
        return Promise.reject(Object.assign(new Error('down'), { status: failures ? 0 : 503 }));
      }
      const [first] = batch.events;
      return Promise.resolve({
        results: [
          {
            clientId: first!.clientId,
            status: 'rejected',
            reason: 'The game is over: only corrections (undo) can be recorded now.',
            refusal: { code: 'game-over' },
          },
        ],
        lastSeq: 0,
        serverTime: 0,
      });
    });
    await store.record(() => [plus('home', 2)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.batches).toHaveLength(1);
    expect(store.getSnapshot().retryAt).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.batches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.batches).toHaveLength(3);
    expect(rejected).toEqual([{ code: 'game-over' }]);
    expect(rows.size).toBe(0);
    expect(store.getSnapshot().state?.score).toEqual({ home: 0, away: 0 });
  });

  it('stops on 402 and keeps the events for later', async () => {
    const { storage, rows } = memoryOutbox();
    const server = fakeServer();
    server.setAnswer(() =>
      Promise.reject(
        Object.assign(new Error('premium'), {
          status: 402,
          code: 'PREMIUM_REQUIRED',
          message: 'The stats consoles are part of Tempo Premium.',
        }),
      ),
    );
    const store = makeStore({ storage, send: server.send, kind: 'statstwo' });
    store.setConfirmed({ game, log: started, state: null, source: 'feed' });
    await store.record(() => [plus('home', 1)]);
    await store.record(() => [plus('home', 1)]);
    await settled();
    expect(server.batches).toHaveLength(1);
    expect(server.batches[0]!.console).toBe('statstwo');
    expect(store.getSnapshot().problem?.kind).toBe('upgrade');
    expect(rows.size).toBe(2);
    expect(store.getSnapshot().waiting).toBe(2);
  });

  it('undo (a pending void) is honoured in the local state', async () => {
    const { storage } = memoryOutbox();
    const store = makeStore({ storage, send: fakeServer().send, isOnline: () => false });
    store.setConfirmed({ game, log: started, state: null, source: 'feed' });
    const three = plus('away', 3);
    await store.record(() => [three, plus('away', 2)]);
    await store.record(() => [{ ...base(), type: 'void', targetClientId: three.clientId }]);
    expect(store.getSnapshot().state?.score.away).toBe(2);
  });

  it('prefers the live feed over the cache', async () => {
    const { storage } = memoryOutbox();
    const store = makeStore({ storage, send: fakeServer().send });
    const logged = (seq: number, event: GameEvent): LoggedEvent => ({
      seq,
      event,
      recordedAt: 0,
      deviceId: 'd',
      userId: 'u',
    });
    store.setConfirmed({ game, log: [logged(1, plus('home', 3))], state: null, source: 'feed' });
    store.setConfirmed({ game, log: started, state: null, source: 'cache' });
    expect(store.getSnapshot().state?.score.home).toBe(3);
    expect(store.getSnapshot().source).toBe('feed');
  });
});
