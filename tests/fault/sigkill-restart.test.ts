// The server dies with SIGKILL (no shutdown hook, a POST in flight) while a console posts events
// one by one and a scoreboard streams them. After a restart on the same storage: every event the
// console was told `accepted` is in the log with its seq, the log is gapless, the scoreboard
// resumes with Last-Event-ID and ends with every event exactly once, and the console's re-sent
// unacknowledged events (same client ids) land once. Runs on embedded PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import http from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import type { PostEventsResult } from '../../src/contract/live-batches.ts';
import type { EventsPage } from '../../src/contract/live-games.ts';
import type { GameEvent } from '../../src/domain/game/events.ts';
import { eventsBody, scoreButton, seedLiveGames } from '../../bench/live-fixture.ts';
import { httpJson } from '../../bench/live-http.ts';
import { faultRun, readLog } from './support/fault-run.ts';

const run = await faultRun();

describe(`SIGKILL during a stream of events (${run.storage.kind})`, () => {
  it('keeps every acknowledged event, resumes streams without gaps and lands re-sent events once', async () => {
    const first = await run.startServer();
    const fixture = await seedLiveGames(first);
    const gameId = fixture.games[0]!.id;
    const eventsUrl = (base: string) => `${base}${apiPath(liveGamePaths.events, { gameId })}`;
    const viewer = await run.watch(first.url, gameId);

    // The console posts one event per request, back to back; the 26th request is in flight
    // (sent, not yet answered) when the server is killed.
    const events: GameEvent[] = Array.from({ length: 60 }, (_, i) => scoreButton(i));
    const killAt = 25;
    const acknowledged = new Map<string, number>();
    const agent = new http.Agent({ keepAlive: true });
    let firstUnacknowledged = events.length;
    const kill: { done: Promise<void> | null } = { done: null };
    for (const [i, event] of events.entries()) {
      let answer;
      try {
        answer = await httpJson(
          agent,
          eventsUrl(first.url),
          'POST',
          eventsBody([event]),
          fixture.consoleHeaders,
          () => {
            if (i === killAt) {
              setTimeout(() => {
                kill.done = first.kill9();
              }, 3);
            }
          },
        );
      } catch (err) {
        // Only the server's death may cut a request.
        if (i < killAt) throw err;
        firstUnacknowledged = i;
        break;
      }
      expect(answer.status, answer.body).toBe(200);
      const result = (JSON.parse(answer.body) as PostEventsResult).results[0]!;
      expect(result).toMatchObject({ clientId: event.clientId, status: 'accepted' });
      if (result.status === 'accepted') acknowledged.set(event.clientId, result.seq);
    }
    expect(kill.done, 'the server was killed mid-stream').not.toBeNull();
    await kill.done;
    agent.destroy();
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAt);
    expect(firstUnacknowledged).toBeLessThan(events.length);

    // Same port, so the viewer's reconnects reach the new process.
    const second = await run.startServer(first.port);

    const afterRestart = await readLog(second.url, gameId, fixture.consoleHeaders);
    expectGapless(afterRestart);
    const seqOf = new Map(afterRestart.events.map((e) => [e.event.clientId, e.seq]));
    for (const [clientId, seq] of acknowledged) {
      expect(seqOf.get(clientId), `acknowledged ${clientId} kept its seq`).toBe(seq);
    }

    // The console re-sends whatever it had no answer for, with the same client ids.
    const resendAgent = new http.Agent({ keepAlive: true });
    for (const event of events.slice(firstUnacknowledged)) {
      const answer = await httpJson(
        resendAgent,
        eventsUrl(second.url),
        'POST',
        eventsBody([event]),
        fixture.consoleHeaders,
      );
      expect(answer.status, answer.body).toBe(200);
      const result = (JSON.parse(answer.body) as PostEventsResult).results[0]!;
      expect(result).toMatchObject({ clientId: event.clientId, status: 'accepted' });
      const before = seqOf.get(event.clientId);
      // The in-flight event may have been committed before the kill: then it keeps its seq.
      if (before !== undefined && result.status === 'accepted') expect(result.seq).toBe(before);
    }
    resendAgent.destroy();

    const final = await readLog(second.url, gameId, fixture.consoleHeaders);
    expectGapless(final);
    const clientIds = final.events.map((e) => e.event.clientId);
    expect(new Set(clientIds).size).toBe(clientIds.length);
    expect(clientIds.slice(1)).toEqual(events.map((e) => e.clientId));
    expect(final.events[0]!.event.type).toBe('game-start');

    // The scoreboard caught up over its resumed stream: every seq once, in order.
    await vi.waitFor(() => expect(viewer.lastSeq).toBe(final.lastSeq), {
      timeout: 20_000,
      interval: 100,
    });
    expect(viewer.seqs).toEqual(final.events.map((e) => e.seq));
    expect(viewer.clientIds).toEqual(clientIds);
    expect(viewer.connects).toBeGreaterThanOrEqual(2);
  }, 180_000);
});

function expectGapless(page: EventsPage) {
  expect(page.events.map((e) => e.seq)).toEqual(
    Array.from({ length: page.events.length }, (_, i) => i + 1),
  );
  expect(page.lastSeq).toBe(page.events.length);
}
