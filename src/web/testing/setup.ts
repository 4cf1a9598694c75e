// The browser APIs jsdom lacks and Mantine's components ask for, the catalogues, and a clean page
// between tests.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { namespaces } from '../../i18n/catalogues.ts';
import { loadCatalogue } from '../lib/i18n/catalogue-files.ts';
import { loadMessages, readCataloguesWith } from '../lib/i18n/i18n-store.ts';

// Components read their words from the catalogues: every namespace in English, as a page that
// loaded them would.
readCataloguesWith(loadCatalogue);
await loadMessages(...namespaces);

afterEach(() => {
  cleanup();
});

const noMatch = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: noMatch });
Object.defineProperty(Element.prototype, 'scrollIntoView', {
  configurable: true,
  writable: true,
  value: () => {},
});
globalThis.ResizeObserver = class {
  observe = () => {};
  unobserve = () => {};
  disconnect = () => {};
};
