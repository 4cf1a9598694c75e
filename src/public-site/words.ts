// The language a public page speaks: the tournament's, or the one `?lang=` asked for. The server
// embeds the locale and the messages of that one language (only `common` and `public`) in the
// page beside the view, so the browser's hydration writes the same words without another request.
import type { MessageKey } from '../i18n/catalogues.ts';
import { createTranslate, type Messages, type Translate } from '../i18n/translator.ts';
import { withQuery } from './links.ts';

/** What the page embeds for hydration: plain JSON. */
export interface PageLanguage {
  locale: string;
  /** The `?lang=` the reader asked for, kept by the site's links; null: the tournament's. */
  asked: string | null;
  messages: { common: Messages; public: Messages };
}

/** The page's translators and its locale for Intl, built once per render from a PageLanguage. */
export interface Words {
  locale: string;
  t: Translate<MessageKey<'public'>>;
  tc: Translate<MessageKey<'common'>>;
  /** The `?lang=` the reader asked for, or null. */
  asked: string | null;
  /** A link inside the site: it keeps `?lang=` when the reader asked for a language. */
  link: (path: string, season?: string | null) => string;
}

const wordsByLanguage = new WeakMap<PageLanguage, Words>();

/** The words of a PageLanguage, made once per PageLanguage: a translator parses each message once. */
export function wordsOf(language: PageLanguage): Words {
  let words = wordsByLanguage.get(language);
  if (!words) {
    const { locale, asked } = language;
    words = {
      locale,
      t: createTranslate(locale, language.messages.public),
      tc: createTranslate(locale, language.messages.common),
      asked,
      link: (path, season = null) => withQuery(path, { season, lang: asked }),
    };
    wordsByLanguage.set(language, words);
  }
  return words;
}

/** The public pages count regulation periods as quarters (their payloads carry no rules). */
export const publicPeriods = { periods: 4 } as const;
