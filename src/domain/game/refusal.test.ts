import { describe, expect, it } from 'vitest';
import { refusalInEnglish } from './refusal.ts';

describe('refusalInEnglish', () => {
  it('says a refusal in the sentence logs and API clients read, players by id', () => {
    expect(refusalInEnglish({ code: 'already-on-court', playerId: 'h2' })).toBe(
      'Player h2 is already on the court.',
    );
    expect(refusalInEnglish({ code: 'player-other-team', playerId: 'a1', team: 'home' })).toBe(
      'Player a1 plays for the away team, not the home team.',
    );
    expect(refusalInEnglish({ code: 'fouled-teammate', playerId: 'a4', team: 'away' })).toBe(
      'The fouled player must be an opponent: Player a4 plays for the away team, not the home team.',
    );
    expect(
      refusalInEnglish({
        code: 'shot-value',
        playerId: 'h1',
        rules: 'fiba-3x3',
        values: [1, 2],
        points: 3,
      }),
    ).toBe(
      "Player h1's field goal cannot be worth 3 points: under FIBA 3x3 rules a field goal is worth 1 or 2 points.",
    );
    expect(
      refusalInEnglish({
        code: 'free-throw-value',
        playerId: 'h3',
        rules: 'nba',
        max: 1,
        points: 2,
      }),
    ).toBe(
      "Player h3's free throw cannot be worth 2 points: under NBA rules a free throw is worth 1 point.",
    );
    expect(
      refusalInEnglish({
        code: 'free-throw-value',
        playerId: 'h3',
        rules: 'custom',
        max: 2,
        points: 3,
      }),
    ).toBe(
      "Player h3's free throw cannot be worth 3 points: under this season’s rules a free throw is worth at most 2 points.",
    );
    expect(
      refusalInEnglish({ code: 'play-outside-period', period: 4, clockMs: 750_000, minutes: 12 }),
    ).toBe('The play is timed at 12:30, but period 4 lasts 12 minutes.');
    expect(refusalInEnglish({ code: 'self-assist', play: 'free-throw' })).toBe(
      'A player cannot assist their own free throw.',
    );
    expect(refusalInEnglish({ code: 'log-full', max: 30_000 })).toBe(
      "This game's log is full (30,000 events): nothing more can be recorded for it.",
    );
  });

  it('passes a malformed event’s detail through as it is', () => {
    const detail = '"points" is not a field of a timeout event.';
    expect(refusalInEnglish({ code: 'malformed-event', detail })).toBe(detail);
  });
});
