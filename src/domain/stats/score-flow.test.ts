import { describe, expect, it } from 'vitest';
import { logBuilder } from '../game/log-builder.ts';
import type { GameSetup } from '../game/state.ts';
import { presetRules } from '../season/rule-presets.ts';
import { replay } from '../game/reducer.ts';
import { leadSummary, scoreFlow, scoreFlowOf, type ScoreFlowPoint } from './score-flow.ts';

const home = ['h1', 'h2', 'h3', 'h4', 'h5'];
const away = ['a1', 'a2', 'a3', 'a4', 'a5'];
const min = 60_000;

function game(scoreSource: 'console' | 'stats' = 'stats') {
  // FIBA: four 10-minute quarters, 5-minute overtimes.
  const setup: GameSetup = { rules: presetRules('fiba'), rosters: { home, away }, scoreSource };
  const b = logBuilder(setup.rules);
  b.add({ type: 'starting-lineup', team: 'home', playerIds: home });
  b.add({ type: 'starting-lineup', team: 'away', playerIds: away });
  b.add({ type: 'game-start' });
  return { setup, b, flow: () => scoreFlow(setup, b.log) };
}

const shot = (team: 'home' | 'away', playerId: string, points: 2 | 3, made = true) =>
  ({ type: 'shot', team, playerId, points, made }) as const;

describe('score flow', () => {
  it('a game with no events has no points and no period ends', () => {
    const setup: GameSetup = {
      rules: presetRules('fiba'),
      rosters: { home, away },
      scoreSource: 'stats',
    };
    expect(scoreFlow(setup, [])).toEqual({ points: [], periodEnds: [], periodLabels: [] });
  });

  it('a started game without a basket is one point at 0–0, the first period on the grid', () => {
    const { b, flow } = game();
    b.at(1, 9 * min).add(shot('home', 'h1', 2, false));
    expect(flow()).toEqual({
      points: [{ elapsedMs: 0, period: 1, home: 0, away: 0 }],
      periodEnds: [10 * min],
      periodLabels: ['Q1'],
    });
  });

  it('one point per change of the score, at the elapsed game time; misses add nothing', () => {
    const { b, flow } = game();
    b.at(1, 9 * min).add(shot('home', 'h1', 2));
    b.at(1, 8 * min).add(shot('away', 'a1', 3, false));
    b.at(2, 5 * min).add(shot('away', 'a2', 3));
    expect(flow().points).toEqual([
      { elapsedMs: 0, period: 1, home: 0, away: 0 },
      { elapsedMs: 1 * min, period: 1, home: 2, away: 0 },
      { elapsedMs: 15 * min, period: 2, home: 2, away: 3 },
    ]);
    expect(flow().periodEnds).toEqual([10 * min, 20 * min]);
  });

  it('an and-one is two changes at the same moment: the basket, then the free throw', () => {
    const { b, flow } = game();
    b.at(1, 7 * min);
    b.add(shot('home', 'h1', 2));
    b.add({
      type: 'foul',
      team: 'away',
      offender: 'player',
      playerId: 'a3',
      kind: 'personal',
      shooting: true,
    });
    b.add({ type: 'free-throw', team: 'home', playerId: 'h1', made: true });
    expect(flow().points.slice(1)).toEqual([
      { elapsedMs: 3 * min, period: 1, home: 2, away: 0 },
      { elapsedMs: 3 * min, period: 1, home: 3, away: 0 },
    ]);
  });

  it('voided events are left out, and the later points follow the corrected score', () => {
    const { b, flow } = game();
    b.at(1, 9 * min);
    const wrong = b.add(shot('home', 'h1', 3));
    b.add({ type: 'void', targetClientId: wrong });
    b.at(1, 8 * min).add(shot('away', 'a1', 2));
    // An edit: the void of a basket logged late, and its replacement, earlier in game time.
    const late = b.at(1, 6 * min).add(shot('home', 'h2', 2));
    b.add({ type: 'void', targetClientId: late });
    b.at(1, 7 * min).add(shot('home', 'h2', 3));
    expect(flow().points).toEqual([
      { elapsedMs: 0, period: 1, home: 0, away: 0 },
      { elapsedMs: 2 * min, period: 1, home: 0, away: 2 },
      { elapsedMs: 3 * min, period: 1, home: 3, away: 2 },
    ]);
  });

  it('follows the score source: console buttons, corrections (−1) included', () => {
    const { b, flow } = game('console');
    b.at(1, 9 * min).add({ type: 'score-adjust', team: 'home', points: 2 });
    // A stats console's basket is not the score in a console-scored game.
    b.at(1, 8 * min).add(shot('away', 'a1', 2));
    b.at(1, 7 * min).add({ type: 'score-adjust', team: 'home', points: -1 });
    expect(flow().points.slice(1)).toEqual([
      { elapsedMs: 1 * min, period: 1, home: 2, away: 0 },
      { elapsedMs: 3 * min, period: 1, home: 1, away: 0 },
    ]);
  });

  it('overtime: elapsed time adds the overtime length; a final game ends at the final score', () => {
    const { b, flow } = game();
    b.at(1, 5 * min).add(shot('home', 'h1', 2));
    b.at(4, 1_000).add(shot('away', 'a1', 2));
    b.at(4, 0).add({ type: 'period-end' });
    b.add({ type: 'period-start', newPeriod: 5 });
    b.at(5, 2 * min).add(shot('home', 'h2', 3));
    b.at(5, 0).add({ type: 'period-end' });
    b.add({ type: 'game-end' });
    const { points, periodEnds, periodLabels } = flow();
    expect(periodEnds).toEqual([10 * min, 20 * min, 30 * min, 40 * min, 45 * min]);
    expect(periodLabels).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT1']);
    expect(points).toEqual([
      { elapsedMs: 0, period: 1, home: 0, away: 0 },
      { elapsedMs: 5 * min, period: 1, home: 2, away: 0 },
      { elapsedMs: 40 * min - 1_000, period: 4, home: 2, away: 2 },
      { elapsedMs: 43 * min, period: 5, home: 5, away: 2 },
      { elapsedMs: 45 * min, period: 5, home: 5, away: 2 },
    ]);
  });

  it('a live game’s line reaches the running clock’s current reading at the current score', () => {
    const { setup, b } = game();
    b.at(1, 10 * min).add({
      type: 'clock-start',
      remainingMs: 10 * min,
      serverMs: b.now(),
    });
    b.at(1, 9 * min).add(shot('home', 'h1', 2));
    const state = replay(setup, b.log);
    // Four minutes after the clock started: 6:00 left in Q1, 4 minutes elapsed.
    const live = scoreFlowOf(state, setup.rules, b.now() + 4 * min);
    expect(live.points.at(-1)).toEqual({ elapsedMs: 4 * min, period: 1, home: 2, away: 0 });
    // Without a server time (or with the clock not past the last basket) nothing is added.
    expect(scoreFlowOf(state, setup.rules).points.at(-1)).toEqual({
      elapsedMs: 1 * min,
      period: 1,
      home: 2,
      away: 0,
    });
    expect(scoreFlowOf(state, setup.rules, b.now()).points).toHaveLength(2);
  });

  it('a buzzer-beater at the very end is not doubled by the final point', () => {
    const { b, flow } = game();
    for (const p of [1, 2, 3]) {
      b.at(p, 0).add({ type: 'period-end' });
      b.add({ type: 'period-start', newPeriod: p + 1 });
    }
    b.at(4, 0).add(shot('away', 'a1', 3));
    b.add({ type: 'period-end' });
    b.add({ type: 'game-end' });
    expect(flow().points).toEqual([
      { elapsedMs: 0, period: 1, home: 0, away: 0 },
      { elapsedMs: 40 * min, period: 4, home: 0, away: 3 },
    ]);
  });
});

