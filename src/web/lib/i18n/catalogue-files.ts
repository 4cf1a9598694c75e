// The app's catalogues as the build sees them: each namespace file of each language is a chunk of
// its own, fetched only when a page of that language needs it. The pseudo-locale's are made from
// the English ones.
import type { Namespace } from '../../../i18n/catalogues.ts';
import { withPseudoLocale } from '../../../i18n/pseudo-messages.ts';
import type { Messages } from '../../../i18n/translator.ts';

const files = import.meta.glob<Messages>(
  ['../../../i18n/locales/*/*.json', '!../../../i18n/locales/*/meta.json'],
  { import: 'default' },
);

export const loadCatalogue = withPseudoLocale(
  async (locale: string, namespace: Namespace): Promise<Messages> => {
    const load = files[`../../../i18n/locales/${locale}/${namespace}.json`];
    if (!load) throw new Error(`No ${namespace} catalogue for ${locale}`);
    return load();
  },
);
