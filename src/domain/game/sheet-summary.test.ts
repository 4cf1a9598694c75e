import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import { logBuilder } from './log-builder.ts';
import { replay } from './reducer.ts';
import { sheetSummary, sheetSummaryKeys } from './sheet-summary.ts';
import type { GameSetup } from './state.ts';

const home = ['h1', 'h2', 'h3', 'h4', 'h5'];
const away = ['a1', 'a2', 'a3', 'a4', 'a5'];

/** A game of `shots` made twos, alternating teams, from one device. */
function gameOf(shots: number) {
  const rules = presetRules('fiba');
  const setup: GameSetup = { rules, rosters: { home, away }, scoreSource: 'stats' };
  const b = logBuilder(rules);
  b.add({ type: 'starting-lineup', team: 'home', playerIds: home });
  b.add({ type: 'starting-lineup', team: 'away', playerIds: away });
  b.add({ type: 'game-start' });
  b.add({ type: 'clock-start', remainingMs: 600_000, serverMs: b.now() });
  for (let i = 0; i < shots; i++) {
    const team = i % 2 === 0 ? 'home' : 'away';
    const playerId = `${team === 'home' ? 'h' : 'a'}${(i % 5) + 1}`;
    b.wait(1_000).add({ type: 'shot', team, playerId, points: 2, made: true });
  }
  return replay(setup, b.log);
}

describe('sheetSummary', () => {
  it('keeps the box score and the scoreboard as the reducer computed them', () => {
    const state = gameOf(40);
    const sheet = sheetSummary(state);
    expect(Object.keys(sheet).sort()).toEqual([...sheetSummaryKeys].sort());
    expect(sheet.score).toEqual({ home: 40, away: 40 });
    expect(sheet.players.h1).toEqual(state.players.h1);
    expect(sheet.totals).toEqual(state.totals);
    expect(sheet.periodScores).toEqual(state.periodScores);
  });

  it('leaves out the log, the play-by-play, the voided list and every device id', () => {
    const state = gameOf(40);
    const text = JSON.stringify(sheetSummary(state));
    for (const key of ['history', 'playByPlay', 'voided', 'clockOwner', 'clockConflicts']) {
      expect(text).not.toContain(`"${key}"`);
    }
    expect(state.clockOwner).not.toBeNull();
    expect(text).not.toContain(state.clockOwner!);
  });

  it('does not grow with the number of events', () => {
    const small = JSON.stringify(sheetSummary(gameOf(20))).length;
    const large = JSON.stringify(sheetSummary(gameOf(2_000))).length;
    // Bigger numbers take more digits; nothing else grows.
    expect(large).toBeLessThan(small * 1.2);
  });
});
