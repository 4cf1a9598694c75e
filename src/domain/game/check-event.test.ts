// What the rules refuse of a play itself: a free throw worth more than the rules allow, and a play
// timed outside its period. Each refusal names the player and the rulebook, or the period.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import { rulePresetIds, type GameRules } from '../season/rules.ts';
import { checkEvent } from './check-event.ts';
import { periodLengthMs } from './clock.ts';
import type { EventPayload, GameEvent } from './events.ts';
import { initialState } from './reducer.ts';
import type { GameSetup } from './state.ts';

function setupOf(rules: GameRules): GameSetup {
  return { rules, rosters: { home: ['h1', 'h2'], away: ['a1'] }, scoreSource: 'stats' };
}

/** Why `payload`, at `clockMs` of `period`, cannot be logged in a live game under `rules`. */
function refusal(rules: GameRules, payload: EventPayload, period = 1, clockMs = 300_000) {
  const setup = setupOf(rules);
  const state = { ...initialState(setup), status: 'live' as const, period };
  const event = { ...payload, clientId: 'client-1', period, clockMs } as GameEvent;
  return checkEvent(setup, state, event, new Set());
}

const freeThrow = (points?: 1 | 2 | 3): EventPayload => ({
  type: 'free-throw',
  team: 'home',
  playerId: 'h2',
  made: true,
  ...(points === undefined ? {} : { points }),
});

describe('a free throw’s value', () => {
  it('is 1 point under every preset’s rulebook, which is named in the refusal', () => {
    for (const preset of rulePresetIds) {
      const rules = presetRules(preset);
      expect(refusal(rules, freeThrow())).toBeNull();
      expect(refusal(rules, freeThrow(1))).toBeNull();
      for (const points of [2, 3] as const) {
        expect(refusal(rules, freeThrow(points))).toEqual({
          code: 'free-throw-value',
          playerId: 'h2',
          rules: preset,
          max: 1,
          points,
        });
      }
    }
  });

  it('may be 2 or 3 points where the rules allow it, and no more', () => {
    const rules = { ...presetRules('custom'), maxFreeThrowPoints: 2 } as const;
    expect(refusal(rules, freeThrow(2))).toBeNull();
    expect(refusal(rules, freeThrow(3))).toMatchObject({ code: 'free-throw-value', max: 2 });
    expect(refusal({ ...rules, maxFreeThrowPoints: 3 }, freeThrow(3))).toBeNull();
  });
});

describe('a play timed outside its period', () => {
  const plays: EventPayload[] = [
    { type: 'shot', team: 'home', playerId: 'h1', points: 2, made: true },
    freeThrow(),
    { type: 'rebound', team: 'away', playerId: null, offensive: false },
    { type: 'turnover', team: 'home', playerId: 'h1', kind: 'travelling' },
    { type: 'steal', team: 'away', playerId: 'a1' },
    { type: 'block', team: 'away', playerId: 'a1' },
    {
      type: 'foul',
      team: 'away',
      offender: 'player',
      playerId: 'a1',
      kind: 'personal',
      shooting: false,
    },
    { type: 'timeout', team: 'home' },
    { type: 'substitution', team: 'home', playersIn: ['h2'], playersOut: [] },
    { type: 'score-adjust', team: 'home', points: 2 },
    { type: 'possession-arrow', team: 'away' },
  ];

  it('is refused with the period and its length; a play within it is not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rulePresetIds),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(...plays),
        fc.integer({ min: 0, max: 3_600_000 }),
        (preset, period, play, clockMs) => {
          const rules = presetRules(preset);
          const length = periodLengthMs(rules, period);
          const refused = refusal(rules, play, period, clockMs);
          if (clockMs <= length) {
            expect(refused?.code).not.toBe('play-outside-period');
          } else {
            expect(refused).toEqual({
              code: 'play-outside-period',
              period,
              clockMs,
              minutes: length / 60_000,
            });
          }
        },
      ),
    );
  });

  it('is refused at 12:30 of an NBA quarter and 10:30 of a FIBA one', () => {
    expect(refusal(presetRules('nba'), freeThrow(), 4, 750_000)).toMatchObject({ minutes: 12 });
    expect(refusal(presetRules('nba'), freeThrow(), 4, 720_000)).toBeNull();
    expect(refusal(presetRules('fiba'), freeThrow(), 4, 630_000)).toMatchObject({ minutes: 10 });
  });

  it('in FIBA 3x3’s untimed overtime, only at 0:00', () => {
    const rules = presetRules('fiba-3x3');
    expect(refusal(rules, freeThrow(), 2, 0)).toBeNull();
    expect(refusal(rules, freeThrow(), 2, 1_000)).toMatchObject({ minutes: 0 });
  });
});
