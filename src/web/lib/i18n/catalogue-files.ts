// The app's catalogues as the build sees them: each namespace file of each language is a chunk of
// its own, fetched only when a page of that language needs it.
import type { Namespace } from '../../../i18n/catalogues.ts';
import type { Messages } from '../../../i18n/translator.ts';

const files = import.meta.glob<Messages>(
  ['../../../i18n/locales/*/*.json', '!../../../i18n/locales/*/meta.json'],
  { import: 'default' },
);

export async function loadCatalogue(locale: string, namespace: Namespace): Promise<Messages> {
  const load = files[`../../../i18n/locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} catalogue for ${locale}`);
  return load();
}
