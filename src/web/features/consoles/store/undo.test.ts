import { describe, expect, it } from 'vitest';
import { logBuilder } from '../../../../domain/game/log-builder.ts';
import { replay } from '../../../../domain/game/reducer.ts';
import { presetRules } from '../../../../domain/season/rule-presets.ts';
import type { GameSetup } from '../../../../domain/game/state.ts';
import { lastOwnAction, lastOwnPlay, lastTeamFoul, lastTimeout } from './undo.ts';

const setup: GameSetup = {
  rules: presetRules('fiba'),
  rosters: { home: ['h1'], away: ['a1'] },
  scoreSource: 'console',
};
const teamFoul = (team: 'home' | 'away') =>
  ({
    type: 'foul',
    team,
    offender: 'player',
    playerId: null,
    kind: 'personal',
    shooting: false,
  }) as const;
const any = () => true;

describe('what undo takes back', () => {
  it("this device's last action that still counts, never the automatic stop at 0.0", () => {
    const b = logBuilder(setup.rules, { device: 'me' });
    b.add({ type: 'game-start' });
    const plus = b.add({ type: 'score-adjust', team: 'home', points: 2 });
    const three = b.add({ type: 'score-adjust', team: 'home', points: 3 });
    b.add({ type: 'void', targetClientId: three });
    b.add({ type: 'score-adjust', team: 'away', points: 1 }, { device: 'other' });
    b.add({ type: 'clock-stop', remainingMs: 0, serverMs: b.now() });
    const state = replay(setup, b.log);
    expect(lastOwnAction(b.log, state, 'me', any)?.clientId).toBe(plus);
    expect(lastOwnAction(b.log, state, 'other', any)?.type).toBe('score-adjust');
    expect(lastOwnAction(b.log, state, 'me', (e) => e.type === 'game-start')?.type).toBe(
      'game-start',
    );
  });

  it("a team's last foul without a player in this period, and its last timeout", () => {
    const b = logBuilder(setup.rules);
    b.add({ type: 'game-start' });
    b.add(teamFoul('home'));
    b.add({ type: 'period-start', newPeriod: 2 });
    b.at(2, 600_000);
    expect(lastTeamFoul(setup, b.log, replay(setup, b.log), 'home')).toBeNull();
    const second = b.add(teamFoul('home'));
    b.add({ ...teamFoul('home'), playerId: 'h1' });
    const timeout = b.add({ type: 'timeout', team: 'away' });
    const state = replay(setup, b.log);
    expect(lastTeamFoul(setup, b.log, state, 'home')?.clientId).toBe(second);
    expect(lastTimeout(b.log, state, 'away')?.clientId).toBe(timeout);
    expect(lastTimeout(b.log, state, 'home')).toBeNull();
  });

  it("a stats console's last play of its own teams", () => {
    const b = logBuilder(setup.rules, { device: 'me' });
    b.add({ type: 'game-start' });
    const steal = b.add({ type: 'steal', team: 'home', playerId: 'h1' });
    b.add({ type: 'steal', team: 'away', playerId: 'a1' });
    const state = replay(setup, b.log);
    expect(lastOwnPlay(b.log, state, 'me', ['home'])?.clientId).toBe(steal);
    expect(lastOwnPlay(b.log, state, 'me', ['home', 'away'])?.type).toBe('steal');
  });
});
