import { describe, expect, it } from 'vitest';
import type { LiveGame } from '../../contract/live-games.ts';
import { inkFor, showsPoweredBy, teamLook } from './team-colors.ts';

function game(ownerTier: LiveGame['ownerTier']): LiveGame {
  const team = (name: string, primaryColor: string) => ({
    id: name,
    name,
    shortName: name.slice(0, 3).toUpperCase(),
    primaryColor,
    secondaryColor: '#ffffff',
    logoUrl: `/api/uploads/${name}`,
    coach: '',
    players: [],
  });
  return {
    id: 'g',
    tournamentId: 't',
    tournamentName: 'T',
    seasonId: 's',
    seasonName: 'S',
    scheduledAt: null,
    timezone: 'UTC',
    venue: '',
    court: '',
    round: '',
    status: 'live',
    scoreSource: 'console',
    language: 'en',
    rules: {} as LiveGame['rules'],
    home: team('hawks', '#fde047'),
    away: team('vipers', '#14532d'),
    ownerTier,
  };
}

describe('inkFor', () => {
  it('writes black on light colours and white on dark ones', () => {
    expect(inkFor('#fde047')).toBe('#000000');
    expect(inkFor('#ffffff')).toBe('#000000');
    expect(inkFor('#14532d')).toBe('#ffffff');
    expect(inkFor('#000')).toBe('#ffffff');
  });
});

describe('teamLook', () => {
  it('gives premium owners their colours and logos', () => {
    const look = teamLook(game('tempo-premium'), 'home');
    expect(look).toEqual({ background: '#fde047', ink: '#000000', logoUrl: '/api/uploads/hawks' });
    expect(showsPoweredBy(game('tempo-premium'))).toBe(false);
  });

  it("gives free owners Tempo's neutral palette, no logos, and the mark", () => {
    const look = teamLook(game('free'), 'away');
    expect(look.logoUrl).toBeNull();
    expect(look.background).not.toBe('#14532d');
    expect(showsPoweredBy(game('free'))).toBe(true);
  });
});
