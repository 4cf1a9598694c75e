// Every console and output has its own name in the monitor's list and its own words (with their
// article) in the consoles' "who runs the clock" line, in every language: none falls through to
// a catch-all.
import { describe, expect, it } from 'vitest';
import { consoleKinds, outputKinds } from '../../../domain/plans/plans.ts';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import { createTranslate, type Messages } from '../../../i18n/translator.ts';
import { isScreenKind, screenLabel, screenSelector } from './screen-labels.ts';

const languages = ['en', 'es', 'fr', 'pt-BR'] as const;
const kinds = [...consoleKinds, ...outputKinds];

async function words(code: string) {
  const load = (ns: string) =>
    import(`../../../i18n/locales/${code}/${ns}.json`).then(
      (m: { default: Messages }) => m.default,
    );
  return {
    manage: createTranslate<MessageKey<'manage'>>(code, await load('manage')),
    console: createTranslate<MessageKey<'console'>>(code, await load('console')),
  };
}

describe('screen names', () => {
  it('knows every console and output, and nothing else', () => {
    for (const kind of kinds) expect(isScreenKind(kind)).toBe(true);
    expect(isScreenKind('projector')).toBe(false);
  });

  it.each(languages)('names each screen apart in %s', async (code) => {
    const t = await words(code);
    const labels = kinds.map((kind) => screenLabel(t.manage, kind));
    expect(new Set(labels).size).toBe(kinds.length);
    const owners = kinds.map((kind) =>
      t.console('owner.deviceScreen', { screen: screenSelector(kind), code: 'abc123' }),
    );
    expect(new Set(owners).size).toBe(kinds.length);
    const fallback = t.console('owner.deviceScreen', { screen: 'none', code: 'abc123' });
    expect(owners).not.toContain(fallback);
  });

  it('reads as each language says it', async () => {
    const es = await words('es');
    expect(screenLabel(es.manage, 'scoreboard-view')).toBe('Vista del marcador');
    expect(
      es.console('owner.runFrom', {
        device: es.console('owner.deviceScreen', { screen: 'timescore', code: 'abc123' }),
      }),
    ).toBe('El reloj se lleva desde la consola de tiempo y marcador del dispositivo abc123.');
    const en = await words('en');
    expect(
      en.console('owner.runFrom', {
        device: en.console('owner.deviceScreen', {
          screen: screenSelector('scoreboard-view'),
          code: 'abc123',
        }),
      }),
    ).toBe('The clock is run from the Scoreboard view on device abc123.');
  });
});
