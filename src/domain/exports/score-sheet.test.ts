import { describe, expect, it } from 'vitest';
import type { GameEvent, LoggedEvent } from '../game/events.ts';
import { replay } from '../game/reducer.ts';
import type { GameSetup } from '../game/state.ts';
import { periodLabel } from '../game/clock.ts';
import { presetRules } from '../season/rule-presets.ts';
import { scoreSheet, teamFoulsText } from './score-sheet.ts';

const rules = presetRules('fiba');
const periodName = (period: number) => periodLabel(period, rules);
const player = (id: string, jersey: string, active = true) => ({
  id,
  firstName: id.toUpperCase(),
  lastName: 'Test',
  jersey,
  active,
});
const home = {
  name: 'Hawks',
  shortName: 'HAW',
  coach: 'Coach H',
  players: [player('h10', '10'), player('h4', '4'), player('h00', '00'), player('hx', '9', false)],
};
const away = { name: 'Owls', shortName: 'OWL', coach: '', players: [player('a7', '7')] };
const setup = (scoreSource: 'console' | 'stats'): GameSetup => ({
  rules,
  rosters: { home: home.players.map((p) => p.id), away: away.players.map((p) => p.id) },
  scoreSource,
});

/** An event before it has an id (one is made up unless given); distributes over the union. */
type Unlogged = GameEvent extends infer E
  ? E extends GameEvent
    ? Omit<E, 'clientId'> & { clientId?: string }
    : never
  : never;

let n = 0;
function log(events: Unlogged[]): LoggedEvent[] {
  return events.map((e, i) => ({
    seq: i + 1,
    event: { clientId: `c${++n}`, ...e },
    recordedAt: 0,
    deviceId: 'd',
    userId: 'u',
  }));
}

describe('score sheet model', () => {
  it('lists fouls with kind and period, team fouls per period, timeouts and the running score', () => {
    const events = log([
      { type: 'game-start', period: 1, clockMs: 600_000 },
      {
        type: 'starting-lineup',
        team: 'home',
        playerIds: ['h4', 'h10'],
        period: 1,
        clockMs: 600_000,
      },
      {
        type: 'shot',
        team: 'home',
        playerId: 'h10',
        points: 3,
        made: true,
        period: 1,
        clockMs: 540_000,
      },
      {
        type: 'foul',
        team: 'home',
        offender: 'player',
        playerId: 'h4',
        kind: 'personal',
        shooting: true,
        period: 1,
        clockMs: 500_000,
      },
      { type: 'free-throw', team: 'away', playerId: 'a7', made: true, period: 1, clockMs: 500_000 },
      { type: 'timeout', team: 'away', period: 1, clockMs: 65_400 },
      {
        type: 'foul',
        team: 'home',
        offender: 'coach',
        playerId: null,
        kind: 'technical',
        shooting: false,
        period: 1,
        clockMs: 60_000,
      },
      { type: 'period-start', newPeriod: 2, period: 2, clockMs: 600_000 },
      {
        type: 'foul',
        team: 'home',
        offender: 'player',
        playerId: 'h4',
        kind: 'unsportsmanlike',
        shooting: false,
        period: 2,
        clockMs: 400_000,
      },
      {
        type: 'foul',
        team: 'home',
        offender: 'player',
        playerId: 'h10',
        kind: 'personal',
        shooting: false,
        period: 2,
        clockMs: 300_000,
      },
      {
        type: 'shot',
        team: 'away',
        playerId: 'a7',
        points: 2,
        made: true,
        period: 2,
        clockMs: 200_000,
        clientId: 'undone',
      },
      { type: 'void', targetClientId: 'undone', period: 2, clockMs: 200_000 },
    ]);
    const state = replay(setup('stats'), events);
    const sheet = scoreSheet({
      rules,
      home,
      away,
      state,
      log: events,
      finalScore: null,
      periodName,
    });

    // Jersey order; the inactive player who never played is left out.
    expect(sheet.home.players.map((p) => p.jersey)).toEqual(['00', '4', '10']);
    const h4 = sheet.home.players.find((p) => p.playerId === 'h4')!;
    expect(h4.fouls.map((f) => f.mark)).toEqual(['P1', 'U2']);
    expect(h4.starter).toBe(true);
    const h10 = sheet.home.players.find((p) => p.playerId === 'h10')!;
    expect([h10.points, h10.threesMade, h10.fieldGoalsAttempted]).toEqual([3, 1, 1]);
    expect(sheet.home.coachBenchFouls.map((f) => f.mark)).toEqual(['C1']);
    expect(sheet.home.teamFouls).toEqual([1, 2]);
    expect(teamFoulsText(sheet, 'home', periodName)).toBe('Q1 1, Q2 2');
    expect(sheet.home.totals).toMatchObject({ points: 3, fouls: 3, threesMade: 1 });
    expect(sheet.away.timeouts).toEqual([{ period: 1, periodLabel: 'Q1', clock: '1:06' }]);

    // The voided basket is not on the sheet.
    expect(sheet.scoring).toEqual([
      {
        period: 1,
        periodLabel: 'Q1',
        clock: '9:00',
        team: 'home',
        jersey: '10',
        points: 3,
        score: { home: 3, away: 0 },
      },
      {
        period: 1,
        periodLabel: 'Q1',
        clock: '8:20',
        team: 'away',
        jersey: '7',
        points: 1,
        score: { home: 3, away: 1 },
      },
    ]);
    expect(sheet.periods.map((p) => [p.label, p.home, p.away])).toEqual([
      ['Q1', 3, 1],
      ['Q2', 0, 0],
    ]);
    expect(sheet.finalScore).toEqual({ home: 3, away: 1 });
    expect(sheet.hasLog).toBe(true);
  });

  it('counts scoreboard buttons on a console-scored game, with no jersey', () => {
    const events = log([
      { type: 'game-start', period: 1, clockMs: 600_000 },
      { type: 'score-adjust', team: 'away', points: 2, period: 1, clockMs: 500_000 },
      { type: 'score-adjust', team: 'away', points: -1, period: 1, clockMs: 490_000 },
    ]);
    const state = replay(setup('console'), events);
    const sheet = scoreSheet({
      rules,
      home,
      away,
      state,
      log: events,
      finalScore: null,
      periodName,
    });
    expect(sheet.scoring.map((s) => [s.team, s.jersey, s.points, s.score.away])).toEqual([
      ['away', null, 2, 2],
      ['away', null, -1, 1],
    ]);
  });

  it('gives the hand-entered final score of a game with no log', () => {
    const state = replay(setup('console'), []);
    const sheet = scoreSheet({
      rules,
      home,
      away,
      state,
      log: [],
      finalScore: { home: 70, away: 65 },
      periodName,
    });
    expect(sheet.hasLog).toBe(false);
    expect(sheet.finalScore).toEqual({ home: 70, away: 65 });
    expect(sheet.periods).toEqual([]);
    expect(sheet.scoring).toEqual([]);
    expect(sheet.home.teamFouls).toEqual([]);
    expect(sheet.home.players.map((p) => [p.jersey, p.points, p.fouls])).toEqual([
      ['00', 0, []],
      ['4', 0, []],
      ['10', 0, []],
    ]);
  });
});
