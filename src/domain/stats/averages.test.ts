import { describe, expect, it } from 'vitest';
import { emptyStatLine } from './game-box.ts';
import { pct } from '../game/box-score.ts';
import { perGame, perGameValue, shootingPct } from './averages.ts';

describe('averages', () => {
  it('rounds per-game figures to one decimal, half up', () => {
    expect(perGameValue(1, 4)).toBe(0.3); // 0.25
    expect(perGameValue(176, 14)).toBe(12.6); // 12.571…
    expect(perGameValue(10, 3)).toBe(3.3);
    expect(perGameValue(20, 3)).toBe(6.7);
    expect(perGameValue(5, 0)).toBe(0);
  });

  it('averages every counting stat', () => {
    const totals = { ...emptyStatLine(), points: 45, rebounds: 7, playedMs: 1_500_000 };
    const avg = perGame(totals, 2);
    expect(avg.points).toBe(22.5);
    expect(avg.rebounds).toBe(3.5);
    expect(avg.playedMs).toBe(750_000);
    expect(avg.assists).toBe(0);
  });

  it('gives percentages 0–100 with one decimal, null without attempts', () => {
    expect(pct(7, 9)).toBe(77.8);
    expect(pct(74, 102)).toBe(72.5);
    expect(pct(2, 3)).toBe(66.7);
    expect(pct(0, 5)).toBe(0);
    expect(pct(0, 0)).toBeNull();
    const line = { ...emptyStatLine(), fieldGoalsMade: 1, fieldGoalsAttempted: 8 };
    expect(shootingPct(line)).toEqual({ fieldGoalPct: 12.5, threePct: null, freeThrowPct: null });
  });
});
