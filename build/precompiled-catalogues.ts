// Catalogues parsed at build time (src/i18n/precompile.ts, decision 0032) and ICU's parser left
// out of every page: each message reaches the browser parsed, so nothing there parses, and a
// phone's first visit carries about 7 KB less. Before Vite's JSON plugin, which turns the result
// into a module. The dev server and the tests keep the parser and read the catalogues as written.
import type { Plugin } from 'vite';
import { precompileMessages } from '../src/i18n/precompile.ts';

/** A namespace file of a catalogue folder (meta.json is the language's name, not messages). */
const catalogueFile =
  /[\\/]src[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/](?!meta\.json$)[^\\/]+\.json$/;

const parser = '@formatjs/icu-messageformat-parser';

export function precompiledCatalogues(): Plugin {
  return {
    name: 'tempo-precompiled-catalogues',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (source !== parser) return null;
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      const match = catalogueFile.exec(id);
      if (!match) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(precompileMessages(match[1]!, messages)), map: null };
    },
  };
}
