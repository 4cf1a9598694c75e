// Fouls drawn (PFD, as the NBA box score counts them): the player a foul was committed on drew it,
// whatever its kind but a technical; the team's total is its players'; a season adds them up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import { gameBoxOf } from '../stats/game-box.ts';
import type { FoulKind, FoulOffender, TeamSide } from './events.ts';
import { logBuilder } from './log-builder.ts';
import { replay } from './reducer.ts';
import type { GameSetup } from './state.ts';

const setup: GameSetup = {
  rules: presetRules('nba'),
  rosters: { home: ['h1', 'h2', 'h3'], away: ['a1', 'a2', 'a3'] },
  scoreSource: 'stats',
};

const foul = (
  team: TeamSide,
  playerId: string | null,
  kind: FoulKind,
  drawnByPlayerId?: string,
  offender: FoulOffender = 'player',
) =>
  ({
    type: 'foul',
    team,
    offender,
    playerId,
    kind,
    shooting: false,
    ...(drawnByPlayerId === undefined ? {} : { drawnByPlayerId }),
  }) as const;

function started() {
  const b = logBuilder(setup.rules);
  b.add({ type: 'game-start' });
  return b;
}

describe('fouls drawn', () => {
  it('counts every foul committed on a player but a technical, in the line and the totals', () => {
    const b = started();
    b.add(foul('away', 'a1', 'personal', 'h1'));
    b.add(foul('away', 'a2', 'offensive', 'h1'));
    b.add(foul('away', 'a1', 'unsportsmanlike', 'h2'));
    b.add(foul('away', 'a1', 'technical', 'h3'));
    b.add(foul('away', null, 'personal', 'h3'));
    b.add(foul('home', 'h1', 'personal'));
    const voided = b.add(foul('home', 'h2', 'personal', 'a3'));
    b.add({ type: 'void', targetClientId: voided });
    const s = replay(setup, b.log);
    expect(['h1', 'h2', 'h3'].map((id) => s.players[id]!.foulsDrawn)).toEqual([2, 1, 1]);
    expect(s.players.a3!.foulsDrawn).toBe(0);
    expect(s.totals.home.foulsDrawn).toBe(4);
    expect(s.totals.away.foulsDrawn).toBe(0);
    // Drawing a foul is not committing one.
    expect(s.players.h1!.personalFouls).toBe(1);
  });

  it('reach the game box a season adds up', () => {
    const b = started();
    b.add(foul('home', 'h2', 'personal', 'a2'));
    const s = replay(setup, b.log);
    const box = gameBoxOf(s, b.log);
    expect(box.players.find((p) => p.playerId === 'a2')!.line.foulsDrawn).toBe(1);
    expect(box.teams.away.foulsDrawn).toBe(1);
  });

  it('a team’s total is the non-technical fouls its opponents committed on its players', () => {
    const kinds = fc.constantFrom<FoulKind>(
      'personal',
      'technical',
      'unsportsmanlike',
      'disqualifying',
      'offensive',
    );
    const fouls = fc.array(
      fc.record({ team: fc.constantFrom<TeamSide>('home', 'away'), kind: kinds, drawn: fc.nat(3) }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(fouls, (list) => {
        const b = started();
        for (const f of list) {
          const fouled = f.team === 'home' ? 'a' : 'h';
          // drawn 0: nobody recorded as fouled.
          const drawnBy = f.drawn === 0 ? undefined : `${fouled}${f.drawn}`;
          b.add(foul(f.team, `${f.team[0]}1`, f.kind, drawnBy));
        }
        const s = replay(setup, b.log);
        for (const side of ['home', 'away'] as const) {
          const expected = list.filter(
            (f) => f.team !== side && f.kind !== 'technical' && f.drawn > 0,
          ).length;
          expect(s.totals[side].foulsDrawn).toBe(expected);
          const lines = Object.values(s.players).filter((l) => l.team === side);
          expect(lines.reduce((n, l) => n + l.foulsDrawn, 0)).toBe(expected);
        }
      }),
    );
  });
});
