import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import type { RulePresetId } from '../season/rules.ts';
import { elapsedGameMs, periodLengthMs } from './clock.ts';
import type { FoulKind, LoggedEvent, TeamSide } from './events.ts';
import { logBuilder } from './log-builder.ts';
import { applyEvent, initialState, replay } from './reducer.ts';
import type { GameSetup, GameState } from './state.ts';

const rosters = {
  home: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'],
  away: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'],
};

const team = fc.constantFrom<TeamSide>('home', 'away');
const slot = fc.integer({ min: 0, max: 4 });
const dt = fc.integer({ min: 0, max: 40_000 });

const action = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      k: fc.constant('shot' as const),
      team,
      p: slot,
      three: fc.boolean(),
      made: fc.boolean(),
      assist: fc.option(slot),
      dt,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ k: fc.constant('ft' as const), team, p: slot, made: fc.boolean(), dt }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('reb' as const),
      team,
      p: fc.option(slot),
      off: fc.boolean(),
      dt,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('tov' as const), team, p: fc.option(slot), dt }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constantFrom('steal' as const, 'block' as const),
      team,
      p: slot,
      dt,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('foul' as const),
      team,
      p: fc.option(slot),
      offender: fc.constantFrom(
        'player' as const,
        'player' as const,
        'player' as const,
        'coach' as const,
        'bench' as const,
      ),
      kind: fc.constantFrom<FoulKind>(
        'personal',
        'personal',
        'technical',
        'unsportsmanlike',
        'offensive',
        'disqualifying',
      ),
      shooting: fc.boolean(),
      dt,
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('timeout' as const), team, dt }) },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('sub' as const),
      team,
      out: slot,
      in: fc.integer({ min: 0, max: 2 }),
      dt,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('adjust' as const),
      team,
      points: fc.constantFrom(1 as const, 2 as const, 3 as const),
      dt,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('clock' as const), start: fc.boolean(), dt }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('period' as const), dt }) },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant('source' as const), console: fc.boolean(), dt }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant('void' as const), back: fc.nat({ max: 30 }), dt }),
  },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

interface Game {
  setup: GameSetup;
  log: LoggedEvent[];
}

/**
 * A game log in game-time order from random actions: complete starting lineups, substitutions
 * that keep five on the court (as the generator counts them), clocks that move forward.
 */
function buildGame(preset: RulePresetId, actions: Action[], withVoids: boolean): Game {
  const setup: GameSetup = { rules: presetRules(preset), rosters, scoreSource: 'stats' };
  const b = logBuilder(setup.rules);
  const on = { home: rosters.home.slice(0, 5), away: rosters.away.slice(0, 5) };
  const bench = { home: rosters.home.slice(5), away: rosters.away.slice(5) };
  b.add({ type: 'starting-lineup', team: 'home', playerIds: [...on.home] });
  b.add({ type: 'starting-lineup', team: 'away', playerIds: [...on.away] });
  b.add({ type: 'game-start' });
  let period = 1;
  let clock = periodLengthMs(setup.rules, 1);
  for (const a of actions) {
    clock = Math.max(0, clock - a.dt);
    b.wait(a.dt).at(period, clock);
    switch (a.k) {
      case 'shot': {
        const assist = a.assist === null ? undefined : on[a.team][a.assist];
        const assistPlayerId = a.made && assist !== on[a.team][a.p] ? assist : undefined;
        b.add({
          type: 'shot',
          team: a.team,
          playerId: on[a.team][a.p]!,
          points: a.three ? 3 : 2,
          made: a.made,
          ...(assistPlayerId === undefined ? {} : { assistPlayerId }),
        });
        break;
      }
      case 'ft':
        b.add({ type: 'free-throw', team: a.team, playerId: on[a.team][a.p]!, made: a.made });
        break;
      case 'reb':
        b.add({
          type: 'rebound',
          team: a.team,
          playerId: a.p === null ? null : on[a.team][a.p]!,
          offensive: a.off,
        });
        break;
      case 'tov':
        b.add({
          type: 'turnover',
          team: a.team,
          playerId: a.p === null ? null : on[a.team][a.p]!,
          kind: 'other',
        });
        break;
      case 'steal':
      case 'block':
        b.add({ type: a.k, team: a.team, playerId: on[a.team][a.p]! });
        break;
      case 'foul':
        b.add({
          type: 'foul',
          team: a.team,
          offender: a.offender,
          playerId: a.offender === 'player' && a.p !== null ? on[a.team][a.p]! : null,
          kind: a.kind,
          shooting: a.shooting,
        });
        break;
      case 'timeout':
        b.add({ type: 'timeout', team: a.team });
        break;
      case 'sub': {
        const out = on[a.team][a.out]!;
        const inn = bench[a.team][a.in]!;
        on[a.team][a.out] = inn;
        bench[a.team][a.in] = out;
        b.add({ type: 'substitution', team: a.team, playersIn: [inn], playersOut: [out] });
        break;
      }
      case 'adjust':
        b.add({ type: 'score-adjust', team: a.team, points: a.points });
        break;
      case 'clock':
        b.add({
          type: a.start ? 'clock-start' : 'clock-stop',
          remainingMs: clock,
          serverMs: b.now(),
        });
        break;
      case 'period':
        if (period >= 6) break;
        b.at(period, 0).add({ type: 'period-end' });
        period += 1;
        clock = periodLengthMs(setup.rules, period);
        b.at(period, clock).add({ type: 'period-start', newPeriod: period });
        break;
      case 'source':
        b.add({ type: 'score-source', source: a.console ? 'console' : 'stats' });
        break;
      case 'void': {
        if (!withVoids) break;
        const target = b.log[Math.max(0, b.log.length - 1 - a.back)]!;
        b.add({ type: 'void', targetClientId: target.event.clientId });
        break;
      }
    }
  }
  return { setup, log: b.log };
}

