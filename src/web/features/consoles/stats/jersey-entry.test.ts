import { describe, expect, it } from 'vitest';
import { matchJersey, type JerseyPlayer } from './jersey-entry.ts';

const players: JerseyPlayer[] = [
  { side: 'home', playerId: 'h2', jersey: '2' },
  { side: 'home', playerId: 'h23', jersey: '23' },
  { side: 'home', playerId: 'h0', jersey: '0' },
  { side: 'home', playerId: 'h00', jersey: '00' },
  { side: 'home', playerId: 'h7', jersey: '7' },
  { side: 'away', playerId: 'a7', jersey: '7' },
  { side: 'away', playerId: 'a14', jersey: '14' },
];

describe('jersey entry', () => {
  it('a number that is no other number’s start is selected at once', () => {
    expect(matchJersey('23', players, false)).toEqual({ kind: 'select', player: players[1] });
    expect(matchJersey('14', players, false)).toMatchObject({ player: { playerId: 'a14' } });
  });

  it('"2" waits for a possible "23", then is number 2 after the pause', () => {
    expect(matchJersey('2', players, false)).toEqual({ kind: 'wait' });
    expect(matchJersey('2', players, true)).toMatchObject({ player: { playerId: 'h2' } });
    expect(matchJersey('0', players, false)).toEqual({ kind: 'wait' });
    expect(matchJersey('00', players, false)).toMatchObject({ player: { playerId: 'h00' } });
  });

  it('a number both teams wear is asked about; an unknown one selects nobody', () => {
    expect(matchJersey('7', players, false)).toEqual({
      kind: 'ambiguous',
      players: [players[4], players[5]],
    });
    expect(matchJersey('1', players, false)).toEqual({ kind: 'wait' });
    expect(matchJersey('1', players, true)).toEqual({ kind: 'none' });
    expect(matchJersey('99', players, false)).toEqual({ kind: 'none' });
  });
});
