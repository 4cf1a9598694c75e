// The outputs' catalogues: the two namespaces an output shows, in every language. The app's list of
// every namespace would cost an overlay, which has 30 KB for everything, half a kilobyte.
import type { Namespace } from '../../i18n/catalogues.ts';
import { withPseudoLocale } from '../../i18n/pseudo-messages.ts';
import type { Messages } from '../../i18n/translator.ts';

const files = import.meta.glob<Messages>(
  ['../../i18n/locales/*/common.json', '../../i18n/locales/*/outputs.json'],
  { import: 'default' },
);

export const loadOutputCatalogue = withPseudoLocale(
  async (locale: string, namespace: Namespace): Promise<Messages> => {
    const load = files[`../../i18n/locales/${locale}/${namespace}.json`];
    if (!load) throw new Error(`No ${namespace} catalogue for ${locale} on an output`);
    return load();
  },
);