const preset = fc.constantFrom<RulePresetId>('fiba', 'nba', 'ncaa-men', 'nfhs');
const actions = fc.array(action, { minLength: 1, maxLength: 80 });
const game = (withVoids: boolean) =>
  fc.tuple(preset, actions).map(([p, a]) => buildGame(p, a, withVoids));

function boxScore(s: GameState) {
  return {
    players: s.players,
    totals: s.totals,
    score: s.score,
    consoleScore: s.consoleScore,
    statsScore: s.statsScore,
    teamFouls: s.teamFouls,
    timeoutsLeft: s.timeoutsLeft,
    onCourt: s.onCourt,
  };
}

/** A state without what records the log itself (which events came and were undone). */
function withoutVoidBookkeeping(s: GameState) {
  const { voided: _voided, lastSeq: _lastSeq, history, ...rest } = s;
  const { log: _log, lastKey: _lastKey, ...kept } = history;
  return { ...rest, history: kept };
}

/**
 * The game as a venue's devices make it: the table logs the clock, periods, lineups and its score
 * buttons; one statistician per team logs that team's plays. Every event says when it was made.
 */
function byDevices(log: LoggedEvent[]): LoggedEvent[] {
  return log.map((l) => {
    const e = l.event;
    const stats = e.type !== 'starting-lineup' && e.type !== 'score-adjust' && 'team' in e;
    const deviceId = stats ? `stats-${e.team}` : 'table';
    return { ...l, deviceId, event: { ...e, at: l.recordedAt } };
  });
}

/**
 * The same events as the server gets them after an outage: each device's queue in its own order,
 * the queues interleaved as `picks` say (which device's next event arrives next), numbered and
 * stamped with arrival times in that order.
 */
function arrivedInOrder(log: LoggedEvent[], picks: number[]): LoggedEvent[] {
  const queues = new Map<string, LoggedEvent[]>();
  for (const l of log) queues.set(l.deviceId, [...(queues.get(l.deviceId) ?? []), l]);
  const devices = [...queues.keys()];
  const arrived: LoggedEvent[] = [];
  let pick = 0;
  let clock = 0;
  while (arrived.length < log.length) {
    const open = devices.filter((d) => queues.get(d)!.length > 0);
    const device = open[(picks[pick++ % Math.max(1, picks.length)] ?? 0) % open.length]!;
    const next = queues.get(device)!.shift()!;
    clock = Math.max(clock, next.recordedAt) + 1;
    arrived.push({ ...next, seq: arrived.length + 1, recordedAt: clock });
  }
  return arrived;
}

