import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import type { RulePresetId } from '../season/rules.ts';
import { clockRemaining } from './clock.ts';
import type { EventPayload, GameEvent, LoggedEvent } from './events.ts';
import { logBuilder } from './log-builder.ts';
import { checkEvent } from './check-event.ts';
import { applyEvent, applyEvents, initialState, refoldCost, replay } from './reducer.ts';
import type { GameSetup } from './state.ts';

const home = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'];
const away = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'];

function setupFor(preset: RulePresetId = 'fiba', scoreSource: 'console' | 'stats' = 'stats') {
  const setup: GameSetup = { rules: presetRules(preset), rosters: { home, away }, scoreSource };
  return setup;
}

/** A started game with both starting lineups, the clock stopped at the start of Q1. */
function started(preset: RulePresetId = 'fiba', scoreSource: 'console' | 'stats' = 'stats') {
  const setup = setupFor(preset, scoreSource);
  const b = logBuilder(setup.rules);
  b.add({ type: 'starting-lineup', team: 'home', playerIds: home.slice(0, 5) });
  b.add({ type: 'starting-lineup', team: 'away', playerIds: away.slice(0, 5) });
  b.add({ type: 'game-start' });
  return { setup, b, state: () => replay(setup, b.log) };
}

function foul(
  team: 'home' | 'away',
  playerId: string | null,
  kind: 'personal' | 'technical' | 'unsportsmanlike' | 'disqualifying' | 'offensive' = 'personal',
  shooting = false,
) {
  return { type: 'foul', team, offender: 'player', playerId, kind, shooting } as const;
}

