// Component tests in several languages: the namespaces a test file uses are loaded in each of
// its languages before its tests, so a test switches language without waiting on a file, and
// every test starts again in English.
import { afterEach, beforeAll } from 'vitest';
import type { Namespace } from '../../../i18n/catalogues.ts';
import { loadMessages, setLocale } from './i18n-store.ts';

export function testInLanguages(codes: readonly string[], ...namespaces: Namespace[]): void {
  beforeAll(async () => {
    if (namespaces.length > 0) await loadMessages(...namespaces);
    for (const code of codes) await setLocale(code);
  }, 30_000);
  afterEach(async () => {
    await setLocale('en');
  });
}
