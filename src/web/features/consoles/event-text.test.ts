import { describe, expect, it } from 'vitest';
import type { LiveGame } from '../../../contract/live-games.ts';
import { rulePresets } from '../../../domain/season/rule-presets.ts';
import { describeEvent, withNames } from './event-text.ts';

const player = (id: string, jersey: string, firstName: string, lastName: string) => ({
  id,
  jersey,
  firstName,
  lastName,
  position: null,
  active: true,
});
const team = (name: string, shortName: string, players: ReturnType<typeof player>[]) => ({
  id: `team-${shortName}`,
  name,
  shortName,
  primaryColor: '#123456',
  secondaryColor: '#ffffff',
  logoUrl: null,
  coach: '',
  players,
});
const game: LiveGame = {
  id: 'g',
  tournamentId: 't',
  seasonId: 's',
  tournamentName: 'Cup',
  seasonName: 'Winter',
  scheduledAt: null,
  timezone: 'UTC',
  venue: '',
  court: '',
  round: '',
  status: 'live',
  scoreSource: 'stats',
  rules: rulePresets.fiba,
  home: team('Harbour Hawks', 'HAW', [
    player('p-ada', '7', 'Ada', 'Stone'),
    player('p-ben', '4', 'Ben', 'Rivera'),
  ]),
  away: team('Valley Vipers', 'VIP', [player('p-cleo', '11', 'Cleo', 'Okafor')]),
  ownerTier: 'tempo-premium',
};
const at = { clientId: 'c-0000001', period: 2, clockMs: 300_000 };

describe('describeEvent', () => {
  it('names players with their numbers', () => {
    expect(
      describeEvent(game, {
        ...at,
        type: 'shot',
        team: 'home',
        playerId: 'p-ada',
        points: 3,
        made: true,
        assistPlayerId: 'p-ben',
      }),
    ).toBe('3PT made: #7 Ada Stone (assist #4 Ben Rivera)');
    expect(
      describeEvent(game, {
        ...at,
        type: 'rebound',
        team: 'away',
        playerId: null,
        offensive: false,
      }),
    ).toBe('Team defensive rebound: Valley Vipers');
    expect(
      describeEvent(game, {
        ...at,
        type: 'foul',
        team: 'away',
        offender: 'player',
        playerId: 'p-cleo',
        kind: 'personal',
        shooting: true,
      }),
    ).toBe('Personal foul (shooting): #11 Cleo Okafor');
    expect(
      describeEvent(game, {
        ...at,
        type: 'substitution',
        team: 'home',
        playersIn: ['p-ben'],
        playersOut: ['p-ada'],
      }),
    ).toBe('Substitution Harbour Hawks: in #4; out #7');
    expect(describeEvent(game, { ...at, type: 'score-adjust', team: 'home', points: -1 })).toBe(
      '−1 Harbour Hawks',
    );
  });

  it('puts names into the reducer’s reasons', () => {
    expect(withNames(game, 'Player p-ada is already on the court.')).toBe(
      '#7 Ada Stone is already on the court.',
    );
    expect(withNames(null, 'Player p-ada is x')).toBe('Player p-ada is x');
  });
});
