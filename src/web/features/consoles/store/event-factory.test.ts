import { describe, expect, it } from 'vitest';
import { initialState } from '../../../../domain/game/reducer.ts';
import type { GameSetup } from '../../../../domain/game/state.ts';
import { rulePresets } from '../../../../domain/season/rule-presets.ts';
import { readClock, reading, stamp } from './event-factory.ts';

const setup: GameSetup = {
  rules: rulePresets.fiba,
  rosters: { home: ['home-player-1'], away: ['away-player-1'] },
  scoreSource: 'console',
};

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