describe('lead summary', () => {
  const flow = (...scores: Array<[number, number, number]>): ScoreFlowPoint[] =>
    scores.map(([period, h, a], i) => ({ elapsedMs: i * 1000, period, home: h, away: a }));

  it('a game nobody led has no largest lead and no lead change', () => {
    expect(leadSummary(flow([1, 0, 0]))).toEqual({
      largest: { home: null, away: null },
      leadChanges: 0,
      timesTied: 0,
    });
    expect(leadSummary([])).toEqual({
      largest: { home: null, away: null },
      leadChanges: 0,
      timesTied: 0,
    });
  });

  it('counts lead changes through ties once, and keeps where each largest lead first came', () => {
    const summary = leadSummary(
      flow(
        [1, 0, 0],
        [1, 2, 0], // home leads
        [1, 2, 3], // away leads: change 1
        [2, 5, 3], // home: change 2
        [2, 5, 5], // tied
        [3, 5, 8], // away: change 3 (through the tie)
        [3, 5, 12], // away by 7
        [4, 12, 12], // tied
        [4, 15, 12], // home: change 4
        [4, 19, 12], // home by 7, after away's 7 in Q3
      ),
    );
    expect(summary).toEqual({
      largest: {
        home: { team: 'home', by: 7, period: 4 },
        away: { team: 'away', by: 7, period: 3 },
      },
      leadChanges: 4,
      timesTied: 2,
    });
  });

  it('a lead that grows and shrinks keeps its peak', () => {
    const summary = leadSummary(flow([1, 0, 0], [1, 3, 0], [2, 12, 0], [3, 12, 10], [4, 14, 10]));
    expect(summary.largest).toEqual({ home: { team: 'home', by: 12, period: 2 }, away: null });
    expect(summary.leadChanges).toBe(0);
  });
});
