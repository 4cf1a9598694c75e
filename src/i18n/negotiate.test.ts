import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, pickLocale } from './negotiate.ts';

const available = ['en', 'es', 'fr', 'pt-BR'];

describe('language negotiation', () => {
  it('orders Accept-Language by weight, then by position, without * and q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, es-ES, *;q=0.1, de;q=0, pt-BR;q=0.9')).toEqual([
      'es-ES',
      'pt-BR',
      'fr',
    ]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('takes the first wish a catalogue serves, exactly or by language, else English', () => {
    expect(pickLocale(['es-ES'], available)).toBe('es');
    expect(pickLocale(['pt-PT'], available)).toBe('pt-BR');
    expect(pickLocale(['pt-br'], available)).toBe('pt-BR');
    expect(pickLocale([null, 'de-DE', 'fr-CA'], available)).toBe('fr');
    expect(pickLocale(['de', 'ja'], available)).toBe('en');
    expect(pickLocale([], available)).toBe('en');
  });
});
