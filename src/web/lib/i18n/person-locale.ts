// A person's language in the app: the one chosen in settings (their profile), else the first of
// the browser's languages Tempo speaks, else English (docs/product/languages.md).
import { pickLocale } from '../../../i18n/negotiate.ts';
import { availableCodes } from './available-locales.ts';
import { loadMessages, prefetchMessages, setLocale } from './i18n-store.ts';

export function personLocale(profileLocale: string | null | undefined): string {
  return pickLocale([profileLocale, ...navigator.languages], availableCodes);
}

/** What every page of the app shows. */
const appNamespaces = ['common', 'app'] as const;

/** Switches the app to the person's language and loads what every page of it shows. */
export async function applyPersonLocale(profileLocale: string | null | undefined): Promise<void> {
  await setLocale(personLocale(profileLocale));
  await loadMessages(...appNamespaces);
}

/**
 * Starts loading the app's words in the browser's language, which a person's profile seldom
 * overrides, so they arrive with the session instead of after it.
 */
export function prefetchBrowserLocale(): void {
  prefetchMessages(personLocale(null), ...appNamespaces);
}
