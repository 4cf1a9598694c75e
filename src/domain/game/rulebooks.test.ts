// Each rulebook's accounting, from constructed situations: whom plus/minus credits with points
// scored in a stoppage with substitutions or at a period's opening instant, what a technical foul
// counts as, and the events that say more than points (an assisted or 2-point free throw, a team
// technical, a dead-ball rebound).
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

function game(preset: RulePresetId) {
  const setup: GameSetup = {
    rules: presetRules(preset),
    rosters: { home, away },
    scoreSource: 'stats',
  };
  const b = logBuilder(setup.rules);
  b.add({ type: 'starting-lineup', team: 'home', playerIds: home.slice(0, 5) });
  b.add({ type: 'starting-lineup', team: 'away', playerIds: away.slice(0, 5) });
  b.add({ type: 'game-start' });
  return { setup, b, state: () => replay(setup, b.log) };
}

const foul = (
  team: 'home' | 'away',
  playerId: string,
  kind: 'personal' | 'technical' | 'unsportsmanlike' = 'personal',
) => ({ type: 'foul', team, offender: 'player', playerId, kind, shooting: false }) as const;

/** A shooting foul by a1 on h1, a substitution in the stoppage (h6 for h5), two free throws. */
function subBetweenFreeThrows(preset: RulePresetId) {
  const g = game(preset);
  g.b.at(1, 300_000);
  g.b.add({ ...foul('away', 'a1'), shooting: true });
  g.b.add({ type: 'free-throw', team: 'home', playerId: 'h1', made: true });
  g.b.add({ type: 'substitution', team: 'home', playersIn: ['h6'], playersOut: ['h5'] });
  g.b.add({ type: 'free-throw', team: 'home', playerId: 'h1', made: true });
  return g.state();
}

describe('plus/minus in a stoppage with substitutions', () => {
  it('NBA: both free throws go to the five on court before the stoppage’s substitution', () => {
    const s = subBetweenFreeThrows('nba');
    expect(s.players.h5!.plusMinus).toBe(2);
    expect(s.players.h6!.plusMinus).toBe(0);
    expect(s.players.a1!.plusMinus).toBe(-2);
  });

  it('FIBA: each free throw goes to the five on court when it was recorded', () => {
    const s = subBetweenFreeThrows('fiba');
    expect(s.players.h5!.plusMinus).toBe(1);
    expect(s.players.h6!.plusMinus).toBe(1);
    expect(s.players.a1!.plusMinus).toBe(-2);
  });

  it('both: a team’s plus/minus is five times its margin', () => {
    for (const preset of ['nba', 'fiba'] as const) {
      const s = subBetweenFreeThrows(preset);
      const sum = (ids: string[]) => ids.reduce((t, id) => t + s.players[id]!.plusMinus, 0);
      expect(sum(home)).toBe(5 * (s.score.home - s.score.away));
      expect(sum(away)).toBe(5 * (s.score.away - s.score.home));
    }
  });
});

// A period's end and the next one's start are the same elapsed game time, yet the points of a
// period's opening instant belong to the five who start it (NBA too), and those of the last instant
// to the five who ended the period before, whatever order the log holds them in.
type Step = { period: number; clockMs: number; payload: EventPayload };

const quarter = 720_000;

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

/** A game whose starters played the first three quarters; then `steps`, in log order. */
function withSteps(preset: RulePresetId, steps: readonly Step[]): GameState {
  const g = game(preset);
  for (const s of steps) g.b.at(s.period, s.clockMs).add(s.payload);
  return g.state();
}

/** The game with two steps logged in one order, then in the other. */
const eitherOrder = (preset: RulePresetId, a: Step, b: Step) => [
  withSteps(preset, [a, b]),
  withSteps(preset, [b, a]),
];

const plusMinus = (s: GameState, id: string) => s.players[id]!.plusMinus;

describe('plus/minus at a period’s opening instant', () => {
  it('NBA: a technical free throw at 12:00 of the 4th goes to the five who start the 4th', () => {
    for (const s of eitherOrder('nba', subH6ForH5, technicalFreeThrow)) {
      expect(plusMinus(s, 'h6')).toBe(1);
      expect(plusMinus(s, 'h5')).toBe(0);
      expect(plusMinus(s, 'a1')).toBe(-1);
    }
  });

  it('NBA: a free throw at 0:00 of the 3rd still goes to the five who ended the 3rd', () => {
    for (const s of eitherOrder('nba', subH6ForH5, buzzerFreeThrow)) {
      expect(plusMinus(s, 'h5')).toBe(1);
      expect(plusMinus(s, 'h6')).toBe(0);
    }
  });

  it('NBA: inside a period a stoppage’s baskets still come before its substitutions', () => {
    const midPeriod = (step: Step): Step => ({ ...step, clockMs: 300_000 });
    const s = withSteps('nba', [midPeriod(subH6ForH5), midPeriod(technicalFreeThrow)]);
    expect(plusMinus(s, 'h5')).toBe(1);
    expect(plusMinus(s, 'h6')).toBe(0);
  });

  it('FIBA: the opening instant follows the log, as every other instant does', () => {
    const [subFirst, freeThrowFirst] = eitherOrder('fiba', subH6ForH5, technicalFreeThrow);
    expect([plusMinus(subFirst!, 'h5'), plusMinus(subFirst!, 'h6')]).toEqual([0, 1]);
    expect([plusMinus(freeThrowFirst!, 'h5'), plusMinus(freeThrowFirst!, 'h6')]).toEqual([1, 0]);
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
        const s = withSteps('nba', order);
        // The 3rd's fives: +1/−1 from the buzzer; the 4th's: +1/−1 from its opening's 2–1.
        expect(home.map((id) => plusMinus(s, id))).toEqual([2, 2, 2, 2, 1, 1]);
        expect(away.map((id) => plusMinus(s, id))).toEqual([-1, -2, -2, -2, -2, -1]);
      }),
    );
  });
});

