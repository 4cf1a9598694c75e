// The catalogues as the build sees them: every `src/i18n/locales/<code>/` folder is a language
// (its meta.json is small and bundled), and each of its namespace files is a chunk of its own,
// fetched only when a page of that language needs it.
import type { LocaleInfo, Namespace } from '../../../i18n/catalogues.ts';
import { defaultLocale } from '../../../i18n/negotiate.ts';
import type { Messages } from '../../../i18n/translator.ts';

const files = import.meta.glob<Messages>(
  ['../../../i18n/locales/*/*.json', '!../../../i18n/locales/*/meta.json'],
  { import: 'default' },
);
const metas = import.meta.glob<{ name: string }>('../../../i18n/locales/*/meta.json', {
  import: 'default',
  eager: true,
});

const folderOf = (file: string) => file.split('/').at(-2) ?? '';

/** Every language a catalogue folder exists for, English first, then by code. */
export const availableLocales: readonly LocaleInfo[] = Object.entries(metas)
  .map(([file, meta]) => ({ code: folderOf(file), name: meta.name }))
  .sort((a, b) =>
    a.code === defaultLocale ? -1 : b.code === defaultLocale ? 1 : a.code.localeCompare(b.code),
  );

export const availableCodes: readonly string[] = availableLocales.map((l) => l.code);

export async function loadCatalogue(locale: string, namespace: Namespace): Promise<Messages> {
  const load = files[`../../../i18n/locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} catalogue for ${locale}`);
  return load();
}
