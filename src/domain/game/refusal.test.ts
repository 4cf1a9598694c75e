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
    expect(refusalInEnglish({ code: 'shot-value', values: [1, 2], points: 3 })).toBe(
      'A field goal in this game is worth 1 or 2 points, not 3.',
    );
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