/** What a screen shows of a state: all of it but where each event came in the server's log. */
function derived(s: GameState) {
  const { voided: _voided, lastSeq: _lastSeq, history, playByPlay, ...rest } = s;
  const { log: _log, lastKey: _lastKey, ...kept } = history;
  return { ...rest, history: kept, playByPlay: playByPlay.map(({ seq: _seq, ...p }) => p) };
}

/** The log with seqs 2, 4, 6…, so an event can be slipped in between with an odd seq. */
function spaced(log: LoggedEvent[]): LoggedEvent[] {
  return log.map((l, i) => ({ ...l, seq: 2 * (i + 1) }));
}

describe('reducer properties', () => {
  it('replay is deterministic and its state survives JSON', () => {
    fc.assert(
      fc.property(game(true), ({ setup, log }) => {
        const a = replay(setup, log);
        const b = replay(setup, log);
        expect(b).toEqual(a);
        expect(JSON.parse(JSON.stringify(a))).toEqual(a);
      }),
      { numRuns: 150 },
    );
  });

  it('voiding an event equals never having had it; voiding the void restores it', () => {
    fc.assert(
      fc.property(game(false), fc.nat(), fc.nat(), ({ setup, log }, kSeed, jSeed) => {
        const base = spaced(log);
        const k = kSeed % base.length;
        const j = k + (jSeed % (base.length - k));
        const target = base[k]!;
        const at = base[j]!;
        const undo: LoggedEvent = {
          ...at,
          seq: at.seq + 1,
          event: {
            type: 'void',
            targetClientId: target.event.clientId,
            clientId: 'void-of-target',
            period: at.event.period,
            clockMs: at.event.clockMs,
          },
        };
        const withVoid = [...base.slice(0, j + 1), undo, ...base.slice(j + 1)];
        const never = base.filter((_, i) => i !== k);
        const voided = replay(setup, withVoid);
        expect(voided.voided).toEqual([target.event.clientId]);
        expect(withoutVoidBookkeeping(voided)).toEqual(
          withoutVoidBookkeeping(replay(setup, never)),
        );

        const last = base.at(-1)!;
        const redo: LoggedEvent = {
          ...last,
          seq: last.seq + 3,
          event: {
            ...undo.event,
            type: 'void',
            targetClientId: 'void-of-target',
            clientId: 'redo-1',
          },
        };
        expect(withoutVoidBookkeeping(replay(setup, [...withVoid, redo]))).toEqual(
          withoutVoidBookkeeping(replay(setup, base)),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('player points sum to the team’s points from shots and free throws', () => {
    fc.assert(
      fc.property(game(true), ({ setup, log }) => {
        const s = replay(setup, log);
        for (const side of ['home', 'away'] as const) {
          const lines = Object.values(s.players).filter((l) => l.team === side);
          const points = lines.reduce((sum, l) => sum + l.points, 0);
          expect(points).toBe(s.statsScore[side]);
          expect(s.totals[side].points).toBe(points);
          const fromShots = lines.reduce(
            (sum, l) => sum + 2 * l.fieldGoalsMade + l.threesMade + l.freeThrowsMade,
            0,
          );
          expect(fromShots).toBe(points);
          const plays = s.playByPlay.filter(
            (p) => p.team === side && (p.type === 'shot' || p.type === 'free-throw'),
          );
          expect(plays.reduce((sum, p) => sum + p.points, 0)).toBe(points);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a team’s minutes sum to 5 × elapsed game time when lineups are complete', () => {
    fc.assert(
      fc.property(game(false), ({ setup, log }) => {
        const s = replay(setup, log);
        const last = log.at(-1)!.event;
        const elapsed =
          last.type === 'period-start'
            ? elapsedGameMs(
                setup.rules,
                last.newPeriod,
                periodLengthMs(setup.rules, last.newPeriod),
              )
            : elapsedGameMs(setup.rules, last.period, last.clockMs);
        for (const side of ['home', 'away'] as const) {
          const lines = Object.values(s.players).filter((l) => l.team === side);
          expect(lines.reduce((sum, l) => sum + l.playedMs, 0)).toBe(5 * elapsed);
          expect(s.onCourt[side]).toHaveLength(5);
          // +/-: the five on the court always share a basket, so the team's sum is 5 × margin.
          const margin = s.statsScore[side] - s.statsScore[side === 'home' ? 'away' : 'home'];
          expect(lines.reduce((sum, l) => sum + l.plusMinus, 0)).toBe(5 * margin);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('swapping adjacent events of different teams leaves the box score unchanged', () => {
    fc.assert(
      fc.property(game(true), fc.nat(), ({ setup, log }, seed) => {
        const swappable = log
          .map((_, i) => i)
          .filter((i) => {
            const a = log[i]!.event;
            const b = log[i + 1]?.event;
            if (b === undefined || !('team' in a) || !('team' in b) || a.team === b.team) {
              return false;
            }
            // Under the FIBA convention a substitution and a basket at one game time count in
            // log order, so swapping them changes plus/minus by design.
            const tied = a.period === b.period && a.clockMs === b.clockMs;
            const kinds = new Set([a.type, b.type]);
            return !(
              setup.rules.plusMinus === 'moment' &&
              tied &&
              kinds.has('substitution') &&
              (kinds.has('shot') || kinds.has('free-throw'))
            );
          });
        fc.pre(swappable.length > 0);
        const i = swappable[seed % swappable.length]!;
        const swapped = log.map((l) => ({ ...l }));
        swapped[i]!.event = log[i + 1]!.event;
        swapped[i + 1]!.event = log[i]!.event;
        expect(boxScore(replay(setup, swapped))).toEqual(boxScore(replay(setup, log)));
      }),
      { numRuns: 200 },
    );
  });

  it('folding with applyEvent equals replay, at every step', () => {
    fc.assert(
      fc.property(game(true), ({ setup, log }) => {
        let s = initialState(setup);
        const states: GameState[] = [];
        for (const l of log) {
          s = applyEvent(setup, s, l);
          states.push(s);
        }
        expect(s).toEqual(replay(setup, log));
        const mid = Math.floor(log.length / 2);
        expect(states[mid]).toEqual(replay(setup, log.slice(0, mid + 1)));
      }),
      { numRuns: 150 },
    );
  });

  it('the order devices’ queues arrive in changes nothing a screen shows', () => {
    fc.assert(
      fc.property(
        game(false),
        fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 40 }),
        ({ setup, log }, picks) => {
          const made = byDevices(log);
          const arrived = arrivedInOrder(made, picks);
          const truth = derived(replay(setup, made));
          expect(derived(replay(setup, arrived))).toEqual(truth);
          // Folded as the server folds them, one arrival at a time, late ones folded again.
          let s = initialState(setup);
          for (const l of arrived) s = applyEvent(setup, s, l);
          expect(derived(s)).toEqual(truth);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a state that travelled as JSON folds every next event as replay does, undos included', () => {
    fc.assert(
      fc.property(game(true), fc.nat(), ({ setup, log }, cut) => {
        const at = cut % log.length;
        const travelled = JSON.parse(JSON.stringify(replay(setup, log.slice(0, at)))) as GameState;
        let s = travelled;
        for (const l of log.slice(at)) s = applyEvent(setup, s, l);
        expect(s).toEqual(replay(setup, log));
      }),
      { numRuns: 150 },
    );
  });

  it('an old state stays valid when two branches fold onto it (optimistic consoles)', () => {
    fc.assert(
      fc.property(game(true), ({ setup, log }) => {
        fc.pre(log.length > 4);
        const cut = Math.floor(log.length / 2);
        const common = replay(setup, log.slice(0, cut));
        const snapshot = JSON.stringify(common);
        let branch = common;
        for (const l of log.slice(cut)) branch = applyEvent(setup, branch, l);
        expect(JSON.stringify(common)).toBe(snapshot);
        let again = common;
        for (const l of log.slice(cut)) again = applyEvent(setup, again, l);
        expect(again).toEqual(branch);
      }),
      { numRuns: 100 },
    );
  });
});
