// The page's language and the catalogues it has loaded. A page loads the namespaces it shows
// before it renders (route loaders, an output's start), so `useT` never waits; switching the
// language loads the same namespaces in the new one, then every `useT` renders again.
import { useSyncExternalStore } from 'react';
import type { MessageKey, Namespace } from '../../../i18n/catalogues.ts';
import { defaultLocale } from '../../../i18n/negotiate.ts';
import { createTranslate, type Messages, type Translate } from '../../../i18n/translator.ts';

/** Fetches one namespace of one language (the build's catalogue chunks). */
export type CatalogueLoader = (locale: string, namespace: Namespace) => Promise<Messages>;

// Set by the page's entry: the app knows every namespace, an output only the two it shows, so an
// overlay does not carry the list of the app's chunks.
let loadCatalogue: CatalogueLoader = (code, namespace) =>
  Promise.reject(new Error(`No catalogues to load ${namespace} in ${code} from`));

/** Where this page's catalogues come from; its entry says so before anything loads. */
export function readCataloguesWith(loader: CatalogueLoader): void {
  loadCatalogue = loader;
}

let locale = defaultLocale;
const catalogues = new Map<string, Messages>();
const pending = new Map<string, Promise<void>>();
const translators = new Map<string, Translate>();
const wanted = new Set<Namespace>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (code: string, namespace: Namespace) => `${code}/${namespace}`;

function load(code: string, namespace: Namespace): Promise<void> {
  const key = keyOf(code, namespace);
  if (catalogues.has(key)) return Promise.resolve();
  let loading = pending.get(key);
  if (!loading) {
    loading = loadCatalogue(code, namespace).then(
      (messages) => {
        catalogues.set(key, messages);
        pending.delete(key);
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, loading);
  }
  return loading;
}

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Loads `namespaces` in the page's language (and remembers them for a later switch). */
export async function loadMessages(...namespaces: Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  await Promise.all(namespaces.map((namespace) => load(locale, namespace)));
}

/**
 * Starts loading `namespaces` in `code` without switching to it or waiting: for a language the
 * page will most likely speak, while what decides it (the session) is still on its way.
 */
export function prefetchMessages(code: string, ...namespaces: Namespace[]): void {
  for (const namespace of namespaces) load(code, namespace).catch(() => undefined);
}

/** Switches the page to `code` once every namespace the page uses is loaded in it. */
export async function setLocale(code: string): Promise<void> {
  if (code === locale) return;
  await Promise.all([...wanted].map((namespace) => load(code, namespace)));
  locale = code;
  document.documentElement.lang = code;
  changed();
}

export function currentLocale(): string {
  return locale;
}

export function translatorFor<N extends Namespace>(namespace: N): Translate<MessageKey<N>> {
  const key = keyOf(locale, namespace);
  let t = translators.get(key);
  if (!t) {
    t = createTranslate(locale, catalogues.get(key));
    // A namespace that was not loaded yet gets a fresh translator once it is.
    if (catalogues.has(key)) translators.set(key, t);
  }
  return t;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const readVersion = () => version;

/** The messages of `namespace` in the page's language; renders again when the language changes. */
export function useT<N extends Namespace>(namespace: N): Translate<MessageKey<N>> {
  useSyncExternalStore(subscribe, readVersion, readVersion);
  return translatorFor(namespace);
}

/** The page's language, for Intl formatting; renders again when it changes. */
export function useLocale(): string {
  useSyncExternalStore(subscribe, readVersion, readVersion);
  return locale;
}

/** A route loader that loads `namespaces` before its pages render. */
export function messagesLoader(...namespaces: Namespace[]) {
  return async () => {
    await loadMessages(...namespaces);
    return null;
  };
}
