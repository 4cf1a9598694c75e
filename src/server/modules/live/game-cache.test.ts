import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '../../../domain/game/events.ts';
import { eventFrame, GameCache, type CachedGame } from './game-cache.ts';

function logged(seq: number): LoggedEvent {
  return {
    seq,
    event: {
      clientId: `c-${seq}`,
      period: 1,
      clockMs: 600_000,
      type: 'score-adjust',
      team: 'home',
      points: 1,
    },
    recordedAt: 1_700_000_000_000 + seq,
    deviceId: 'device-courtside',
    userId: 'user-scorer',
  };
}

/** framesAfter reads the log and its pieces only. */
function entryOf(events: number): CachedGame {
  const log = Array.from({ length: events }, (_, i) => logged(i + 1));
  return {
    log,
    lastSeq: events,
    pieces: { protected: [], public: [] },
  } as unknown as CachedGame;
}

const cache = new GameCache(null as never, () => new Date(), { error() {} });
const read = (entry: CachedGame, after: number, audience: 'protected' | 'public') => [
  ...cache.framesAfter(entry, after, audience),
];

describe('GameCache.framesAfter', () => {
  it('gives every event after `after`, in order, whatever the offset', () => {
    const entry = entryOf(1_000);
    for (const after of [0, 1, 255, 256, 257, 700, 999, 1_000]) {
      const text = read(entry, after, 'protected')
        .map((p) => p.text)
        .join('');
      const expected = entry.log
        .slice(after)
        .map((l) => eventFrame(l, 'protected'))
        .join('');
      expect(text, `after ${after}`).toBe(expected);
    }
  });

  it('shares whole pieces between readers: the same bytes, not a copy each', () => {
    const entry = entryOf(1_000);
    const first = read(entry, 0, 'public');
    const second = read(entry, 0, 'public');
    const later = read(entry, 100, 'public');
    // 1,000 events: three whole pieces and the one still filling.
    expect(first).toHaveLength(4);
    for (let k = 0; k < 3; k++) expect(second[k]).toBe(first[k]);
    expect(second[3]).not.toBe(first[3]);
    // A reader from the middle of a piece gets its own start, then the shared pieces.
    expect(later[1]).toBe(first[1]);
    expect(later[0]!.text.length).toBeLessThan(first[0]!.text.length);
  });

  it('leaves the account and the device out of what anonymous readers get', () => {
    const entry = entryOf(300);
    const text = read(entry, 0, 'public')
      .map((p) => p.text)
      .join('');
    expect(text).not.toContain('device-courtside');
    expect(text).not.toContain('user-scorer');
    expect(read(entry, 0, 'protected')[0]!.text).toContain('device-courtside');
  });
});