describe('real game situations', () => {
  it('an and-one is 3 points: made 2, shooting foul, made free throw', () => {
    const { b, state } = started();
    b.at(1, 540_000);
    b.add({ type: 'shot', team: 'home', playerId: 'h1', points: 2, made: true });
    b.add(foul('away', 'a3', 'personal', true));
    b.add({ type: 'free-throw', team: 'home', playerId: 'h1', made: true });
    const s = state();
    expect(s.players.h1).toMatchObject({
      points: 3,
      fieldGoalsMade: 1,
      fieldGoalsAttempted: 1,
      freeThrowsMade: 1,
      freeThrowsAttempted: 1,
    });
    expect(s.players.a3!.personalFouls).toBe(1);
    expect(s.score).toEqual({ home: 3, away: 0 });
    expect(s.teamFouls).toEqual({ home: 0, away: 1 });
    expect(s.totals.home.points).toBe(3);
    expect(s.playByPlay.at(-1)!.score).toEqual({ home: 3, away: 0 });
  });

  it('technical free throws: any shooter, a team foul for the offender, two technicals disqualify', () => {
    const { b, state } = started();
    b.at(1, 400_000);
    b.add(foul('away', 'a2', 'technical'));
    b.add({ type: 'free-throw', team: 'home', playerId: 'h4', made: true });
    let s = state();
    expect(s.players.a2).toMatchObject({ technicalFouls: 1, personalFouls: 1, fouledOut: false });
    expect(s.players.h4!.points).toBe(1);
    expect(s.teamFouls.away).toBe(1);
    b.add(foul('away', 'a2', 'technical'));
    s = state();
    expect(s.players.a2!.fouledOut).toBe(true);
  });

  it('a coach technical is on the team totals but not a team foul', () => {
    const { b, state } = started();
    b.add({
      type: 'foul',
      team: 'home',
      offender: 'coach',
      playerId: null,
      kind: 'technical',
      shooting: false,
    });
    const s = state();
    expect(s.teamFouls.home).toBe(0);
    expect(s.totals.home.fouls).toBe(1);
    expect(s.playByPlay.at(-1)!.description).toBe('Coach technical foul');
  });

  it('a team rebound counts in the team rebounds, not a player’s', () => {
    const { b, state } = started();
    b.add({ type: 'shot', team: 'home', playerId: 'h1', points: 3, made: false });
    b.add({ type: 'rebound', team: 'away', playerId: null, offensive: false });
    b.add({ type: 'rebound', team: 'away', playerId: 'a5', offensive: false });
    const s = state();
    expect(s.totals.away).toMatchObject({ teamRebounds: 1, rebounds: 2, defensiveRebounds: 1 });
    expect(s.players.a5!.rebounds).toBe(1);
    expect(s.totals.home.threePct).toBe(0);
  });

  it('a shot-clock violation is a team turnover', () => {
    const { b, state } = started();
    b.add({ type: 'turnover', team: 'home', playerId: null, kind: 'shot-clock' });
    b.add({ type: 'turnover', team: 'home', playerId: 'h2', kind: 'bad-pass' });
    const s = state();
    expect(s.totals.home).toMatchObject({ teamTurnovers: 1, turnovers: 2 });
    expect(s.players.h2!.turnovers).toBe(1);
    expect(s.playByPlay.map((p) => p.description)).toContain(
      'Team turnover (shot-clock violation)',
    );
  });

  it('overtime: the period after the last regulation period has overtime minutes and timeouts', () => {
    const { setup, b, state } = started('fiba');
    b.at(3, 300_000).add({ type: 'timeout', team: 'home' });
    b.at(4, 0).add({ type: 'period-end' });
    b.add({ type: 'period-start', newPeriod: 5 });
    const s = state();
    expect(s.period).toBe(5);
    expect(s.clock).toEqual({ running: false, remainingMs: 5 * 60_000, serverMs: null });
    expect(s.shotClock!.remainingMs).toBe(24_000);
    expect(s.timeoutsLeft).toEqual({ home: 1, away: 1 });
    expect(s.periodScores).toHaveLength(5);
    expect(s.playByPlay.at(-1)!.description).toBe('Start of OT1');
    expect(s.periodEnded).toBe(false);
    void setup;
  });

  it('overtime with a per-game allowance carries unused timeouts over (NCAA)', () => {
    const { b, state } = started('ncaa-men');
    b.at(1, 100_000).add({ type: 'timeout', team: 'away' });
    expect(state().timeoutsLeft).toEqual({ home: 4, away: 3 });
    b.at(2, 0).add({ type: 'period-end' });
    b.add({ type: 'period-start', newPeriod: 3 });
    expect(state().timeoutsLeft).toEqual({ home: 5, away: 4 });
  });

  it('FIBA timeouts: 2 in the first half, 3 in the second, unused ones lost', () => {
    const { b, state } = started('fiba');
    b.at(2, 10_000).add({ type: 'timeout', team: 'home' });
    expect(state().timeoutsLeft).toEqual({ home: 1, away: 2 });
    b.at(2, 0).add({ type: 'period-end' });
    b.add({ type: 'period-start', newPeriod: 3 });
    expect(state().timeoutsLeft).toEqual({ home: 3, away: 3 });
    for (let i = 0; i < 4; i++) b.at(4, 100_000 - i).add({ type: 'timeout', team: 'away' });
    expect(state().timeoutsLeft.away).toBe(0);
  });

  it.each([
    ['fiba', 5],
    ['nba', 6],
  ] as const)('%s: a player fouls out at %i fouls of any kind', (preset, limit) => {
    const { b, state } = started(preset);
    for (let i = 0; i < limit - 1; i++) {
      b.at(1, 500_000 - i * 1000).add(foul('home', 'h3', i === 0 ? 'offensive' : 'personal'));
    }
    expect(state().players.h3!.fouledOut).toBe(false);
    b.add(foul('home', 'h3'));
    expect(state().players.h3).toMatchObject({ personalFouls: limit, fouledOut: true });
  });

  it('a disqualifying foul disqualifies at once', () => {
    const { b, state } = started();
    b.add(foul('away', 'a1', 'disqualifying'));
    expect(state().players.a1!.fouledOut).toBe(true);
  });

  it('team fouls reset each period (FIBA) and bonus starts after the 4th', () => {
    const { b, state } = started('fiba');
    for (let i = 0; i < 3; i++) b.at(1, 500_000 - i).add(foul('home', `h${i + 1}`));
    expect(state().bonus).toEqual({ home: false, away: false });
    b.add(foul('home', 'h4', 'offensive'));
    let s = state();
    expect(s.teamFouls.home).toBe(4);
    expect(s.bonus).toEqual({ home: true, away: false });
    b.at(1, 0).add({ type: 'period-end' });
    b.add({ type: 'period-start', newPeriod: 2 });
    s = state();
    expect(s.teamFouls.home).toBe(0);
    expect(s.bonus.home).toBe(false);
  });

  it('team fouls count per half with NCAA men’s rules (bonus after 6)', () => {
    const { b, state } = started('ncaa-men');
    for (let i = 0; i < 6; i++) b.at(1, 1_000_000 - i).add(foul('away', `a${(i % 5) + 1}`));
    expect(state().bonus.away).toBe(true);
    b.at(2, 1_200_000).add({ type: 'period-start', newPeriod: 2 });
    expect(state().teamFouls.away).toBe(0);
    b.at(3, 300_000).add({ type: 'period-start', newPeriod: 3 });
    b.add(foul('away', 'a1'));
    // Overtime fouls count with the second half.
    expect(state().teamFouls.away).toBe(1);
  });

  it('a team foul recorded by both the time & score console and a stats console counts once', () => {
    const { b, state } = started();
    b.add(foul('home', null));
    b.add(foul('home', 'h1'));
    expect(state().teamFouls.home).toBe(1);
    b.add(foul('home', 'h2'));
    expect(state().teamFouls.home).toBe(2);
  });

  it('keeps team fouls per period after the count resets, each the larger console count', () => {
    const { setup, b, state } = started('fiba', 'console');
    for (let i = 0; i < 3; i++) b.at(1, 500_000 - i).add(foul('home', null));
    b.at(1, 0).add({ type: 'period-end' });
    b.add({ type: 'period-start', newPeriod: 2 });
    expect(state().periodTeamFouls).toEqual([
      { home: 3, away: 0 },
      { home: 0, away: 0 },
    ]);
    // Q2: both consoles record the same two home fouls (one of them twice); one away foul.
    b.at(2, 400_000).add(foul('home', null));
    b.add(foul('home', 'h1'));
    b.add(foul('home', 'h2'));
    b.add(foul('away', null));
    let s = state();
    expect(s.periodTeamFouls).toEqual([
      { home: 3, away: 0 },
      { home: 2, away: 1 },
    ]);
    expect(s.teamFouls).toEqual({ home: 2, away: 1 });
    // A state that came as JSON keeps each period's count when it folds more fouls.
    const fromJson = JSON.parse(JSON.stringify(s)) as typeof s;
    b.add(foul('home', 'h3'));
    s = applyEvent(setup, fromJson, b.log.at(-1)!);
    b.add(foul('away', null));
    s = applyEvent(setup, s, b.log.at(-1)!);
    expect(s.periodTeamFouls).toEqual([
      { home: 3, away: 0 },
      { home: 3, away: 2 },
    ]);
    expect(s.periodTeamFouls).toEqual(state().periodTeamFouls);
    expect(s.teamFouls).toEqual({ home: 3, away: 2 });
  });

  it('team fouls per period add up to the half’s count with NCAA men’s rules', () => {
    const { b, state } = started('ncaa-men');
    for (let i = 0; i < 4; i++) b.at(1, 1_000_000 - i).add(foul('away', null));
    b.at(2, 1_200_000).add({ type: 'period-start', newPeriod: 2 });
    b.add(foul('away', null));
    const s = state();
    expect(s.periodTeamFouls).toEqual([
      { home: 0, away: 4 },
      { home: 0, away: 1 },
    ]);
    expect(s.teamFouls.away).toBe(1);
  });

  it('lists who fouled out, in order, once each; undoing the foul brings them back', () => {
    const { b, state } = started();
    b.at(1, 300_000);
    for (let i = 0; i < 4; i++) b.add(foul('home', 'h3'));
    expect(state().fouledOut).toEqual({ home: [], away: [] });
    b.add(foul('away', 'a2', 'disqualifying'));
    const fifth = b.add(foul('home', 'h3'));
    expect(state().fouledOut).toEqual({ home: ['h3'], away: ['a2'] });
    // A foul after fouling out (a technical on the bench, say) does not list them again.
    b.add(foul('home', 'h3', 'technical'));
    expect(state().fouledOut).toEqual({ home: ['h3'], away: ['a2'] });
    b.add({ type: 'void', targetClientId: fifth });
    // Still five fouls without the voided one (the technical counts): still out.
    expect(state().fouledOut.home).toEqual(['h3']);
    b.add({ type: 'void', targetClientId: b.log.at(-2)!.event.clientId });
    expect(state().fouledOut).toEqual({ home: [], away: ['a2'] });
    expect(state().players.h3!.fouledOut).toBe(false);
  });

  it('score source: switching changes the score, a disagreement is flagged', () => {
    const { b, state } = started('fiba', 'console');
    b.add({ type: 'score-adjust', team: 'home', points: 2 });
    let s = state();
    expect(s.score).toEqual({ home: 2, away: 0 });
    expect(s.scoreMismatch).toBe(false);
    b.add({ type: 'shot', team: 'home', playerId: 'h1', points: 3, made: true });
    s = state();
    expect(s.score).toEqual({ home: 2, away: 0 });
    expect(s.statsScore).toEqual({ home: 3, away: 0 });
    expect(s.scoreMismatch).toBe(true);
    expect(s.playByPlay.at(-1)!.score).toEqual({ home: 2, away: 0 });
    b.add({ type: 'score-source', source: 'stats' });
    s = state();
    expect(s.score).toEqual({ home: 3, away: 0 });
    expect(s.periodScores[0]).toEqual({ home: 3, away: 0 });
    expect(s.playByPlay.at(-1)!.score).toEqual({ home: 3, away: 0 });
    b.add({ type: 'score-adjust', team: 'home', points: 1 });
    expect(state().scoreMismatch).toBe(false);
  });

  it('the first statistic makes the stats the score source, unless the console scored or someone chose', () => {
    const shot = { type: 'shot', team: 'home', playerId: 'h1', points: 2, made: true } as const;
    // Fed through the API with statistics only: the score is the stats', never a stored 0–0.
    let { b, state } = started('fiba', 'console');
    b.add(shot);
    expect(state()).toMatchObject({ scoreSource: 'stats', score: { home: 2, away: 0 } });
    // The console scored first: its score stays, and the stats' disagreement is flagged.
    ({ b, state } = started('fiba', 'console'));
    b.add({ type: 'score-adjust', team: 'away', points: 1 });
    b.add(shot);
    expect(state()).toMatchObject({ scoreSource: 'console', scoreMismatch: true });
    // Someone chose the console: the stats do not switch it, and they disagree with its 0–0.
    ({ b, state } = started('fiba', 'console'));
    b.add({ type: 'score-source', source: 'console' });
    b.add(shot);
    expect(state()).toMatchObject({ scoreSource: 'console', scoreMismatch: true });
    // An undone console score does not count; a timeout is no statistic.
    ({ b, state } = started('fiba', 'console'));
    const plus = b.add({ type: 'score-adjust', team: 'away', points: 1 });
    b.add({ type: 'void', targetClientId: plus });
    b.add({ type: 'timeout', team: 'home' });
    expect(state().scoreSource).toBe('console');
    b.add(shot);
    expect(state()).toMatchObject({ scoreSource: 'stats', scoreMismatch: false });
  });

  it('undo and redo: voiding a void restores the event; an edit is a void plus a replacement', () => {
    const { b, state } = started();
    const shot = b.add({ type: 'shot', team: 'home', playerId: 'h1', points: 3, made: true });
    const undo = b.add({ type: 'void', targetClientId: shot });
    expect(state().score.home).toBe(0);
    expect(state().voided).toEqual([shot]);
    b.add({ type: 'void', targetClientId: undo });
    expect(state().score.home).toBe(3);
    expect(state().voided).toEqual([undo]);
    // Edit the scorer: void + replacement.
    b.add({ type: 'void', targetClientId: shot });
    b.add({ type: 'shot', team: 'home', playerId: 'h2', points: 3, made: true });
    const s = state();
    expect(s.players.h1!.points).toBe(0);
    expect(s.players.h2!.points).toBe(3);
    expect(s.playByPlay.filter((p) => p.type === 'shot')).toHaveLength(1);
  });

  it('minutes and +/- follow substitutions and the game clock', () => {
    const { b, state } = started();
    b.at(1, 540_000).add({ type: 'shot', team: 'home', playerId: 'h1', points: 2, made: true });
    b.at(1, 480_000).add({
      type: 'substitution',
      team: 'home',
      playersIn: ['h6'],
      playersOut: ['h1'],
    });
    b.at(1, 420_000).add({ type: 'shot', team: 'away', playerId: 'a1', points: 3, made: true });
    const s = state();
    expect(s.players.h1).toMatchObject({ playedMs: 120_000, plusMinus: 2, onCourt: false });
    expect(s.players.h6).toMatchObject({ playedMs: 60_000, plusMinus: -3, onCourt: true });
    expect(s.players.h2).toMatchObject({ playedMs: 180_000, plusMinus: -1, starter: true });
    expect(s.players.a1!.plusMinus).toBe(1);
    expect(s.onCourt.home).toEqual(['h2', 'h3', 'h4', 'h5', 'h6']);
  });

  it('a late substitution (sent after later baskets) moves +/- to where it happened', () => {
    const { b, state } = started();
    b.at(1, 420_000).add({ type: 'shot', team: 'away', playerId: 'a1', points: 3, made: true });
    b.at(1, 480_000).add({
      type: 'substitution',
      team: 'home',
      playersIn: ['h6'],
      playersOut: ['h1'],
    });
    const s = state();
    expect(s.players.h1!.plusMinus).toBe(0);
    expect(s.players.h6!.plusMinus).toBe(-3);
  });
});

