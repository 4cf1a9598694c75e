// FIBA 3x3 (Rules of the Game 2024) played through the reducer: the game that ends itself at 21,
// the untimed overtime won by the first team to score 2, 1- and 2-point field goals and the free
// throws they give, team fouls counted for the whole game, three players on court, and no
// disqualification for personal fouls.
import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import { checkEvent } from './check-event.ts';
import { clockRemaining } from './clock.ts';
import type { EventPayload, TeamSide } from './events.ts';
import { freeThrowsFor } from './free-throws.ts';
import { logBuilder } from './log-builder.ts';
import { applyEvent, replay } from './reducer.ts';
import type { GameSetup, GameState } from './state.ts';

const home = ['h1', 'h2', 'h3', 'h4'];
const away = ['a1', 'a2', 'a3', 'a4'];
const rules = presetRules('fiba-3x3');

function game(scoreSource: 'stats' | 'console' = 'stats') {
  const setup: GameSetup = { rules, rosters: { home, away }, scoreSource };
  const b = logBuilder(rules);
  b.add({ type: 'starting-lineup', team: 'home', playerIds: home.slice(0, 3) });
  b.add({ type: 'starting-lineup', team: 'away', playerIds: away.slice(0, 3) });
  b.add({ type: 'game-start' });
  const state = () => replay(setup, b.log);
  /** Why checkEvent refuses `payload` now (null: it may be logged). */
  const refusal = (payload: EventPayload) => {
    const event = { ...payload, clientId: 'probe', period: state().period, clockMs: 0 };
    const seen = new Set(b.log.map((l) => l.event.clientId));
    return checkEvent(setup, state(), event, seen);
  };
  return { setup, b, state, refusal };
}

const shot = (team: TeamSide, playerId: string, points: 1 | 2, made = true) =>
  ({ type: 'shot', team, playerId, points, made }) as const;
const foul = (
  team: TeamSide,
  playerId: string,
  kind: 'personal' | 'technical' | 'unsportsmanlike' = 'personal',
) => ({ type: 'foul', team, offender: 'player', playerId, kind, shooting: false }) as const;

describe('FIBA 3x3: the game ends itself at 21 in regulation', () => {
  it('is final with the clock stopped where the 21st point was scored', () => {
    const { b, state, refusal } = game();
    b.add({ type: 'clock-start', remainingMs: 600_000, serverMs: b.now() });
    // Ten 2-pointers: 20 points, 20 seconds of game time apart.
    for (let i = 0; i < 10; i++) {
      b.wait(20_000).at(1, 600_000 - (i + 1) * 20_000);
      b.add(shot('home', 'h1', 2));
    }
    b.wait(5_000).at(1, 395_000);
    b.add(shot('away', 'a1', 1));
    expect(state()).toMatchObject({ status: 'live', score: { home: 20, away: 1 } });
    expect(state().clock.running).toBe(true);

    b.wait(5_000).at(1, 390_000);
    b.add(shot('home', 'h2', 1));
    const s = state();
    expect(s.status).toBe('final');
    expect(s.score).toEqual({ home: 21, away: 1 });
    expect(s.clock).toEqual({ running: false, remainingMs: 390_000, serverMs: null });
    expect(s.shotClock).toBeNull();
    // Long after, the clock still shows the time the game was won at.
    expect(clockRemaining(s.clock, b.now() + 600_000)).toBe(390_000);
    expect(refusal(shot('away', 'a2', 2))).toEqual({ code: 'game-over' });
  });

  it('folds event by event to the same final state, and undoing the winner reopens it', () => {
    const { setup, b, state } = game();
    for (let i = 0; i < 10; i++) b.add(shot('away', 'a2', 2));
    const winner = b.add(shot('away', 'a3', 1));
    let incremental: GameState = replay(setup, []);
    for (const logged of b.log) incremental = applyEvent(setup, incremental, logged);
    expect(incremental.status).toBe('final');
    expect(incremental.score).toEqual(state().score);

    b.add({ type: 'void', targetClientId: winner });
    expect(state()).toMatchObject({ status: 'live', score: { home: 0, away: 20 } });
  });

  it('counts the score the game keeps: the time & score console’s buttons too', () => {
    const { b, state } = game('console');
    for (let i = 0; i < 7; i++) b.add({ type: 'score-adjust', team: 'home', points: 3 });
    expect(state()).toMatchObject({ status: 'final', score: { home: 21, away: 0 } });
  });
});

