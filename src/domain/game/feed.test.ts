import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import { flatFeed } from './feed.ts';
import { logBuilder } from './log-builder.ts';
import { replay } from './reducer.ts';
import type { GameSetup } from './state.ts';

describe('flatFeed', () => {
  it('gives every value as a string under flat keys', () => {
    const rules = presetRules('fiba');
    const setup: GameSetup = {
      rules,
      rosters: { home: ['h1', 'h2'], away: ['a1'] },
      scoreSource: 'console',
    };
    const b = logBuilder(rules);
    b.add({ type: 'game-start' });
    b.add({ type: 'possession-arrow', team: 'away' });
    b.at(1, 50_000).add({ type: 'clock-set', remainingMs: 50_000, serverMs: b.now() });
    b.add({ type: 'clock-start', remainingMs: 50_000, serverMs: b.now() });
    b.add({ type: 'score-adjust', team: 'home', points: 3 });
    for (let i = 0; i < 4; i++) {
      b.add({
        type: 'foul',
        team: 'away',
        offender: 'player',
        playerId: null,
        kind: 'personal',
        shooting: false,
      });
    }
    const state = replay(setup, b.log);
    const feed = flatFeed(
      state,
      {
        home: { name: 'Lisbon Lions', shortName: 'LIS' },
        away: { name: 'Porto Sharks', shortName: 'POR' },
      },
      rules,
      b.now() + 4_700,
    );
    expect(feed).toMatchObject({
      'home.name': 'Lisbon Lions',
      'home.short': 'LIS',
      'home.score': '3',
      'away.score': '0',
      'away.fouls': '4',
      'home.fouls': '0',
      'away.bonus': 'BONUS',
      'home.bonus': '',
      'home.timeouts': '2',
      period: 'Q1',
      clock: '0:45.3',
      shotclock: '20',
      status: 'live',
      possession: 'away',
    });
    expect(Object.values(feed).every((v) => typeof v === 'string')).toBe(true);
  });
});
