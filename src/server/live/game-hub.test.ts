import { describe, expect, it } from 'vitest';
import { liveStreamEvents } from '../../contract/api-paths.ts';
import type { LoggedEvent } from '../../domain/game/events.ts';
import { sseFrame, type SseStream, type SseText } from '../http/sse.ts';
import { GameHub, type HubOptions, type StreamAudience, type SummaryFrame } from './game-hub.ts';

/**
 * A stream that keeps what is written to it, one entry per write. Its reader takes everything at
 * once, or, `stalled`, only when the test calls `take()`.
 */
function fakeStream({ stalled = false } = {}) {
  const writes: string[] = [];
  const closers: Array<() => void> = [];
  let closed = false;
  let waiting: Array<() => void> = [];
  const sse: SseStream = {
    send(event, data, id) {
      sse.write(sseFrame(event, data, id));
    },
    write(frames: string | SseText) {
      if (!closed) writes.push(typeof frames === 'string' ? frames : frames.text);
    },
    drained() {
      if (!stalled || closed) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    ping() {},
    close() {
      closed = true;
      for (const fn of closers.splice(0)) fn();
      take();
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      closers.push(fn);
    },
  };
  /** Ids of the frames of one kind, per write. */
  const ids = (event: string) =>
    writes
      .map((w) =>
        w
          .split('\n\n')
          .filter((frame) => frame.includes(`event: ${event}\n`))
          .map((frame) => Number(/^id: (\d+)$/m.exec(frame)?.[1])),
      )
      .filter((list) => list.length > 0);
  /** The reader takes what was written so far. */
  const take = () => {
    const resolvers = waiting;
    waiting = [];
    for (const resolve of resolvers) resolve();
  };
  return { sse, writes, ids, take };
}

function logged(seq: number): LoggedEvent {
  return {
    seq,
    event: {
      clientId: `client-${String(seq).padStart(6, '0')}`,
      period: 1,
      clockMs: 600_000,
      type: 'score-adjust',
      team: 'home',
      points: 1,
    },
    recordedAt: 1_700_000_000_000 + seq,
    deviceId: 'device-test',
    userId: 'user-test',
  };
}

/** As members get an event, or anonymous readers (without its account and device). */
function eventFrame(e: LoggedEvent, audience: StreamAudience): string {
  const { deviceId: _d, userId: _u, ...anonymous } = e;
  return sseFrame(liveStreamEvents.event, audience === 'protected' ? e : anonymous, e.seq);
}

/** A hub over an in-memory log; `scoreboardReads` counts the summaries it asked for. */
function hubOver() {
  const log: LoggedEvent[] = [];
  const counts = { scoreboardReads: 0, pieceBytes: 64 * 1024 };
  const opts: HubOptions = {
    eventsAfter: async (_id, after) => log.slice(after),
    eventFrame,
    backlog: async (_id, after, audience) => {
      const pieceBytes = counts.pieceBytes;
      const pieces: string[] = [];
      let piece = '';
      for (const e of log.slice(after)) {
        piece += eventFrame(e, audience);
        if (piece.length >= pieceBytes) {
          pieces.push(piece);
          piece = '';
        }
      }
      if (piece) pieces.push(piece);
      return { pieces, lastSeq: log.length };
    },
    lastSeq: async () => log.length,
    summary: (_id, view): SummaryFrame => {
      if (view === 'scoreboard') counts.scoreboardReads += 1;
      const seq = log.length;
      return { seq, frame: sseFrame(liveStreamEvents[view], { lastSeq: seq }, seq) };
    },
    heartbeatMs: 60_000,
    now: () => 1_700_000_000_000,
    onLocalPresence: () => {},
    remotePresence: () => [],
    onIdle: () => {},
    onError: (err) => {
      throw err;
    },
  };
  const hub = new GameHub('game-1', opts);
  /** Events committed: in the log first, then handed to the hub (what ingest does). */
  const commit = (...seqs: number[]) => {
    const events = seqs.map(logged);
    log.push(...events);
    hub.deliver(events);
  };
  return { hub, commit, counts };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
async function settle() {
  for (let i = 0; i < 100; i++) await turn();
}

async function joinMany(
  hub: GameHub,
  n: number,
  view: 'events' | 'scoreboard' | 'sheet' = 'events',
  isProtected = false,
) {
  const streams = Array.from({ length: n }, () => fakeStream());
  await Promise.all(
    streams.map((s) => hub.join(s.sse, { after: 0, isProtected, connection: null, view })),
  );
  for (const s of streams) s.writes.length = 0;
  return streams;
}

describe('GameHub fan-out', () => {
  it('writes nothing during the turn that delivers an event, then every stream once', async () => {
    const { hub, commit } = hubOver();
    const streams = await joinMany(hub, 300);
    commit(1);
    // The console's answer goes out in this turn; the streams are written after it.
    expect(streams.every((s) => s.writes.length === 0)).toBe(true);
    await turn();
    const first = streams.filter((s) => s.writes.length > 0).length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(300);
    await settle();
    for (const s of streams) expect(s.ids(liveStreamEvents.event)).toEqual([[1]]);
    hub.close();
  });

  it('gives streams a pass has not reached yet the new event in the same write', async () => {
    const { hub, commit } = hubOver();
    const streams = await joinMany(hub, 300);
    commit(1);
    await turn();
    const reached = new Set(streams.filter((s) => s.writes.length > 0));
    commit(2, 3);
    await settle();
    for (const s of streams) {
      const writes = s.ids(liveStreamEvents.event);
      expect(writes.flat()).toEqual([1, 2, 3]);
      expect(writes).toEqual(reached.has(s) ? [[1], [2, 3]] : [[1, 2, 3]]);
    }
    hub.close();
  });

  it('makes one summary per pass for the scoreboards, whatever number of batches it covers', async () => {
    const { hub, commit, counts } = hubOver();
    const boards = await joinMany(hub, 200, 'scoreboard');
    const readsAtStart = counts.scoreboardReads;
    commit(1);
    commit(2);
    commit(3, 4);
    await settle();
    expect(counts.scoreboardReads - readsAtStart).toBe(1);
    for (const b of boards) {
      expect(b.ids(liveStreamEvents.scoreboard)).toEqual([[4]]);
      expect(b.ids(liveStreamEvents.event)).toEqual([]);
    }
    hub.close();
  });

  it("gives members' streams the events as logged and anonymous ones without account or device", async () => {
    const { hub, commit } = hubOver();
    commit(1);
    await settle();
    const [member] = await joinMany(hub, 1, 'events', true);
    const [anonymous] = await joinMany(hub, 1, 'events', false);
    const late = fakeStream();
    await hub.join(late.sse, { after: 0, isProtected: false, connection: null });
    commit(2);
    await settle();
    const text = (s: ReturnType<typeof fakeStream>) => s.writes.join('');
    expect(member!.ids(liveStreamEvents.event).flat()).toEqual([2]);
    expect(text(member!)).toContain('"deviceId":"device-test"');
    expect(text(member!)).toContain('"userId":"user-test"');
    for (const s of [anonymous!, late]) {
      expect(s.ids(liveStreamEvents.event).flat()).toEqual(s === late ? [1, 2] : [2]);
      expect(text(s)).not.toContain('device-test');
      expect(text(s)).not.toContain('user-test');
    }
    hub.close();
  });

  it('keeps each summary view apart: stat sheets get sheets, scoreboards scoreboards', async () => {
    const { hub, commit } = hubOver();
    const boards = await joinMany(hub, 3, 'scoreboard');
    const sheets = await joinMany(hub, 3, 'sheet');
    commit(1, 2);
    await settle();
    for (const b of boards) {
      expect(b.ids(liveStreamEvents.scoreboard)).toEqual([[2]]);
      expect(b.ids(liveStreamEvents.sheet)).toEqual([]);
    }
    for (const sh of sheets) {
      expect(sh.ids(liveStreamEvents.sheet)).toEqual([[2]]);
      expect(sh.ids(liveStreamEvents.scoreboard)).toEqual([]);
      expect(sh.ids(liveStreamEvents.event)).toEqual([]);
    }
    hub.close();
  });

  it('keeps every stream gapless while others join and events pour in', async () => {
    const { hub, commit } = hubOver();
    const streams = await joinMany(hub, 150);
    const joiners: Array<ReturnType<typeof fakeStream>> = [];
    for (let seq = 1; seq <= 30; seq++) {
      commit(seq);
      if (seq % 3 === 0) {
        const s = fakeStream();
        joiners.push(s);
        void hub.join(s.sse, { after: 0, isProtected: false, connection: null });
      }
      if (seq % 2 === 0) await turn();
    }
    await settle();
    for (const s of [...streams, ...joiners]) {
      expect(s.ids(liveStreamEvents.event).flat()).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
    }
    hub.close();
  });
});

describe('GameHub backlog', () => {
  it('sends a long backlog a piece at a time, each once the reader has taken the one before', async () => {
    const { hub, commit, counts } = hubOver();
    const total = 2000;
    commit(...Array.from({ length: total }, (_, i) => i + 1));
    await settle();
    const s = fakeStream({ stalled: true });
    const joined = hub.join(s.sse, { after: 0, isProtected: false, connection: null });
    await settle();
    // A reader that takes nothing has been given one piece of the log, not all of it.
    expect(s.writes).toHaveLength(1);
    expect(s.writes[0]!.length).toBeGreaterThanOrEqual(counts.pieceBytes);
    expect(s.writes[0]!.length).toBeLessThan(counts.pieceBytes + 1024);
    // Events committed meanwhile come after the backlog, once, in order.
    commit(total + 1, total + 2);
    let joinedYet = false;
    void joined.then(() => (joinedYet = true));
    const writesAfterEachTake: number[] = [];
    while (!joinedYet) {
      s.take();
      await settle();
      writesAfterEachTake.push(s.writes.length);
    }
    // One more piece each time the reader has taken the last (and the heartbeat at the end).
    expect(writesAfterEachTake.length).toBeGreaterThan(3);
    writesAfterEachTake.slice(0, -1).forEach((n, i) => expect(n).toBe(i + 2));
    expect(s.ids(liveStreamEvents.event).flat()).toEqual(
      Array.from({ length: total + 2 }, (_, i) => i + 1),
    );
    hub.close();
  });
});