describe('FIBA 3x3: the overtime has no clock and goes to the first team to score 2', () => {
  /** 20–20 when regulation runs out, then the overtime starts. */
  function tiedIntoOvertime() {
    const g = game();
    for (let i = 0; i < 10; i++) {
      g.b.add(shot('home', 'h1', 2));
      g.b.add(shot('away', 'a1', 2));
    }
    g.b.at(1, 0).add({ type: 'period-end' });
    g.b.at(2, 0).add({ type: 'period-start', newPeriod: 2 });
    return g;
  }

  it('shows no game time, refuses to run the game clock, runs the shot clock alone', () => {
    const { b, state, refusal } = tiedIntoOvertime();
    const s = state();
    expect(s).toMatchObject({ status: 'live', period: 2, periodEnded: false });
    expect(s.clock).toEqual({ running: false, remainingMs: 0, serverMs: null });
    expect(s.shotClock).toEqual({ running: false, remainingMs: 12_000, serverMs: null });
    expect(refusal({ type: 'clock-start', remainingMs: 0, serverMs: b.now() })).toEqual({
      code: 'overtime-no-clock',
      pointsToWin: 2,
    });
    b.add({ type: 'shot-clock-start', remainingMs: 12_000, serverMs: b.now() });
    b.wait(5_000);
    const running = state();
    expect(clockRemaining(running.shotClock!, b.now())).toBe(7_000);
    expect(running.periodEnded).toBe(false);
  });

  it('is not won by passing 21 in overtime, only by scoring 2 in it first', () => {
    const { b, state } = tiedIntoOvertime();
    b.add(shot('home', 'h2', 1));
    expect(state()).toMatchObject({ status: 'live', score: { home: 21, away: 20 } });
    b.add(shot('away', 'a2', 1));
    expect(state()).toMatchObject({ status: 'live', score: { home: 21, away: 21 } });
    b.add({ type: 'free-throw', team: 'away', playerId: 'a3', made: true });
    const s = state();
    expect(s).toMatchObject({ status: 'final', score: { home: 21, away: 22 } });
    expect(s.periodScores[1]).toEqual({ home: 1, away: 2 });
  });

  it('ends at once on a 2-pointer in overtime', () => {
    const { b, state } = tiedIntoOvertime();
    b.add(shot('home', 'h3', 2));
    expect(state()).toMatchObject({ status: 'final', score: { home: 22, away: 20 } });
  });
});

describe('FIBA 3x3: field goals worth 1 and 2', () => {
  it('counts a 2-pointer as beyond the arc and a 1-pointer as a field goal only', () => {
    const { b, state } = game();
    b.add(shot('home', 'h1', 1));
    b.add(shot('home', 'h1', 2));
    b.add(shot('home', 'h1', 2, false));
    const line = state().players.h1!;
    expect(line).toMatchObject({
      points: 3,
      fieldGoalsMade: 2,
      fieldGoalsAttempted: 3,
      threesMade: 1,
      threesAttempted: 2,
    });
    expect(
      state()
        .playByPlay.map((p) => p.description)
        .slice(-3),
    ).toEqual(['{{h1}} 1PT shot made', '{{h1}} 2PT shot made', '{{h1}} 2PT shot missed']);
  });

  it('refuses a 3-point shot in words', () => {
    const { refusal } = game();
    expect(refusal({ type: 'shot', team: 'home', playerId: 'h1', points: 3, made: true })).toEqual({
      code: 'shot-value',
      playerId: 'h1',
      rules: 'fiba-3x3',
      values: [1, 2],
      points: 3,
    });
  });
});

