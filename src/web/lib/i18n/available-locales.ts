// The languages the build has catalogues for: every `src/i18n/locales/<code>/` folder, named by its
// meta.json (small, bundled). Apart from the catalogue files so a page lists the languages without
// carrying the way to load every namespace of every one.
import type { LocaleInfo } from '../../../i18n/catalogues.ts';
import { defaultLocale } from '../../../i18n/negotiate.ts';

const metas = import.meta.glob<{ name: string }>('../../../i18n/locales/*/meta.json', {
  import: 'default',
  eager: true,
});

const folderOf = (file: string) => file.split('/').at(-2) ?? '';

/** Every language a catalogue folder exists for, English first, then by code. */
export const availableLocales: readonly LocaleInfo[] = Object.entries(metas)
  .map(([file, meta]) => ({ code: folderOf(file), name: meta.name }))
  .sort((a, b) =>
    // Codes are ASCII: compared as they are, since localeCompare would load a collator first.
    a.code === defaultLocale ? -1 : b.code === defaultLocale ? 1 : a.code < b.code ? -1 : 1,
  );

export const availableCodes: readonly string[] = availableLocales.map((l) => l.code);
