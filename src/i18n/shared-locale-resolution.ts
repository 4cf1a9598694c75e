// intl-messageformat asks Intl which of the locales it is given are supported, for every message:
// the first question loads the whole list of Intl's locales, slow on a phone. Ours are always a
// catalogue's language, which Intl supports, so the locale is taken as it is, once per locale. (It
// is used to parse a message's text, which the server does; the browser gets messages parsed.)
// The library offers no option for this, only its static `resolveLocale`, which it calls for every
// message: replacing it is the one patch of a library we keep, here alone, and
// shared-locale-resolution.test.ts fails if the library stops calling it or changes its shape.
import { IntlMessageFormat } from 'intl-messageformat';

const resolvedLocales = new Map<string, Intl.Locale>();

/** The locale of a message's language, made once per language tag. */
export function sharedLocale(locales: string | readonly string[]): Intl.Locale {
  const tag = typeof locales === 'string' ? locales : (locales[0] ?? 'en');
  let locale = resolvedLocales.get(tag);
  if (!locale) resolvedLocales.set(tag, (locale = new Intl.Locale(tag)));
  return locale;
}

/** Makes every IntlMessageFormat take its locale from sharedLocale. Idempotent. */
export function shareResolvedLocales(): void {
  IntlMessageFormat.resolveLocale = sharedLocale;
}
