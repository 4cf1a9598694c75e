// Decision 0046: the table keeps the official score. A tap on its buttons while the stats
// consoles' count is shown restarts the table's count from it, so the tap moves the score every
// screen shows; the same restart settles a mismatch in the stats' favour in one event.
import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import { logBuilder } from './log-builder.ts';
import { applyEvent, initialState, replay } from './reducer.ts';
import type { GameSetup } from './state.ts';

const setup: GameSetup = {
  rules: presetRules('fiba'),
  rosters: { home: ['h1', 'h2'], away: ['a1', 'a2'] },
  scoreSource: 'console',
};
const takeOver = { type: 'score-source', source: 'console', matchStats: true } as const;

function statsGame() {
  const b = logBuilder(setup.rules);
  b.add({ type: 'game-start' });
  b.at(1, 500_000);
  b.add({ type: 'shot', team: 'home', playerId: 'h1', points: 3, made: true });
  b.add({ type: 'shot', team: 'away', playerId: 'a1', points: 2, made: true });
  return b;
}

describe('the table takes the score over from the stats consoles', () => {
  it("its first tap moves the score every screen shows, from the stats' count", () => {
    const b = statsGame();
    expect(replay(setup, b.log)).toMatchObject({
      scoreSource: 'stats',
      score: { home: 3, away: 2 },
    });
    b.at(1, 400_000);
    b.add(takeOver);
    b.add({ type: 'score-adjust', team: 'home', points: 2 });
    const s = replay(setup, b.log);
    expect(s).toMatchObject({
      scoreSource: 'console',
      score: { home: 5, away: 2 },
      consoleScore: { home: 5, away: 2 },
      // Until the stats key the same basket.
      scoreMismatch: true,
    });
    expect(s.periodScores).toEqual([{ home: 5, away: 2 }]);
    expect(s.playByPlay.map((p) => p.score)).toContainEqual({ home: 3, away: 2 });
    expect(s.playByPlay.at(-1)!.score).toEqual({ home: 5, away: 2 });
    b.add({ type: 'shot', team: 'home', playerId: 'h2', points: 2, made: true });
    expect(replay(setup, b.log)).toMatchObject({
      score: { home: 5, away: 2 },
      scoreMismatch: false,
    });
  });

  it('a play the stats add later is a mismatch; taking their score settles it', () => {
    const b = statsGame();
    b.add(takeOver);
    b.add({ type: 'score-adjust', team: 'home', points: 2 });
    b.add({ type: 'shot', team: 'away', playerId: 'a2', points: 3, made: true });
    expect(replay(setup, b.log)).toMatchObject({
      score: { home: 5, away: 2 },
      statsScore: { home: 3, away: 5 },
      scoreMismatch: true,
    });
    b.add(takeOver);
    const s = replay(setup, b.log);
    expect(s).toMatchObject({ score: { home: 3, away: 5 }, scoreMismatch: false });
    expect(s.playByPlay.at(-1)!.score).toEqual({ home: 3, away: 5 });
  });

  it("keeps the stats' points period by period, and the table's count apart from then on", () => {
    const b = statsGame();
    b.add({ type: 'period-start', newPeriod: 2 });
    b.at(2, 590_000);
    b.add({ type: 'shot', team: 'home', playerId: 'h2', points: 2, made: true });
    b.add(takeOver);
    b.add({ type: 'score-adjust', team: 'away', points: 1 });
    const s = replay(setup, b.log);
    expect(s.periodScores).toEqual([
      { home: 3, away: 2 },
      { home: 2, away: 1 },
    ]);
    // The stats' own per-period count is not changed by the table's tap.
    expect(s.statsScore).toEqual({ home: 5, away: 2 });
  });

  it('gives the same state event by event as in one replay', () => {
    const b = statsGame();
    b.add(takeOver);
    b.add({ type: 'score-adjust', team: 'home', points: 3 });
    b.add({ type: 'shot', team: 'home', playerId: 'h1', points: 2, made: true });
    let s = initialState(setup);
    for (const logged of b.log) s = applyEvent(setup, s, logged);
    const whole = replay(setup, b.log);
    expect(s.score).toEqual(whole.score);
    expect(s.periodScores).toEqual(whole.periodScores);
    expect(s.playByPlay.map((p) => p.score)).toEqual(whole.playByPlay.map((p) => p.score));
  });
});
