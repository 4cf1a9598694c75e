import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import { logBuilder } from './log-builder.ts';
import { replay } from './reducer.ts';
import { scoreboardSummary, scoreboardSummaryKeys } from './scoreboard-summary.ts';
import type { GameSetup } from './state.ts';

const home = ['h1', 'h2', 'h3', 'h4', 'h5'];
const away = ['a1', 'a2', 'a3', 'a4', 'a5'];

/**
 * Q2 with the clocks running: console and stats points that disagree, fouls to the bonus, a
 * disqualified player.
 */
function midGame() {
  const rules = presetRules('fiba');
  const setup: GameSetup = { rules, rosters: { home, away }, scoreSource: 'console' };
  const b = logBuilder(rules);
  b.add({ type: 'starting-lineup', team: 'home', playerIds: home });
  b.add({ type: 'starting-lineup', team: 'away', playerIds: away });
  b.add({ type: 'game-start' });
  b.add({ type: 'possession-arrow', team: 'away' });
  b.at(1, 0).add({ type: 'period-end' });
  b.at(2, 600_000).add({ type: 'period-start', newPeriod: 2 });
  b.add({ type: 'clock-start', remainingMs: 600_000, serverMs: b.now() });
  b.wait(30_000).at(2, 570_000);
  b.add({ type: 'score-adjust', team: 'home', points: 3 });
  b.add({ type: 'shot', team: 'away', playerId: 'a2', points: 2, made: true });
  for (let i = 0; i < 4; i++) {
    b.add({
      type: 'foul',
      team: 'away',
      offender: 'player',
      playerId: `a${i + 1}`,
      kind: 'personal',
      shooting: false,
    });
  }
  b.add({
    type: 'foul',
    team: 'home',
    offender: 'player',
    playerId: 'h5',
    kind: 'disqualifying',
    shooting: false,
  });
  b.add({ type: 'timeout', team: 'home' });
  b.add({ type: 'shot-clock-start', remainingMs: 14_000, serverMs: b.now() });
  return { state: replay(setup, b.log), lastSeq: b.log.length, startedAt: b.now() - 30_000 };
}

describe('scoreboardSummary', () => {
  it('keeps what a scoreboard shows, as the reducer computed it', () => {
    const { state, lastSeq, startedAt } = midGame();
    const summary = scoreboardSummary(state);
    expect(summary).toEqual({
      status: 'live',
      period: 2,
      periodEnded: false,
      clock: { running: true, remainingMs: 600_000, serverMs: startedAt },
      shotClock: { running: true, remainingMs: 14_000, serverMs: startedAt + 30_000 },
      scoreSource: 'console',
      score: { home: 3, away: 0 },
      teamFouls: { home: 1, away: 4 },
      bonus: { home: false, away: true },
      timeoutsLeft: { home: state.timeoutsLeft.home, away: state.timeoutsLeft.away },
      possessionArrow: 'away',
      fouledOut: { home: ['h5'], away: [] },
      scoreMismatch: true,
      lastSeq,
    });
    expect(summary.timeoutsLeft.home).toBe(state.timeoutsLeft.away - 1);
  });

  it('leaves out the box score, the play-by-play and the voided list', () => {
    const { state } = midGame();
    const summary = scoreboardSummary(state);
    expect(Object.keys(summary).sort()).toEqual([...scoreboardSummaryKeys].sort());
    expect(summary).not.toHaveProperty('players');
    expect(summary).not.toHaveProperty('playByPlay');
    expect(JSON.stringify(summary).length).toBeLessThan(JSON.stringify(state).length / 4);
  });

  it('copies: a state folded further later does not change a summary already sent', () => {
    const { state } = midGame();
    const summary = scoreboardSummary(state);
    const before = structuredClone(summary);
    state.score.home += 2;
    state.clock.running = false;
    state.bonus.home = true;
    state.fouledOut.away.push('a1');
    expect(summary).toEqual(before);
  });
});
