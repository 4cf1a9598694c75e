import { describe, expect, it } from 'vitest';
import { hookOf } from './plugin-hooks.ts';
import { precompiledCatalogues } from './precompiled-catalogues.ts';

const catalogue = '/app/src/i18n/locales/en/common.json';

describe('precompiledCatalogues', () => {
  it("turns a catalogue's messages into parsed messages", async () => {
    const transform = hookOf(precompiledCatalogues(), 'transform');
    const source = JSON.stringify({ plain: 'Halftime', end: 'End {period}' });
    const result = (await transform(source, catalogue)) as { code: string };
    const messages = JSON.parse(result.code) as Record<string, unknown>;
    expect(messages.plain).toBe('Halftime');
    // ICU's AST: a literal, then the argument.
    expect(messages.end).toEqual([
      { type: 0, value: 'End ' },
      { type: 1, value: 'period' },
    ]);
  });

  it("leaves a language's name and every other JSON file as written", async () => {
    const transform = hookOf(precompiledCatalogues(), 'transform');
    const source = JSON.stringify({ name: 'English' });
    expect(await transform(source, '/app/src/i18n/locales/en/meta.json')).toBeNull();
    expect(await transform(source, '/app/package.json')).toBeNull();
  });

  it("resolves ICU's parser to its parser-less build and nothing else", async () => {
    const asked: string[] = [];
    const context = {
      resolve: (source: string) => {
        asked.push(source);
        return Promise.resolve({ id: `/node_modules/${source}` });
      },
    };
    const resolveId = hookOf(precompiledCatalogues(), 'resolveId', context);
    const options = { isEntry: false } as never;
    expect(await resolveId('@formatjs/icu-messageformat-parser', '/app/x.ts', options)).toEqual({
      id: '/node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
    });
    expect(await resolveId('intl-messageformat', '/app/x.ts', options)).toBeNull();
    expect(asked).toEqual(['@formatjs/icu-messageformat-parser/no-parser.js']);
  });
});
