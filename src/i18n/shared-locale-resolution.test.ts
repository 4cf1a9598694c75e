// The patch of intl-messageformat's static resolveLocale holds only while the library calls it for
// every message and takes an Intl.Locale back: these fail when an upgrade changes either.
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareResolvedLocales, sharedLocale } from './shared-locale-resolution.ts';

describe('shared locale resolution', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is what intl-messageformat asks for the locale of each message', () => {
    shareResolvedLocales();
    expect(IntlMessageFormat.resolveLocale).toBe(sharedLocale);
    const asked = vi.spyOn(IntlMessageFormat, 'resolveLocale');
    const message = new IntlMessageFormat('{n, plural, one {# partido} other {# partidos}}', 'es');
    expect(asked).toHaveBeenCalled();
    expect(message.resolvedOptions().locale).toBe('es');
    expect(message.format({ n: 3 })).toBe('3 partidos');
  });

  it('makes one locale per language tag, whether given a tag or a list', () => {
    const first = sharedLocale('pt-BR');
    expect(first).toBeInstanceOf(Intl.Locale);
    expect(first.toString()).toBe('pt-BR');
    expect(sharedLocale(['pt-BR', 'en'])).toBe(first);
  });
});
