import { describe, expect, it } from 'vitest';
import { checkSchedule } from '../../domain/schedule/check.ts';
import { smallWeekend, weekendFixture } from '../../domain/schedule/fixture.ts';
import { greedySchedule } from '../../domain/schedule/greedy.ts';
import { scoreSchedule } from '../../domain/schedule/score.ts';
import { loadHighs } from './highs.ts';
import { solveSchedule } from './solve.ts';
import { solveInWorker } from './solver.ts';

describe('solveSchedule', { timeout: 60_000 }, () => {
  it('places every game of a 40-team weekend, breaks no hard rule, and improves on the first schedule', async () => {
    const problem = smallWeekend();
    const result = solveSchedule(await loadHighs(), problem, { timeLimitSeconds: 15 });
    expect(result.unplaced).toEqual([]);
    expect(checkSchedule(problem, result.placements)).toEqual([]);
    expect(result.score).toBe(scoreSchedule(problem, result.placements).total);
    expect(result.improvements).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(result.firstScore);
  });

  it('keeps a locked game where the organiser put it and schedules the rest around it', async () => {
    const problem = smallWeekend();
    const first = greedySchedule(problem).placements;
    const moved = first.find((p) => p.gameId === 'd1p1g1')!;
    // Friday 21:00 on the second gym's last court: not where the first pass put it.
    const pin = { gameId: 'd1p1g1', courtId: 'v2c3', start: 21 * 60 };
    expect(moved).not.toMatchObject(pin);
    problem.locked = [pin];
    const result = solveSchedule(await loadHighs(), problem, { timeLimitSeconds: 3 });
    expect(result.placements.find((p) => p.gameId === 'd1p1g1')).toMatchObject(pin);
    expect(checkSchedule(problem, result.placements)).toEqual([]);
  });

  it('says which division did not fit, and why, when the weekend is over-full', async () => {
    // 88 games, one gym of three courts: 90 slots, but the brackets wait on the pools.
    const problem = weekendFixture({
      divisions: 2,
      teamsPerDivision: 20,
      venues: 1,
      coachesWithTwoTeams: 0,
      teamsWithBlackouts: 0,
    });
    const started = performance.now();
    const result = solveSchedule(await loadHighs(), problem, { timeLimitSeconds: 5 });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result.unplaced.length).toBeGreaterThan(0);
    expect(checkSchedule(problem, result.placements).filter((v) => v.rule !== 'unplaced')).toEqual(
      [],
    );
    const explanation = result.explanation!;
    expect(explanation).toMatchObject({ slots: 90, games: 88 });
    expect(explanation.divisions.flatMap((d) => d.unplaced).sort()).toEqual(
      [...result.unplaced].sort(),
    );
    expect(explanation.divisions[0]!.reason).toBe('courtsTaken');
  });
});

describe('solveInWorker', { timeout: 60_000 }, () => {
  it('solves off the event loop, reports progress, and stops early with the best schedule when asked', async () => {
    const problem = smallWeekend();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const controller = new AbortController();
    const progress: number[] = [];
    const started = performance.now();
    const result = await solveInWorker(problem, {
      timeLimitSeconds: 40,
      signal: controller.signal,
      onProgress: ({ score }) => {
        progress.push(score);
        // Stop once the first schedule has been improved at least once.
        if (progress.length >= 2) controller.abort();
      },
    });
    const elapsed = performance.now() - started;
    clearInterval(ticker);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(elapsed).toBeLessThan(30_000);
    expect(result.score).toBe(progress.at(-1));
    expect(checkSchedule(problem, result.placements)).toEqual([]);
    // The thread that called kept its timers: at least half the 10 ms ticks the time allowed.
    expect(ticks).toBeGreaterThan(elapsed / 10 / 2);
  });
});
