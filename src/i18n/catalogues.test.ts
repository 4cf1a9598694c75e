// Every catalogue holds exactly English's keys, each message is valid ICU MessageFormat with the
// same placeholders and tags as the English one, and every plural has the forms its language needs.
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { namespaces } from './catalogues.ts';

const dir = path.join(import.meta.dirname, 'locales');
const locales = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const read = (locale: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, locale, file), 'utf8')) as Record<string, string>;

interface Shape {
  arguments: Set<string>;
  problems: string[];
}

/** The arguments and tags a message uses, and plurals that lack a form the language needs. */
function shapeOf(message: string, locale: string): Shape {
  const shape: Shape = { arguments: new Set(), problems: [] };
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (
        el.type === TYPE.argument ||
        el.type === TYPE.number ||
        el.type === TYPE.date ||
        el.type === TYPE.time
      ) {
        shape.arguments.add(el.value);
      } else if (el.type === TYPE.select || el.type === TYPE.plural) {
        shape.arguments.add(el.value);
        if (!('other' in el.options)) shape.problems.push(`${el.value} has no "other"`);
        if (el.type === TYPE.plural && !el.pluralType?.startsWith('ordinal')) {
          for (const form of needed) {
            // "many" is for millions in French, Spanish and Portuguese: "other" serves it.
            if (
              form !== 'many' &&
              !(form in el.options) &&
              !Object.keys(el.options).some((k) => k.startsWith('='))
            ) {
              shape.problems.push(`${el.value} lacks the "${form}" form`);
            }
          }
        }
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (el.type === TYPE.tag) {
        shape.arguments.add(`<${el.value}>`);
        walk(el.children);
      }
    }
  };
  walk(parse(message));
  return shape;
}

describe('message catalogues', () => {
  it('has English, Spanish, French and Brazilian Portuguese', () => {
    expect(locales).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'pt-BR']));
  });

  for (const locale of locales) {
    describe(locale, () => {
      it('names itself in meta.json', () => {
        expect(read(locale, 'meta.json').name).toEqual(expect.any(String));
      });

      for (const namespace of namespaces) {
        it(`${namespace}: the same keys, placeholders and tags as English, and every plural form`, () => {
          const english = read('en', `${namespace}.json`);
          const own = read(locale, `${namespace}.json`);
          expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
          const problems: string[] = [];
          for (const [key, message] of Object.entries(own)) {
            let shape: Shape;
            try {
              shape = shapeOf(message, locale);
            } catch (error) {
              problems.push(`${key}: not valid ICU (${String(error)})`);
              continue;
            }
            const reference = shapeOf(english[key] ?? '', 'en');
            if ([...shape.arguments].sort().join() !== [...reference.arguments].sort().join()) {
              problems.push(
                `${key}: uses {${[...shape.arguments].join(', ')}}, English {${[...reference.arguments].join(', ')}}`,
              );
            }
            problems.push(...shape.problems.map((p) => `${key}: ${p}`));
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }
});