describe('FIBA 3x3: free throws (Art. 7)', () => {
  const base = { kind: 'personal', shooting: true, inPenalty: false, rules } as const;
  it('a shooting foul gives 1 inside the arc, 2 beyond it, 1 after a made shot', () => {
    expect(freeThrowsFor({ ...base, shot: { playerId: 'h1', made: false, points: 2 } })).toBe(2);
    expect(freeThrowsFor({ ...base, shot: { playerId: 'h1', made: false, points: 1 } })).toBe(1);
    expect(freeThrowsFor({ ...base, shot: { playerId: 'h1', made: true, points: 2 } })).toBe(1);
    expect(freeThrowsFor({ ...base, shot: null })).toBe(1);
  });

  it('from the 7th team foul, every foul gives 2, on a shooter too', () => {
    const inPenalty = { ...base, inPenalty: true } as const;
    expect(freeThrowsFor({ ...inPenalty, shot: { playerId: 'h1', made: true, points: 1 } })).toBe(
      2,
    );
    expect(freeThrowsFor({ ...inPenalty, shot: { playerId: 'h1', made: false, points: 1 } })).toBe(
      2,
    );
    expect(freeThrowsFor({ ...inPenalty, shooting: false, shot: null })).toBe(2);
    expect(freeThrowsFor({ ...base, shooting: false, shot: null })).toBe(0);
    expect(freeThrowsFor({ ...base, kind: 'technical', shot: null })).toBe(1);
  });
});

describe('FIBA 3x3: team fouls, personal fouls, timeouts', () => {
  it('puts a team in the penalty after 6 fouls, counted for the whole game, overtime too', () => {
    const { b, state } = game();
    for (const id of ['a1', 'a2', 'a3', 'a1', 'a2']) b.add(foul('away', id));
    expect(state()).toMatchObject({ teamFouls: { home: 0, away: 5 } });
    expect(state().bonus.away).toBe(false);
    b.add(foul('away', 'a3'));
    expect(state()).toMatchObject({ teamFouls: { away: 6 }, bonus: { away: true } });
    b.at(1, 0).add({ type: 'period-end' });
    b.at(2, 0).add({ type: 'period-start', newPeriod: 2 });
    b.add(foul('away', 'a3'));
    expect(state()).toMatchObject({ period: 2, teamFouls: { away: 7 }, bonus: { away: true } });
  });

  it('never fouls a player out on personal or technical fouls; two unsportsmanlike do', () => {
    const { b, state } = game();
    for (let i = 0; i < 8; i++) b.add(foul('home', 'h1'));
    b.add(foul('home', 'h2', 'technical'));
    b.add(foul('home', 'h2', 'technical'));
    expect(state().players.h1).toMatchObject({ personalFouls: 8, fouledOut: false });
    expect(state().players.h2).toMatchObject({ technicalFouls: 2, fouledOut: false });
    b.add(foul('home', 'h3', 'unsportsmanlike'));
    expect(state().players.h3!.fouledOut).toBe(false);
    b.add(foul('home', 'h3', 'unsportsmanlike'));
    expect(state().players.h3!.fouledOut).toBe(true);
    expect(state().fouledOut.home).toEqual(['h3']);
  });

  it('gives each team one timeout for the game, none more in overtime', () => {
    const { b, state } = game();
    expect(state().timeoutsLeft).toEqual({ home: 1, away: 1 });
    b.add({ type: 'timeout', team: 'home' });
    b.at(1, 0).add({ type: 'period-end' });
    b.at(2, 0).add({ type: 'period-start', newPeriod: 2 });
    expect(state().timeoutsLeft).toEqual({ home: 0, away: 1 });
  });
});

describe('FIBA 3x3: three players on court', () => {
  it('starts three, and substitutions keep three', () => {
    const { b, state, refusal } = game();
    expect(state().onCourt.home).toEqual(['h1', 'h2', 'h3']);
    expect(refusal({ type: 'starting-lineup', team: 'away', playerIds: away })).toEqual({
      code: 'lineup-too-large',
      count: 4,
      max: 3,
    });
    expect(
      refusal({ type: 'substitution', team: 'home', playersIn: ['h4'], playersOut: [] }),
    ).toEqual({ code: 'too-many-on-court', team: 'home', count: 4, max: 3 });
    b.add({ type: 'substitution', team: 'home', playersIn: ['h4'], playersOut: ['h1'] });
    expect(state().onCourt.home).toEqual(['h2', 'h3', 'h4']);
  });
});
