import { describe, expect, it } from 'vitest';
import { formatDateTime, formatList, formatPercent } from './intl-format.ts';
import { precompileMessages } from './precompile.ts';
import { accentLetters, pseudoLocale } from './pseudo-locale.ts';
import { pseudoMessages } from './pseudo-messages.ts';
import { createTranslate } from './translator.ts';

const english = {
  title: 'Statistics console',
  pts: 'PTS',
  fouls: '{count, plural, one {# foul} other {# fouls}} for {team}',
  open: 'Open <link>the scoreboard</link>',
};

const asciiLetter = /[A-Za-z]/;

describe('the pseudo-locale', () => {
  it('accents every letter, brackets the message and makes it about 40 % longer', () => {
    const t = createTranslate(pseudoLocale, pseudoMessages(english));
    expect(t('title')).toBe('[Šţåţîšţîçš çöñšöļé ~~~~]');
    expect(t('title').length / english.title.length).toBeCloseTo(1.4, 1);
    // Abbreviations stay as short as they are in every language.
    expect(t('pts')).toBe('ÞŢŠ');
  });

  it('grows a long message by words that wrap, never by one word longer than any English one', () => {
    const long = 'Open this page on the device and follow the steps for its system. '.repeat(3);
    const grown = createTranslate(pseudoLocale, pseudoMessages({ long }))('long');
    expect(grown.length / long.length).toBeCloseTo(1.4, 1);
    const longest = Math.max(...grown.split(' ').map((word) => [...word].length));
    expect(longest).toBeLessThanOrEqual(9);
  });

  it('keeps arguments, plurals and tags working, with the values as given', () => {
    const t = createTranslate(pseudoLocale, pseudoMessages(english));
    const one = t('fouls', { count: 1, team: 'Lakers' });
    expect(one).toMatch(/^\[1 ƒöûļ ƒöŕ Lakers ~+\]$/);
    expect(t('fouls', { count: 4, team: 'Lakers' })).toContain('4 ƒöûļš');
    const rich = t.rich('open', { link: (chunks: string[]) => `<a>${chunks.join('')}</a>` });
    expect(rich.join('')).toMatch(/^\[Öþéñ <a>ţĥé šçöŕéƀöåŕð<\/a> ~+\]$/);
  });

  it('reads catalogues parsed ahead (the builds) and as written (dev, tests, server) alike', () => {
    const fromParsed = createTranslate(
      pseudoLocale,
      pseudoMessages(precompileMessages('en', english)),
    );
    const fromWritten = createTranslate(pseudoLocale, pseudoMessages(english));
    const values = { count: 2, team: 'X', link: (chunks: string[]) => chunks.join('') };
    for (const key of Object.keys(english) as (keyof typeof english)[])
      expect(fromParsed.rich(key, values)).toEqual(fromWritten.rich(key, values));
  });

  it('leaves no plain letter in text Intl writes for it', () => {
    const date = formatDateTime(pseudoLocale, Date.UTC(2026, 11, 7, 15), {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    expect(date).toContain('2026');
    expect(date).not.toMatch(asciiLetter);
    expect(date).toContain(accentLetters('December'));
    expect(formatPercent(pseudoLocale, 0.455)).toBe('45.5%');
    expect(formatList(pseudoLocale, ['Ana', 'Bo', 'Cy'])).toBe('Ana, Bo, åñð Cy');
    expect(formatList('es', ['Ana', 'Bo', 'Cy'])).toBe('Ana, Bo y Cy');
  });
});
