import { describe, expect, it } from 'vitest';
import type { GameEvent, LoggedEvent } from '../../../domain/game/events.ts';
import { initialState, replay } from '../../../domain/game/reducer.ts';
import type { GameSetup } from '../../../domain/game/state.ts';
import { rulePresets } from '../../../domain/season/rule-presets.ts';
import { readClock, reading, stamp, withStatsScoreSource } from './event-factory.ts';

const setup: GameSetup = {
  rules: rulePresets.fiba,
  rosters: { home: ['home-player-1'], away: ['away-player-1'] },
  scoreSource: 'console',
};

function logOf(events: GameEvent[]): LoggedEvent[] {
  return events.map((event, i) => ({
    seq: i + 1,
    event,
    recordedAt: 0,
    deviceId: 'd',
    userId: 'u',
  }));
}

describe('stamp', () => {
  it('fills a fresh client id and the moment of the game from the state', () => {
    const state = initialState(setup);
    const running = {
      ...state,
      period: 2,
      clock: { running: true, remainingMs: 300_000, serverMs: 1_000_000 },
    };
    const a = stamp(running, 1_004_500, { type: 'timeout', team: 'home' });
    const b = stamp(running, 1_004_500, { type: 'timeout', team: 'home' });
    expect(a).toMatchObject({ type: 'timeout', team: 'home', period: 2, clockMs: 295_500 });
    expect(a.clientId).not.toBe(b.clientId);
    expect(a.clientId.length).toBeGreaterThanOrEqual(8);
    // Before the game, the contract still needs a period of at least 1.
    expect(stamp(state, 0, { type: 'game-start' }).period).toBe(1);
  });

  it('reads clocks as whole milliseconds within a period', () => {
    expect(reading(1234.6, 99.4)).toEqual({ remainingMs: 1235, serverMs: 99 });
    expect(reading(-5, 10)).toEqual({ remainingMs: 0, serverMs: 10 });
    expect(readClock({ running: true, remainingMs: 10_000, serverMs: 500 }, 2_500)).toEqual({
      remainingMs: 8_000,
      serverMs: 2_500,
    });
  });
});

describe('withStatsScoreSource', () => {
  const shot = (clientId: string): GameEvent => ({
    clientId,
    period: 1,
    clockMs: 600_000,
    type: 'shot',
    team: 'home',
    playerId: 'home-player-1',
    points: 2,
    made: true,
  });
  const start: GameEvent = {
    clientId: 'start-0001',
    period: 1,
    clockMs: 600_000,
    type: 'game-start',
  };

  it('switches the score to the stats on the first stat of a game scored by nobody yet', () => {
    const log = logOf([start]);
    const events = withStatsScoreSource({ state: replay(setup, log), log }, 0, [shot('shot-0001')]);
    expect(events.map((e) => e.type)).toEqual(['score-source', 'shot']);
    expect(events[0]).toMatchObject({ source: 'stats' });
  });

  it('leaves it when the console already scored, someone chose, or nothing is a stat', () => {
    const plus: GameEvent = {
      clientId: 'plus-0001',
      period: 1,
      clockMs: 600_000,
      type: 'score-adjust',
      team: 'away',
      points: 2,
    };
    const scored = logOf([start, plus]);
    expect(
      withStatsScoreSource({ state: replay(setup, scored), log: scored }, 0, [shot('s-000002')]),
    ).toHaveLength(1);
    const chosen = logOf([
      start,
      {
        clientId: 'src-00001',
        period: 1,
        clockMs: 600_000,
        type: 'score-source',
        source: 'console',
      },
    ]);
    expect(
      withStatsScoreSource({ state: replay(setup, chosen), log: chosen }, 0, [shot('s-000003')]),
    ).toHaveLength(1);
    const timeout: GameEvent = { ...start, clientId: 'to-000001', type: 'timeout', team: 'home' };
    const log = logOf([start]);
    expect(withStatsScoreSource({ state: replay(setup, log), log }, 0, [timeout])).toHaveLength(1);
    // A console score that was undone does not count.
    const undone = logOf([
      start,
      plus,
      {
        clientId: 'void-0001',
        period: 1,
        clockMs: 600_000,
        type: 'void',
        targetClientId: 'plus-0001',
      },
    ]);
    expect(
      withStatsScoreSource({ state: replay(setup, undone), log: undone }, 0, [shot('s-000004')]),
    ).toHaveLength(2);
  });
});
