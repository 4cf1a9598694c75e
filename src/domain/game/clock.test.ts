import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import {
  clockRemaining,
  formatClock,
  formatShotClock,
  isClockExpired,
  periodLabel,
  periodLengthMs,
  shotClockRemaining,
} from './clock.ts';

const fiba = presetRules('fiba');
const noTenths = { ...fiba, showTenthsLastMinute: false };

describe('clockRemaining', () => {
  it('counts a running clock down from its anchor and never goes below 0', () => {
    const clock = { running: true, remainingMs: 10_000, serverMs: 1_000 };
    expect(clockRemaining(clock, 1_000)).toBe(10_000);
    expect(clockRemaining(clock, 4_500)).toBe(6_500);
    expect(clockRemaining(clock, 11_000)).toBe(0);
    expect(clockRemaining(clock, 99_000)).toBe(0);
    expect(isClockExpired(clock, 11_000)).toBe(true);
    expect(isClockExpired(clock, 10_999)).toBe(false);
  });

  it('shows a screen that runs slightly behind server time the anchor, not more', () => {
    expect(clockRemaining({ running: true, remainingMs: 10_000, serverMs: 5_000 }, 4_000)).toBe(
      10_000,
    );
  });

  it('ignores server time for a stopped clock', () => {
    expect(clockRemaining({ running: false, remainingMs: 7_300, serverMs: null }, 1e12)).toBe(
      7_300,
    );
  });

  it('freezes the shot clock when the game clock runs out first', () => {
    const game = { running: true, remainingMs: 5_000, serverMs: 0 };
    const shot = { running: true, remainingMs: 24_000, serverMs: 0 };
    expect(shotClockRemaining(shot, game, 3_000)).toBe(21_000);
    expect(shotClockRemaining(shot, game, 60_000)).toBe(19_000);
    const stopped = { running: false, remainingMs: 5_000, serverMs: null };
    expect(shotClockRemaining(shot, stopped, 3_000)).toBe(21_000);
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds, rounding up like a game clock', () => {
    expect(formatClock(600_000, fiba)).toBe('10:00');
    expect(formatClock(452_000, fiba)).toBe('7:32');
    expect(formatClock(451_001, fiba)).toBe('7:32');
    expect(formatClock(60_000, fiba)).toBe('1:00');
  });

  it('shows tenths under a minute when the rules say so', () => {
    expect(formatClock(59_999, fiba)).toBe('1:00');
    expect(formatClock(59_900, fiba)).toBe('0:59.9');
    expect(formatClock(45_300, fiba)).toBe('0:45.3');
    expect(formatClock(5_250, fiba)).toBe('0:05.3');
    expect(formatClock(1, fiba)).toBe('0:00.1');
    expect(formatClock(0, fiba)).toBe('0:00.0');
    expect(formatClock(-50, fiba)).toBe('0:00.0');
  });

  it('shows whole seconds in the last minute without tenths', () => {
    expect(formatClock(45_300, noTenths)).toBe('0:46');
    expect(formatClock(300, noTenths)).toBe('0:01');
    expect(formatClock(0, noTenths)).toBe('0:00');
  });

  it('formats the shot clock in seconds, with tenths under 5', () => {
    expect(formatShotClock(24_000)).toBe('24');
    expect(formatShotClock(13_200)).toBe('14');
    expect(formatShotClock(4_900)).toBe('4.9');
    expect(formatShotClock(0)).toBe('0.0');
  });
});

describe('periods', () => {
  it('has regulation then overtime lengths', () => {
    expect(periodLengthMs(fiba, 4)).toBe(600_000);
    expect(periodLengthMs(fiba, 5)).toBe(300_000);
    expect(periodLengthMs(presetRules('nba'), 1)).toBe(720_000);
  });

  it('labels quarters, halves and overtimes', () => {
    expect(periodLabel(0, fiba)).toBe('');
    expect(periodLabel(2, fiba)).toBe('Q2');
    expect(periodLabel(5, fiba)).toBe('OT1');
    expect(periodLabel(6, fiba)).toBe('OT2');
    const ncaa = presetRules('ncaa-men');
    expect(periodLabel(2, ncaa)).toBe('H2');
    expect(periodLabel(3, ncaa)).toBe('OT1');
  });
});
