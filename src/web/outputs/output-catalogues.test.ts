import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pseudoLocale } from '../../i18n/pseudo-locale.ts';
import { availableLocales } from '../lib/i18n/available-locales.ts';
import { loadOutputCatalogue } from './output-catalogues.ts';

const dir = path.resolve(import.meta.dirname, '../../i18n/locales');

describe('the outputs’ catalogues', () => {
  it('load the two namespaces an output shows, in every language', async () => {
    for (const { code } of availableLocales) {
      for (const namespace of ['common', 'outputs'] as const) {
        const onDisk = JSON.parse(
          fs.readFileSync(path.join(dir, code, `${namespace}.json`), 'utf8'),
        ) as object;
        expect(await loadOutputCatalogue(code, namespace)).toEqual(onDisk);
      }
    }
  });

  it('make the pseudo-locale’s from the English ones', async () => {
    const english = await loadOutputCatalogue('en', 'outputs');
    const pseudo = await loadOutputCatalogue(pseudoLocale, 'outputs');
    expect(Object.keys(pseudo)).toEqual(Object.keys(english));
    expect(pseudo).not.toEqual(english);
  });

  it('hold nothing of the app’s other pages', async () => {
    await expect(loadOutputCatalogue('en', 'manage')).rejects.toThrow(/No manage catalogue/);
  });
});
