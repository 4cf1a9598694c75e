import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import { freeThrowsFor, likelyShot } from './free-throws.ts';
import { logBuilder } from './log-builder.ts';
import { replay } from './reducer.ts';
import type { GameSetup } from './state.ts';

const setup: GameSetup = {
  rules: presetRules('fiba'),
  rosters: { home: ['h1', 'h2'], away: ['a1', 'a2'] },
  scoreSource: 'stats',
};

describe('the likely shooter of a shooting foul', () => {
  it("is the other team's last shot attempt that still counts, in this period", () => {
    const b = logBuilder(setup.rules);
    b.add({ type: 'game-start' });
    b.add({ type: 'shot', team: 'home', playerId: 'h1', points: 3, made: false });
    b.add({ type: 'shot', team: 'away', playerId: 'a1', points: 2, made: true });
    const undone = b.add({ type: 'shot', team: 'home', playerId: 'h2', points: 2, made: true });
    b.add({ type: 'void', targetClientId: undone });
    const state = replay(setup, b.log);
    expect(likelyShot(state, b.log, 'away')).toEqual({ playerId: 'h1', made: false, points: 3 });
    expect(likelyShot(state, b.log, 'home')).toEqual({ playerId: 'a1', made: true, points: 2 });
  });

  it('is nobody after the period changed', () => {
    const b = logBuilder(setup.rules);
    b.add({ type: 'game-start' });
    b.add({ type: 'shot', team: 'home', playerId: 'h1', points: 2, made: false });
    b.add({ type: 'period-start', newPeriod: 2 });
    expect(likelyShot(replay(setup, b.log), b.log, 'away')).toBeNull();
  });
});

describe('free throws a foul gives', () => {
  const fiba = presetRules('fiba');
  const base = { shooting: false, shot: null, inPenalty: false, rules: fiba } as const;
  it('on a shooter: one after a made shot, else what the attempt was worth', () => {
    const personal = { ...base, kind: 'personal', shooting: true } as const;
    expect(freeThrowsFor({ ...personal, shot: { playerId: 'h1', made: true, points: 3 } })).toBe(1);
    expect(freeThrowsFor({ ...personal, shot: { playerId: 'h1', made: false, points: 3 } })).toBe(
      3,
    );
    expect(freeThrowsFor(personal)).toBe(2);
  });

  it('team-foul penalty, technicals by rulebook, unsportsmanlike, offensive', () => {
    expect(freeThrowsFor({ ...base, kind: 'personal' })).toBe(0);
    expect(freeThrowsFor({ ...base, kind: 'personal', inPenalty: true })).toBe(2);
    expect(freeThrowsFor({ ...base, kind: 'technical' })).toBe(1);
    expect(freeThrowsFor({ ...base, kind: 'technical', rules: presetRules('nfhs') })).toBe(2);
    expect(freeThrowsFor({ ...base, kind: 'unsportsmanlike' })).toBe(2);
    expect(freeThrowsFor({ ...base, kind: 'offensive', inPenalty: true })).toBe(0);
  });
});
