import { describe, expect, it } from 'vitest';
import { gameLanguage, requestedLanguage, startLanguage } from './output-language.ts';

const available = ['en', 'es', 'fr', 'pt-BR'];

describe('an output’s language', () => {
  it('takes ?lang= only when a catalogue serves it', () => {
    expect(requestedLanguage('?lang=fr', available)).toBe('fr');
    expect(requestedLanguage('?overlay=1&lang=pt-br', available)).toBe('pt-BR');
    expect(requestedLanguage('?lang=es-MX', available)).toBe('es');
    expect(requestedLanguage('?lang=de', available)).toBeNull();
    expect(requestedLanguage('?lang=', available)).toBeNull();
    expect(requestedLanguage('', available)).toBeNull();
  });

  it('follows the tournament, not the viewer, once the game is known', () => {
    expect(gameLanguage(null, 'es', available)).toBe('es');
    expect(gameLanguage('fr', 'es', available)).toBe('fr');
    // A tournament's language with no catalogue any more falls back to English.
    expect(gameLanguage(null, 'de', available)).toBe('en');
  });

  it('speaks ?lang=, else the browser’s languages, before the game is known', () => {
    expect(startLanguage(null, ['es-ES', 'en'], available)).toBe('es');
    expect(startLanguage('fr', ['es-ES'], available)).toBe('fr');
    expect(startLanguage(null, ['de-DE'], available)).toBe('en');
  });
});
