// The settings list and the build's catalogues come from the folders themselves: whatever folder
// src/i18n/locales holds is a language of the web app, and each loads on its own.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from '../../../i18n/catalogues.ts';
import { pseudoLocale } from '../../../i18n/pseudo-locale.ts';
import { availableCodes, availableLocales } from './available-locales.ts';
import { loadCatalogue } from './catalogue-files.ts';

const dir = path.resolve(import.meta.dirname, '../../../i18n/locales');
const folders = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('catalogue files', () => {
  it('lists every folder of src/i18n/locales, English first, with its own name', () => {
    expect(availableLocales.map((l) => l.code).sort()).toEqual([...folders].sort());
    expect(availableCodes[0]).toBe('en');
    expect(availableLocales.find((l) => l.code === 'es')?.name).toBe('Español');
  });

  it('serves the pseudo-locale when asked, made from English, and never lists it outside dev', async () => {
    expect(availableCodes).toEqual([...availableLocales.map((l) => l.code), pseudoLocale]);
    const pseudo = await loadCatalogue(pseudoLocale, 'common');
    const english = await loadCatalogue('en', 'common');
    expect(Object.keys(pseudo)).toEqual(Object.keys(english));
    const plainText = Object.values(pseudo).filter((m): m is string => typeof m === 'string');
    expect(plainText.length).toBeGreaterThan(10);
    expect(plainText.join(' ')).not.toMatch(/\b(the|and|of)\b/);
  });

  it('loads one namespace of one language', async () => {
    for (const namespace of namespaces) {
      const fr = await loadCatalogue('fr', namespace);
      const onDisk = JSON.parse(
        fs.readFileSync(path.join(dir, 'fr', `${namespace}.json`), 'utf8'),
      ) as object;
      expect(fr).toEqual(onDisk);
    }
  });
});
