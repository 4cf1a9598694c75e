// Plus/minus where one period ends and the next begins: both are the same elapsed game time, yet
// the points of a period's opening instant belong to the five who start it, and those of the last
// instant to the five who ended the period before, whatever order the log holds them in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import type { RulePresetId } from '../season/rules.ts';
import type { EventPayload } from './events.ts';
import { logBuilder } from './log-builder.ts';
import { replay } from './reducer.ts';
import type { GameSetup, GameState } from './state.ts';

const home = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const away = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
const quarter = 720_000;

type Step = { period: number; clockMs: number; payload: EventPayload };

const subH6ForH5: Step = {
  period: 4,
  clockMs: quarter,
  payload: { type: 'substitution', team: 'home', playersIn: ['h6'], playersOut: ['h5'] },
};
const technicalFreeThrow: Step = {
  period: 4,
  clockMs: quarter,
  payload: { type: 'free-throw', team: 'home', playerId: 'h1', made: true },
};
/** Shot at the buzzer that ended the 3rd: the same elapsed time as the 4th's opening. */
const buzzerFreeThrow: Step = {
  period: 3,
  clockMs: 0,
  payload: { type: 'free-throw', team: 'home', playerId: 'h2', made: true },
};

/** Starters h1–h5 and a1–a5 play the first three quarters; then `steps`, in that log order. */
function game(preset: RulePresetId, steps: readonly Step[]): GameState {
  const setup: GameSetup = {
    rules: presetRules(preset),
    rosters: { home, away },
    scoreSource: 'stats',
  };
  const b = logBuilder(setup.rules);
  b.add({ type: 'starting-lineup', team: 'home', playerIds: home.slice(0, 5) });
  b.add({ type: 'starting-lineup', team: 'away', playerIds: away.slice(0, 5) });
  b.add({ type: 'game-start' });
  for (const s of steps) b.at(s.period, s.clockMs).add(s.payload);
  return replay(setup, b.log);
}

const plusMinus = (s: GameState, id: string) => s.players[id]!.plusMinus;

describe('plus/minus at a period’s opening instant', () => {
  it('NBA: a technical free throw at 12:00 of the 4th goes to the five who start the 4th', () => {
    for (const order of [
      [subH6ForH5, technicalFreeThrow],
      [technicalFreeThrow, subH6ForH5],
    ]) {
      const s = game('nba', order);
      expect(plusMinus(s, 'h6')).toBe(1);
      expect(plusMinus(s, 'h5')).toBe(0);
      expect(plusMinus(s, 'a1')).toBe(-1);
    }
  });

  it('NBA: a free throw at 0:00 of the 3rd still goes to the five who ended the 3rd', () => {
    for (const order of [
      [subH6ForH5, buzzerFreeThrow],
      [buzzerFreeThrow, subH6ForH5],
    ]) {
      const s = game('nba', order);
      expect(plusMinus(s, 'h5')).toBe(1);
      expect(plusMinus(s, 'h6')).toBe(0);
    }
  });

  it('NBA: inside a period a stoppage’s baskets still come before its substitutions', () => {
    const midPeriod = (step: Step): Step => ({ ...step, clockMs: 300_000 });
    const s = game('nba', [midPeriod(subH6ForH5), midPeriod(technicalFreeThrow)]);
    expect(plusMinus(s, 'h5')).toBe(1);
    expect(plusMinus(s, 'h6')).toBe(0);
  });

  it('FIBA: the opening instant follows the log, as every other instant does', () => {
    let s = game('fiba', [subH6ForH5, technicalFreeThrow]);
    expect([plusMinus(s, 'h5'), plusMinus(s, 'h6')]).toEqual([0, 1]);
    s = game('fiba', [technicalFreeThrow, subH6ForH5]);
    expect([plusMinus(s, 'h5'), plusMinus(s, 'h6')]).toEqual([1, 0]);
  });

  it('NBA: any log order of the break’s events credits the same players', () => {
    const opening = (team: 'home' | 'away', playerId: string): Step => ({
      ...technicalFreeThrow,
      payload: { type: 'free-throw', team, playerId, made: true },
    });
    const awaySub: Step = {
      ...subH6ForH5,
      payload: { type: 'substitution', team: 'away', playersIn: ['a6'], playersOut: ['a1'] },
    };
    const steps = [
      buzzerFreeThrow,
      subH6ForH5,
      awaySub,
      opening('home', 'h1'),
      opening('home', 'h3'),
      opening('away', 'a2'),
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(steps, { minLength: steps.length }), (order) => {
        const s = game('nba', order);
        // The 3rd's fives: +1/−1 from the buzzer; the 4th's: +1/−1 from its opening's 2–1.
        expect(home.map((id) => plusMinus(s, id))).toEqual([2, 2, 2, 2, 1, 1]);
        expect(away.map((id) => plusMinus(s, id))).toEqual([-1, -2, -2, -2, -2, -1]);
      }),
    );
  });
});
