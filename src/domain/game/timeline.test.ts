import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import { logBuilder } from './log-builder.ts';
import { applyEvent, initialState, replay } from './reducer.ts';
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
    // The steal came in before the stop and start were known, and is timed again by them: the
    // clock ran 10 s, stood 10 s, ran 10 s more.
    expect(plays.map((p) => [p.type, p.clockMs])).toEqual([
      ['block', tenMinutes - 10_000],
      ['steal', tenMinutes - 20_000],
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

  it('a late stop in a long game times again every play after it, as replay does', () => {
    const b = logBuilder(setup.rules, { device: 'clock-table' });
    b.add({ type: 'game-start' });
    const t0 = b.now();
    b.add({ type: 'clock-start', remainingMs: tenMinutes, serverMs: t0 });
    // 600 plays, one every 0.5 s, reach the server before the table's stop at +100 s and start at
    // +130 s (its queue was held up): the plays from +100 s on must move by up to 30 s.
    for (let i = 1; i <= 600; i++) {
      b.wait(500);
      b.add(
        { type: 'rebound', team: 'home', playerId: 'h1', offensive: false },
        { device: 'tablet', at: b.now() },
      );
    }
    b.add({ type: 'clock-stop', remainingMs: tenMinutes - 100_000, serverMs: t0 + 100_000 });
    b.add({ type: 'clock-start', remainingMs: tenMinutes - 100_000, serverMs: t0 + 130_000 });
    let s = initialState(setup);
    for (const l of b.log) s = applyEvent(setup, s, l);
    expect(s).toEqual(replay(setup, b.log));
    const times = s.playByPlay.filter((p) => p.type === 'rebound').map((p) => p.clockMs);
    // Made at +99.5 s, +110 s, +150 s: running, stopped, running after 30 s stood still.
    expect([times.length, times[198], times[219], times[299]]).toEqual([
      600,
      tenMinutes - 99_500,
      tenMinutes - 100_000,
      tenMinutes - 120_000,
    ]);
  });

  it('a play its device cannot place within a second is flagged for review', () => {
    const { b, t0 } = gameWithStoppedClock();
    b.add({ type: 'steal', team: 'home', playerId: 'h1' }, { device: 'tablet', at: t0 + 30_000 });
    const sure = replay(setup, b.log).playByPlay.at(-1)!;
    expect(sure.review).toBeUndefined();
    // Opened offline, it had not measured its offset to the server: it says so.
    const unsure = b.log.at(-1)!;
    const log = [
      ...b.log.slice(0, -1),
      { ...unsure, event: { ...unsure.event, atErrorMs: 45_000 } },
    ];
    expect(replay(setup, log).playByPlay.at(-1)).toMatchObject({ review: true });
  });

  it('a play stamped after the server had it is placed at its arrival, and flagged', () => {
    const { b, t0 } = gameWithStoppedClock();
    b.add({ type: 'clock-start', remainingMs: tenMinutes - 60_000, serverMs: b.now() });
    const started = b.now();
    b.wait(10_000);
    b.add({ type: 'steal', team: 'home', playerId: 'h1' }, { device: 'tablet' });
    const last = b.log.at(-1)!;
    // Its clock ran 40 s ahead of the server since it measured the offset.
    const ahead = { ...last, event: { ...last.event, at: last.recordedAt + 40_000 } };
    const s = replay(setup, [...b.log.slice(0, -1), ahead]);
    expect(s.playByPlay.at(-1)).toMatchObject({
      clockMs: tenMinutes - 60_000 - (last.recordedAt - started),
      review: true,
    });
    expect(t0).toBeLessThan(started);
  });
});
