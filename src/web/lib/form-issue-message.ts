// The forms' validation messages in the page's language: the contract's schemas speak English
// (the API answers with their words), so a form that validates with one in the browser names each
// issue as the server would in the same language (i18n/field-messages.ts). English keeps the
// schema's own words. Finding a message by its English text needs the English `app` catalogue,
// loaded here on a page in another language; until it is, an issue gets the message for its kind.
import type { z } from 'zod';
import { fieldIssueMessage, fieldIssueOf, type FieldTranslate } from '../../i18n/field-messages.ts';
import { defaultLocale } from '../../i18n/negotiate.ts';
import { createTranslate } from '../../i18n/translator.ts';
import { loadCatalogue } from './i18n/catalogue-files.ts';
import { currentLocale, translatorFor } from './i18n/i18n-store.ts';

/** English without its messages: finds no known message, so every issue gets its kind's. */
const noEnglish: FieldTranslate = createTranslate(defaultLocale, undefined);
let english: FieldTranslate | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the English `app` catalogue the messages are found by, when the page speaks another
 * language (a form calls this as it is made, so it is there by the time it is sent).
 */
export function prepareFormIssueMessages(): Promise<void> {
  if (english || currentLocale() === defaultLocale) return Promise.resolve();
  loading ??= loadCatalogue(defaultLocale, 'app').then(
    (messages) => {
      english = createTranslate(defaultLocale, messages);
    },
    () => {
      // Offline: the kinds' messages stand in; the next form tries again.
      loading = undefined;
    },
  );
  return loading;
}

/** For zodValidate/submitChecked: undefined in English (the schema's message stands). */
export function formIssueMessage(issue: z.core.$ZodIssue): string | undefined {
  if (currentLocale() === defaultLocale) return undefined;
  if (!english) void prepareFormIssueMessages();
  const text = fieldIssueMessage(translatorFor('app'), english ?? noEnglish, fieldIssueOf(issue));
  // A page that has not loaded `app` gets the key back: the schema's words say more than that.
  return text.startsWith('field.') ? undefined : text;
}
