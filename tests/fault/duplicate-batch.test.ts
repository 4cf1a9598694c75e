// A console that never got its answer sends the same batch again (or two tabs of it race): the
// real server process counts every event once and answers the repeat with the original seqs.
// Runs on embedded PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { apiPath, liveGamePaths } from '../../src/contract/api-paths.ts';
import type { PostEventsResult } from '../../src/contract/live-batches.ts';
import type { GameEvent } from '../../src/domain/game/events.ts';
import { eventsBody, scoreButton, seedLiveGames } from '../../bench/live-fixture.ts';
import { faultRun, readLog } from './support/fault-run.ts';

const run = await faultRun();

describe(`the same batch sent twice (${run.storage.kind})`, () => {
  it('is counted once, one after the other and when the two copies race', async () => {
    const server = await run.startServer();
    const fixture = await seedLiveGames(server);
    const gameId = fixture.games[0]!.id;
    const url = `${server.url}${apiPath(liveGamePaths.events, { gameId })}`;
    const post = async (events: GameEvent[]) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { ...fixture.consoleHeaders, 'content-type': 'application/json' },
        body: JSON.stringify(eventsBody(events)),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as PostEventsResult;
    };

    const batch = Array.from({ length: 10 }, (_, i) => scoreButton(i));
    const once = await post(batch);
    expect(once.results.map((r) => r.status)).toEqual(Array(10).fill('accepted'));
    const again = await post(batch);
    expect(again.results).toEqual(once.results);
    expect(again.lastSeq).toBe(once.lastSeq);

    const raced = Array.from({ length: 10 }, (_, i) => scoreButton(i + 10));
    const [a, b] = await Promise.all([post(raced), post(raced)]);
    expect(a.results).toEqual(b.results);
    expect(a.results.map((r) => r.status)).toEqual(Array(10).fill('accepted'));

    const page = await readLog(server.url, gameId, fixture.consoleHeaders);
    const clientIds = page.events.map((e) => e.event.clientId);
    expect(clientIds.slice(1)).toEqual([...batch, ...raced].map((e) => e.clientId));
    expect(page.events.map((e) => e.seq)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));

    // The score counts each button press once.
    const expected = { home: 0, away: 0 };
    for (const e of [...batch, ...raced]) {
      if (e.type === 'score-adjust') expected[e.team] += e.points;
    }
    const stateRes = await fetch(`${server.url}${apiPath(liveGamePaths.publicState, { gameId })}`);
    expect(stateRes.status).toBe(200);
    const { state } = (await stateRes.json()) as { state: { score: typeof expected } };
    expect(state.score).toEqual(expected);
  }, 120_000);
});
