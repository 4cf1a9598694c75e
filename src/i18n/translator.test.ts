import { describe, expect, it } from 'vitest';
import { createTranslate } from './translator.ts';

describe('createTranslate', () => {
  const fr = createTranslate('fr', {
    fouls: '{count, plural, one {# faute} other {# fautes}}',
    pct: '{value, number, ::percent .0}',
    link: 'Ouvrir <b>le tableau</b>',
  });

  it('formats plurals and numbers the language’s way', () => {
    expect(fr('fouls', { count: 1 })).toBe('1 faute');
    expect(fr('fouls', { count: 4 })).toBe('4 fautes');
    expect(fr('pct', { value: 0.455 }).replace(/\s/g, ' ')).toBe('45,5 %');
  });

  it('keeps each language’s plural rules and numbers though the formats are shared', () => {
    const en = createTranslate('en', {
      fouls: '{count, plural, one {# foul} other {# fouls}}',
      pct: '{value, number, ::percent .0}',
    });
    // French counts 0 as one, English as other; the same options must not give one the other's.
    expect(en('fouls', { count: 0 })).toBe('0 fouls');
    expect(fr('fouls', { count: 0 })).toBe('0 faute');
    expect(en('fouls', { count: 0 })).toBe('0 fouls');
    expect(en('pct', { value: 0.455 })).toBe('45.5%');
    expect(fr('pct', { value: 0.455 }).replace(/\s/g, ' ')).toBe('45,5 %');
  });

  it('writes counts the language’s way on both sides of the plain-count shortcut', () => {
    const count = { n: '{n, plural, other {# points}}' };
    const en = createTranslate('en', count);
    const pt = createTranslate('pt-BR', count);
    const ar = createTranslate('ar-EG', count);
    expect(en('n', { n: 999 })).toBe('999 points');
    expect(en('n', { n: 1234 })).toBe('1,234 points');
    expect(en('n', { n: 2.5 })).toBe('2.5 points');
    expect(pt('n', { n: 1234 })).toBe('1.234 points');
    expect(createTranslate('fr', count)('n', { n: 1234 }).replace(/\s/g, ' ')).toBe('1 234 points');
    // A language with digits of its own never gets ASCII ones.
    expect(ar('n', { n: 12 })).toBe(`${new Intl.NumberFormat('ar-EG').format(12)} points`);
  });

  it('shows a missing key as the key itself', () => {
    expect(fr('nothing')).toBe('nothing');
  });

  it('hands tagged parts to their functions', () => {
    const parts = fr.rich('link', { b: (chunks) => ({ bold: chunks.join('') }) });
    expect(parts).toEqual(['Ouvrir ', { bold: 'le tableau' }]);
  });
});
