// What the browser builds ship: every catalogue parsed ahead formats exactly as the text it comes
// from, with no parser to fall back on (the builds have none).
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it } from 'vitest';
import { namespaces } from './catalogues.ts';
import { precompileMessages } from './precompile.ts';
import { createTranslate } from './translator.ts';

const dir = path.join(import.meta.dirname, 'locales');
const locales = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const read = (locale: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, locale, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;

type Value = string | number | Date | ((chunks: unknown[]) => string);

/** A value for each argument and tag of a message, of the kind it formats. */
function valuesFor(message: string): Record<string, Value> {
  const values: Record<string, Value> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument) values[el.value] ??= 'Ñúñez';
      else if (el.type === TYPE.number || el.type === TYPE.plural) values[el.value] = 3;
      else if (el.type === TYPE.date || el.type === TYPE.time)
        values[el.value] = new Date(Date.UTC(2026, 6, 4, 18, 30));
      else if (el.type === TYPE.select) values[el.value] ??= Object.keys(el.options)[0] ?? 'other';
      else if (el.type === TYPE.tag) values[el.value] = (chunks) => `[${chunks.join('')}]`;
      if (el.type === TYPE.select || el.type === TYPE.plural) {
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return values;
}

const parser = IntlMessageFormat.__parse;
afterEach(() => {
  IntlMessageFormat.__parse = parser;
});

describe('precompiled catalogues', () => {
  for (const locale of locales) {
    it(`${locale}: format as the catalogues' text does, without a parser`, () => {
      const cases = namespaces.flatMap((namespace) => {
        const source = read(locale, namespace);
        const fromText = createTranslate(locale, source);
        const compiled = createTranslate(locale, precompileMessages(locale, source));
        return Object.entries(source).map(([key, message]) => {
          const values = valuesFor(message);
          return { key, values, compiled, expected: fromText.rich(key, values).join('') };
        });
      });
      IntlMessageFormat.__parse = undefined;
      for (const { key, values, expected, compiled } of cases) {
        expect(compiled.rich(key, values).join(''), key).toBe(expected);
      }
    });
  }

  it('keeps text without syntax as text, and parses the rest', () => {
    const compiled = precompileMessages('fr', {
      plain: 'Temps mort',
      quoted: "L'équipe",
      plural: '{count, plural, one {# faute} other {# fautes}}',
    });
    expect(compiled.plain).toBe('Temps mort');
    expect(Array.isArray(compiled.quoted)).toBe(true);
    expect(Array.isArray(compiled.plural)).toBe(true);
  });
});
