// A game's log has a ceiling, far above any real game, so what an undo may have to fold again is
// bounded. (How undos of a long game keep the server responsive: tests/fault/undo-storm.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxEventsPerGame } from '../../src/server/modules/live/ingest.ts';
import { ev, record, seedLiveGame } from './support/live-game.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the length of a game', () => {
  it(`a game's log holds at most ${maxEventsPerGame.toLocaleString('en')} events`, async () => {
    expect(maxEventsPerGame).toBeGreaterThanOrEqual(10_500);
    const g = await seedLiveGame(t);
    await record(g.owner, g.gameId, [ev.start()]);
    for (let n = 1; n < maxEventsPerGame; n += 500) {
      const size = Math.min(500, maxEventsPerGame - n);
      await record(
        g.owner,
        g.gameId,
        Array.from({ length: size }, () => ev.score('away', 1)),
      );
    }
    const full = await record(g.owner, g.gameId, [ev.score('away', 1)]);
    expect(full.results[0]).toMatchObject({ status: 'rejected' });
    expect(full.results[0]).toHaveProperty(
      'reason',
      expect.stringMatching(/log is full/) as unknown,
    );
  }, 180_000);
});
