import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import { logBuilder } from './log-builder.ts';
import { replay } from './reducer.ts';
import type { GameSetup } from './state.ts';

const setup: GameSetup = {
  rules: presetRules('fiba'),
  rosters: { home: ['h1', 'h2'], away: ['a1', 'a2'] },
  scoreSource: 'stats',
};
const tenMinutes = 600_000;

/** Device A starts the game and runs the clock from 10:00 at `t0`, stops it at +60 s. */
function gameWithStoppedClock() {
  const b = logBuilder(setup.rules, { device: 'clock-table' });
  b.add({ type: 'game-start' });
  const t0 = b.now();
  b.add({ type: 'clock-start', remainingMs: tenMinutes, serverMs: t0 });
  b.wait(60_000);
  b.add({ type: 'clock-stop', remainingMs: tenMinutes - 60_000, serverMs: b.now() });
  return { b, t0 };
}

describe('plays are timed by the clock timeline', () => {
  it('a play made offline while the clock was stopped elsewhere gets the stopped time', () => {
    const { b, t0 } = gameWithStoppedClock();
    b.wait(30_000);
    // The tablet's own screen still ran the clock: it stamped 8:30 for a shot made at +90 s.
    b.at(1, tenMinutes - 90_000);
    b.add(
      { type: 'shot', team: 'home', playerId: 'h1', points: 2, made: true },
      { device: 'tablet', at: t0 + 90_000 },
    );
    const s = replay(setup, b.log);
    expect(s.playByPlay.at(-1)).toMatchObject({ period: 1, clockMs: tenMinutes - 60_000 });
  });

  it('a play made while the clock ran gets the running time at that instant', () => {
    const { b, t0 } = gameWithStoppedClock();
    b.at(1, 123_000);
    b.add(
      { type: 'rebound', team: 'away', playerId: 'a1', offensive: false },
      { device: 'tablet', at: t0 + 12_500 },
    );
    expect(replay(setup, b.log).playByPlay.at(-1)!.clockMs).toBe(tenMinutes - 12_500);
  });

  it('the next period counts from its start', () => {
    const { b, t0 } = gameWithStoppedClock();
    b.wait(1_000);
    b.add({ type: 'period-start', newPeriod: 2 }, { at: b.now() });
    b.add({ type: 'clock-start', remainingMs: tenMinutes, serverMs: b.now() });
    const q2 = b.now();
    b.at(1, 5_000); // the tablet still thought it was Q1
    b.add(
      {
        type: 'foul',
        team: 'home',
        offender: 'player',
        playerId: 'h2',
        kind: 'personal',
        shooting: false,
      },
      { device: 'tablet', at: q2 + 20_000 },
    );
    const s = replay(setup, b.log);
    expect(s.playByPlay.at(-1)).toMatchObject({ period: 2, clockMs: tenMinutes - 20_000 });
    expect(s.teamFouls.home).toBe(1);
    expect(t0).toBeLessThan(q2);
  });

  it('late clock events of the clock device count where they happened', () => {
    const b = logBuilder(setup.rules, { device: 'clock-table' });
    b.add({ type: 'game-start' });
    const t0 = b.now();
    b.add({ type: 'clock-start', remainingMs: tenMinutes, serverMs: t0 });
    // A play arrives first; the clock device's stop at +10 s and start at +20 s arrive after.
    b.add({ type: 'steal', team: 'home', playerId: 'h1' }, { device: 'tablet', at: t0 + 30_000 });
    b.add({ type: 'clock-stop', remainingMs: tenMinutes - 10_000, serverMs: t0 + 10_000 });
    b.add({ type: 'clock-start', remainingMs: tenMinutes - 10_000, serverMs: t0 + 20_000 });
    b.add({ type: 'block', team: 'away', playerId: 'a1' }, { device: 'tablet', at: t0 + 15_000 });
    const s = replay(setup, b.log);
    const plays = s.playByPlay.filter((p) => p.type === 'steal' || p.type === 'block');
    // The steal was timed before the stop was known; the block after, by the stop.
    expect(plays.map((p) => [p.type, p.clockMs])).toEqual([
      ['block', tenMinutes - 10_000],
      ['steal', tenMinutes - 30_000],
    ]);
  });

  it('a play without `at` keeps the time its console gave', () => {
    const { b } = gameWithStoppedClock();
    b.at(1, 200_000);
    b.add({ type: 'steal', team: 'home', playerId: 'h1' });
    expect(replay(setup, b.log).playByPlay.at(-1)!.clockMs).toBe(200_000);
  });

  it('a play made before the game had a clock keeps its own time', () => {
    const b = logBuilder(setup.rules);
    b.add({ type: 'game-start' });
    b.at(1, 590_000);
    b.add({ type: 'steal', team: 'home', playerId: 'h1' }, { at: b.now() - 1 });
    expect(replay(setup, b.log).playByPlay.at(-1)!.clockMs).toBe(590_000);
  });
});