describe('clocks', () => {
  it('start, stop, set: a running clock is an anchor, stopping reads the console’s time', () => {
    const { b, state } = started();
    const t0 = b.now();
    b.add({ type: 'clock-start', remainingMs: 600_000, serverMs: t0 });
    let s = state();
    expect(s.clock).toEqual({ running: true, remainingMs: 600_000, serverMs: t0 });
    expect(clockRemaining(s.clock, t0 + 12_345)).toBe(587_655);
    expect(s.shotClock).toEqual({ running: true, remainingMs: 24_000, serverMs: t0 });
    b.wait(10_000)
      .at(1, 590_000)
      .add({ type: 'clock-stop', remainingMs: 590_000, serverMs: b.now() });
    s = state();
    expect(s.clock).toEqual({ running: false, remainingMs: 590_000, serverMs: null });
    expect(s.shotClock).toEqual({ running: false, remainingMs: 14_000, serverMs: null });
    b.add({ type: 'clock-set', remainingMs: 591_000, serverMs: b.now() });
    b.add({ type: 'shot-clock-set', remainingMs: 24_000, serverMs: b.now() });
    s = state();
    expect(s.clock.remainingMs).toBe(591_000);
    expect(s.shotClock).toEqual({ running: false, remainingMs: 24_000, serverMs: null });
    b.add({ type: 'shot-clock-off' });
    expect(state().shotClock).toBeNull();
  });

  it('a clock set while running keeps running from the new time', () => {
    const { b, state } = started();
    b.add({ type: 'clock-start', remainingMs: 600_000, serverMs: b.now() });
    b.wait(5_000);
    b.add({ type: 'clock-set', remainingMs: 596_000, serverMs: b.now() });
    const s = state();
    expect(s.clock).toEqual({ running: true, remainingMs: 596_000, serverMs: b.now() });
  });

  it('a clock that ran out is stopped at 0 for any later event; the shot clock freezes with it', () => {
    const { b, state } = started();
    b.at(1, 10_000).add({ type: 'clock-set', remainingMs: 10_000, serverMs: b.now() });
    b.add({ type: 'shot-clock-set', remainingMs: 14_000, serverMs: b.now() });
    b.add({ type: 'clock-start', remainingMs: 10_000, serverMs: b.now() });
    b.wait(30_000).at(1, 0);
    b.add({ type: 'possession-arrow', team: 'away' });
    const s = state();
    expect(s.clock).toEqual({ running: false, remainingMs: 0, serverMs: null });
    expect(s.periodEnded).toBe(true);
    expect(s.shotClock).toEqual({ running: false, remainingMs: 4_000, serverMs: null });
    expect(s.possessionArrow).toBe('away');
  });

  it('period end stops the clock at 0 and turns the shot clock off; the next period starts full', () => {
    const { b, state } = started();
    b.at(1, 0).add({ type: 'period-end' });
    let s = state();
    expect(s).toMatchObject({ periodEnded: true, shotClock: null });
    expect(s.clock.remainingMs).toBe(0);
    b.add({ type: 'period-start', newPeriod: 2 });
    s = state();
    expect(s).toMatchObject({ period: 2, periodEnded: false });
    expect(s.clock.remainingMs).toBe(600_000);
  });

  it('game status goes scheduled → live → final', () => {
    const setup = setupFor();
    const b = logBuilder(setup.rules);
    expect(replay(setup, b.log).status).toBe('scheduled');
    expect(replay(setup, b.log).period).toBe(0);
    b.add({ type: 'game-start' });
    expect(replay(setup, b.log)).toMatchObject({ status: 'live', period: 1 });
    b.at(4, 0).add({ type: 'game-end' });
    expect(replay(setup, b.log).status).toBe('final');
  });
});

