// The languages the build has catalogues for: every `src/i18n/locales/<code>/` folder, named by its
// meta.json (small, bundled). Apart from the catalogue files so a page lists the languages without
// carrying the way to load every namespace of every one.
import type { LocaleInfo } from '../../../i18n/catalogues.ts';
import { defaultLocale } from '../../../i18n/negotiate.ts';
import { pseudoLocale } from '../../../i18n/pseudo-locale.ts';

const metas = import.meta.glob<{ name: string }>('../../../i18n/locales/*/meta.json', {
  import: 'default',
  eager: true,
});

const folderOf = (file: string) => file.split('/').at(-2) ?? '';

const catalogueLocales: readonly LocaleInfo[] = Object.entries(metas)
  .map(([file, meta]) => ({ code: folderOf(file), name: meta.name }))
  .sort((a, b) =>
    // Codes are ASCII: compared as they are, since localeCompare would load a collator first.
    a.code === defaultLocale ? -1 : b.code === defaultLocale ? 1 : a.code < b.code ? -1 : 1,
  );

const pseudo: LocaleInfo = { code: pseudoLocale, name: '[Þšéûðö-Éñĝļîšĥ]' };

/**
 * The languages a person can choose: every catalogue folder, English first, then by code; and in
 * development the pseudo-locale, to look at a screen in it.
 */
export const availableLocales: readonly LocaleInfo[] =
  import.meta.env.MODE === 'development' ? [...catalogueLocales, pseudo] : catalogueLocales;

/**
 * The languages a page is shown in when asked for: those, and the pseudo-locale in every build,
 * for a browser set to `en-XA` or an address with `?lang=en-XA` (the browser check of every
 * screen). Nobody's browser asks for it by accident, and it is never listed to people.
 */
export const availableCodes: readonly string[] = [
  ...catalogueLocales.map((l) => l.code),
  pseudoLocale,
];
