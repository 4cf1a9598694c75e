// The per-field messages of a 400 for a request the contract's zod schemas refused. Each field's
// message comes from i18n/field-messages.ts, the words the web's forms show for the same problem
// (English keeps each schema's own words); the message above them names the first field, from
// the `server` catalogue when it has a name for it.
import type { MessageKey } from '../../i18n/catalogues.ts';
import {
  fieldIssueMessage,
  translateKnownField,
  type FieldTranslate,
} from '../../i18n/field-messages.ts';
import { defaultLocale } from '../../i18n/negotiate.ts';
import type { ServerI18n, ServerTranslate } from '../i18n/server-i18n.ts';

/** What fastify-type-provider-zod hands the error handler for each zod issue. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The words a 400's fields are written in: `server`'s, and `app`'s messages for fields. */
export interface FieldWords {
  /** The `server` catalogue in the person's language, and in English. */
  t: ServerTranslate;
  english: ServerTranslate;
  /** The `app` catalogue (fields' messages, the same as the web's forms show) in each. */
  fields: FieldTranslate;
  englishFields: FieldTranslate;
}

/** The words for the language of `t`. */
export function fieldWords(i18n: Pick<ServerI18n, 't'>, t: ServerTranslate): FieldWords {
  return {
    t,
    english: i18n.t(defaultLocale, 'server'),
    fields: i18n.t(t.locale, 'app'),
    englishFields: i18n.t(defaultLocale, 'app'),
  };
}

/** Better Auth's words the server's own catalogue has, besides the fields' messages. */
const sessionNotFound = 'error.auth.sessionNotFound' satisfies MessageKey<'server'>;

/** `text` (an English message of the contract) in the person's language, when it is a known one. */
export function translateKnown(words: FieldWords, text: string): string | undefined {
  const { t, english } = words;
  if (t.locale === english.locale) return text;
  if (text === english(sessionNotFound)) return t(sessionNotFound);
  return translateKnownField(words.fields, words.englishFields, text);
}

export function fieldMessages(
  words: FieldWords,
  issues: readonly ValidationIssue[],
): { message: string; fields: Record<string, string> } {
  const { t, english } = words;
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    fields[field] ??= issueMessage(words, issue);
  }
  const first = Object.entries(fields)[0];
  if (!first) return { message: t('error.validation.invalid'), fields };
  const label = labelIn(t, english, first[0]);
  const message = label ? t('field.labelled', { label, message: first[1] }) : first[1];
  return { message, fields };
}

function issueMessage(words: FieldWords, { keyword, message, params }: ValidationIssue) {
  const { t, english } = words;
  if (t.locale !== english.locale && message === english(sessionNotFound)) {
    return t(sessionNotFound);
  }
  return fieldIssueMessage(words.fields, words.englishFields, {
    code: keyword,
    message,
    origin: params.origin,
    minimum: params.minimum,
    maximum: params.maximum,
    expected: params.expected,
    format: params.format,
  });
}

/**
 * A field in words. English: from its name, "standingsRules.pointsForWin" → "Points for win",
 * "courts.0" → "Courts". Another language: the catalogue's name for it, or none (the message then
 * stands alone rather than half in English).
 */
function labelIn(t: ServerTranslate, english: ServerTranslate, field: string) {
  const last = field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? field;
  if (t.locale !== english.locale) return t('field.label', { name: last });
  const words = last
    .replace(/(.)Id$/, '$1')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