describe('play-by-play', () => {
  it('is in game-time order with a running score, a late event slotting in', () => {
    const { b, state } = started();
    b.at(1, 500_000).add({ type: 'shot', team: 'home', playerId: 'h1', points: 2, made: true });
    b.at(1, 300_000).add({ type: 'shot', team: 'away', playerId: 'a1', points: 3, made: true });
    b.at(1, 400_000).add({ type: 'free-throw', team: 'home', playerId: 'h2', made: true });
    const plays = state().playByPlay.filter((p) => p.period === 1 && p.clockMs < 600_000);
    expect(plays.map((p) => [p.clockMs, p.score])).toEqual([
      [500_000, { home: 2, away: 0 }],
      [400_000, { home: 3, away: 0 }],
      [300_000, { home: 3, away: 3 }],
    ]);
    expect(plays[1]!.description).toBe('{{h2}} free throw made');
    expect(plays[2]!.points).toBe(3);
  });
});

describe('checkEvent', () => {
  const setup = setupFor();
  function check(log: LoggedEvent[], event: EventPayload) {
    const state = replay(setup, log);
    const full: GameEvent = { clientId: 'new-event-1', period: 1, clockMs: 500_000, ...event };
    return checkEvent(setup, state, full, new Set(log.map((l) => l.event.clientId)));
  }

  it('accepts lineups, score source and the arrow before the game, but no stats', () => {
    const b = logBuilder(setup.rules);
    expect(check(b.log, { type: 'starting-lineup', team: 'home', playerIds: ['h1'] })).toBeNull();
    expect(check(b.log, { type: 'possession-arrow', team: 'home' })).toBeNull();
    expect(check(b.log, { type: 'score-source', source: 'console' })).toBeNull();
    expect(
      check(b.log, { type: 'shot', team: 'home', playerId: 'h1', points: 2, made: true }),
    ).toEqual({ code: 'game-not-started' });
    expect(check(b.log, { type: 'score-adjust', team: 'home', points: 2 })).toEqual({
      code: 'game-not-started',
    });
  });

  it('rejects players of the other team or of no team, and self-assists', () => {
    const { b } = started();
    expect(check(b.log, { type: 'steal', team: 'home', playerId: 'a1' })).toEqual({
      code: 'player-other-team',
      playerId: 'a1',
      team: 'home',
    });
    expect(check(b.log, { type: 'block', team: 'away', playerId: 'zz' })).toEqual({
      code: 'player-not-on-roster',
      playerId: 'zz',
      team: 'away',
    });
    expect(
      check(b.log, {
        type: 'shot',
        team: 'home',
        playerId: 'h1',
        points: 2,
        made: true,
        assistPlayerId: 'h1',
      }),
    ).toEqual({ code: 'self-assist', play: 'shot' });
    expect(
      check(b.log, { type: 'rebound', team: 'home', playerId: null, offensive: true }),
    ).toBeNull();
  });

  it('rejects duplicates, unknown or already-voided void targets, and events after the end', () => {
    const { b } = started();
    const shot = b.add({ type: 'shot', team: 'home', playerId: 'h1', points: 2, made: true });
    const state = replay(setup, b.log);
    const seen = new Set(b.log.map((l) => l.event.clientId));
    const again = { ...b.log.at(-1)!.event };
    expect(checkEvent(setup, state, again, seen)).toEqual({ code: 'already-recorded' });
    expect(check(b.log, { type: 'void', targetClientId: 'nope-nope-nope' })).toEqual({
      code: 'undo-target-missing',
    });
    expect(check(b.log, { type: 'void', targetClientId: shot })).toBeNull();
    b.add({ type: 'void', targetClientId: shot });
    expect(check(b.log, { type: 'void', targetClientId: shot })).toEqual({
      code: 'already-undone',
    });
    const end = b.add({ type: 'game-end' });
    expect(check(b.log, { type: 'timeout', team: 'home' })).toEqual({ code: 'game-over' });
    expect(check(b.log, { type: 'void', targetClientId: end })).toBeNull();
  });

  it('checks substitutions against the known lineup, but stays forgiving about foul order', () => {
    const { b } = started();
    expect(
      check(b.log, { type: 'substitution', team: 'home', playersIn: ['h2'], playersOut: ['h6'] }),
    ).toEqual({ code: 'already-on-court', playerId: 'h2' });
    expect(
      check(b.log, { type: 'substitution', team: 'home', playersIn: ['h7'], playersOut: ['h6'] }),
    ).toEqual({ code: 'not-on-court', playerId: 'h6' });
    expect(
      check(b.log, { type: 'substitution', team: 'home', playersIn: ['h6'], playersOut: ['h1'] }),
    ).toBeNull();
    for (let i = 0; i < 6; i++) b.add(foul('home', 'h1'));
    expect(check(b.log, foul('home', 'h1'))).toBeNull();
  });

  it('a foul names the opponent who drew it, and only an opponent', () => {
    const { b } = started();
    const drawn = { ...foul('away', 'a2', 'personal', true), drawnByPlayerId: 'h3' };
    expect(check(b.log, drawn)).toBeNull();
    expect(check(b.log, { ...drawn, drawnByPlayerId: 'a4' })).toEqual({
      code: 'fouled-teammate',
      playerId: 'a4',
      team: 'away',
    });
    expect(check(b.log, { ...drawn, drawnByPlayerId: 'zz' })).toEqual({
      code: 'fouled-not-on-roster',
      playerId: 'zz',
      team: 'home',
    });
    b.add(drawn);
    expect(replay(setup, b.log).playByPlay.at(-1)!.description).toBe(
      '{{a2}} personal foul (shooting), on {{h3}}',
    );
  });

  it('rejects a console score below 0 and a clock above the period length', () => {
    const { b } = started();
    expect(check(b.log, { type: 'score-adjust', team: 'away', points: -1 })).toEqual({
      code: 'score-below-zero',
      team: 'away',
    });
    expect(check(b.log, { type: 'clock-set', remainingMs: 700_000, serverMs: 1 })).toEqual({
      code: 'clock-over-period',
      minutes: 10,
    });
  });
});