describe('technical fouls by the rulebook', () => {
  it('NBA: a technical on a player with five fouls is not a sixth; two technicals eject', () => {
    const { b, state } = game('nba');
    for (let i = 0; i < 5; i++) b.add(foul('home', 'h1'));
    b.add(foul('home', 'h1', 'technical'));
    let s = state();
    expect(s.players.h1).toMatchObject({ personalFouls: 5, technicalFouls: 1, fouledOut: false });
    expect(s.teamFouls.home).toBe(5);
    expect(s.totals.home.technicalFouls).toBe(1);
    b.add(foul('home', 'h1', 'technical'));
    s = state();
    expect(s.players.h1!.fouledOut).toBe(true);
    expect(s.fouledOut.home).toEqual(['h1']);
  });

  it('NBA: a technical and a flagrant do not eject together', () => {
    const { b, state } = game('nba');
    b.add(foul('home', 'h2', 'technical'));
    b.add(foul('home', 'h2', 'unsportsmanlike'));
    expect(state().players.h2!.fouledOut).toBe(false);
  });

  it('FIBA: a technical is one of the player’s fouls and a team foul; one with an unsportsmanlike ejects', () => {
    const { b, state } = game('fiba');
    for (let i = 0; i < 4; i++) b.add(foul('away', 'a1'));
    b.add(foul('away', 'a1', 'technical'));
    let s = state();
    expect(s.players.a1).toMatchObject({ personalFouls: 5, technicalFouls: 1, fouledOut: true });
    expect(s.teamFouls.away).toBe(5);
    b.add(foul('away', 'a2', 'technical'));
    b.add(foul('away', 'a2', 'unsportsmanlike'));
    s = state();
    expect(s.players.a2!.fouledOut).toBe(true);
  });

  it('NFHS: intentional (unsportsmanlike) fouls never eject on their own', () => {
    const { b, state } = game('nfhs');
    b.add(foul('home', 'h3', 'unsportsmanlike'));
    b.add(foul('home', 'h3', 'unsportsmanlike'));
    expect(state().players.h3!.fouledOut).toBe(false);
  });

  it('a technical charged to the team itself is only a technical', () => {
    const { b, state } = game('nba');
    b.add({
      type: 'foul',
      team: 'away',
      offender: 'team',
      playerId: null,
      kind: 'technical',
      shooting: false,
    });
    const s = state();
    expect(s.totals.away).toMatchObject({ technicalFouls: 1, fouls: 0 });
    expect(s.teamFouls.away).toBe(0);
    expect(s.playByPlay.at(-1)!.description).toBe('Team technical foul');
  });
});

describe('what events say beyond points', () => {
  it('an assisted free throw counts the assist; a free throw can be worth 2 where allowed', () => {
    const { b, state, setup } = game('custom');
    setup.rules.maxFreeThrowPoints = 2;
    b.add({ type: 'free-throw', team: 'home', playerId: 'h1', made: true, assistPlayerId: 'h2' });
    b.add({ type: 'free-throw', team: 'home', playerId: 'h3', made: true, points: 2 });
    b.add({ type: 'free-throw', team: 'home', playerId: 'h3', made: false, points: 2 });
    const s = state();
    expect(s.players.h2!.assists).toBe(1);
    expect(s.players.h3).toMatchObject({ points: 2, freeThrowsMade: 1, freeThrowsAttempted: 2 });
    expect(s.score.home).toBe(3);
    expect(s.totals.home.assists).toBe(1);
    expect(s.playByPlay.at(-2)!.description).toBe('{{h3}} free throw (2 PTS) made');
  });

  it('a dead-ball team rebound is the team’s, never a player’s', () => {
    const { b, state } = game('fiba');
    b.add({ type: 'rebound', team: 'home', playerId: null, offensive: true, deadBall: true });
    const s = state();
    expect(s.totals.home).toMatchObject({ teamRebounds: 1, rebounds: 1, offensiveRebounds: 0 });
    expect(s.playByPlay.at(-1)!.description).toBe('Team rebound (dead ball)');
  });
});
