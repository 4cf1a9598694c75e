import { describe, expect, it } from 'vitest';
import { displayText, displayTexts, hasHiddenCharacters } from './display-text.ts';

describe('hidden characters', () => {
  it('are controls other than tab and line breaks, U+FFFE/U+FFFF and direction overrides', () => {
    for (const c of ['\u0001', '\u0007', '\u000b', '\u001f', '\u007f', '\u0085', '\ufffe']) {
      expect(hasHiddenCharacters(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(true);
    }
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2069']) {
      expect(hasHiddenCharacters(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(true);
    }
    // Tab, line breaks, the implicit direction marks, joiners and any script are text.
    for (const text of ['a\tb', 'a\nb\r\n', 'שלום\u200e 3', '👨\u200d👩\u200d👧', 'Dončić 東京']) {
      expect(hasHiddenCharacters(text), text).toBe(false);
    }
  });

  it('are left out of what is shown, and NUL with them', () => {
    expect(displayText('Harbour\u0001 Hawks\u001f')).toBe('Harbour Hawks');
    expect(displayText('\u202eslwO yellaV')).toBe('slwO yellaV');
    expect(displayText('\u0000Gym\uffff')).toBe('Gym');
    expect(displayText('São Paulo\tFC')).toBe('São Paulo\tFC');
  });

  it('are left out of every string of a payload, which is copied only where it changed', () => {
    const clean = { id: 'g1', teams: [{ name: 'Hawks' }], at: new Date(0) };
    expect(displayTexts(clean)).toBe(clean);
    const payload = {
      id: 'g1',
      score: 3,
      live: null,
      teams: [{ name: 'Ha\u0007wks' }, { name: 'Owls' }],
      league: { name: '\u2066League\u2069', seasons: [] },
    };
    const shown = displayTexts(payload);
    expect(shown).toEqual({
      id: 'g1',
      score: 3,
      live: null,
      teams: [{ name: 'Hawks' }, { name: 'Owls' }],
      league: { name: 'League', seasons: [] },
    });
    expect(shown.teams[1]).toBe(payload.teams[1]);
    expect(payload.teams[0]!.name).toBe('Ha\u0007wks');
  });
});