describe('applyEvent', () => {
  it('ignores an event it already folded (same or lower seq)', () => {
    const { setup, b, state } = started();
    const s = state();
    expect(applyEvent(setup, s, b.log[0]!)).toBe(s);
  });

  it('folds onto a state that came as JSON exactly as onto its own, an undo included', () => {
    const { setup, b, state } = started();
    b.at(1, 500_000).add({ type: 'shot', team: 'home', playerId: 'h1', points: 2, made: true });
    const fromJson = JSON.parse(JSON.stringify(state())) as ReturnType<typeof state>;
    const shot = b.add({ type: 'shot', team: 'away', playerId: 'a1', points: 3, made: true });
    let next = applyEvent(setup, fromJson, b.log.at(-1)!);
    expect(next).toEqual(state());
    b.add({ type: 'void', targetClientId: shot });
    next = applyEvent(setup, next, b.log.at(-1)!);
    expect(next).toEqual(state());
    expect(next.score).toEqual({ home: 2, away: 0 });
  });

  it('an undo in a long game folds again from the last checkpoint before what it changes', () => {
    const { setup, b, state } = started();
    for (let i = 0; i < 1500; i++) {
      b.add({ type: 'rebound', team: i % 2 ? 'home' : 'away', playerId: null, offensive: false });
    }
    const last = b.add({ type: 'shot', team: 'home', playerId: 'h1', points: 2, made: true });
    const long = replay(setup, b.log);
    const undo = (clientId: string, target: string): LoggedEvent => ({
      ...b.log.at(-1)!,
      seq: b.log.length + 1,
      event: { clientId, period: 1, clockMs: 500_000, type: 'void', targetClientId: target },
    });
    const undoLast = undo('undo-last-1', last);
    // Undoing the last play costs what came after the last checkpoint, not 1,500 events.
    expect(refoldCost(long, [undoLast])).toBeLessThan(300);
    const undoFirst = undo('undo-first', b.log[3]!.event.clientId);
    expect(refoldCost(long, [undoFirst])).toBeGreaterThan(1500);
    // Both answer what a replay answers.
    expect(applyEvents(setup, long, [undoLast])).toEqual(replay(setup, [...b.log, undoLast]));
    expect(applyEvents(setup, long, [undoFirst])).toEqual(replay(setup, [...b.log, undoFirst]));
    expect(state().lastSeq).toBe(b.log.length);
  });

  it('never changes the state it is given', () => {
    const { setup, b, state } = started();
    const before = state();
    const snapshot = JSON.stringify(before);
    b.at(1, 500_000).add({
      type: 'substitution',
      team: 'home',
      playersIn: ['h6'],
      playersOut: ['h1'],
    });
    b.add({
      type: 'shot',
      team: 'home',
      playerId: 'h6',
      points: 3,
      made: true,
      assistPlayerId: 'h2',
    });
    let s = before;
    for (const l of b.log.slice(3)) s = applyEvent(setup, s, l);
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(s.players.h6!.points).toBe(3);
  });

  it('starts from initialState like replay of an empty log', () => {
    const setup = setupFor();
    expect(initialState(setup)).toEqual(replay(setup, []));
  });
});
