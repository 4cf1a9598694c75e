// A catalogue's messages as a function: `t('fouls', { count: 3 })`. A message is either ICU
// MessageFormat text or the same message already parsed (precompile.ts: what the browser builds
// ship, so they carry no parser); intl-messageformat formats it for the language (plurals,
// selects, numbers and dates), once per message, on first use. Text with no ICU syntax in it is
// its own result and is returned as it is. A key missing from the catalogue shows as the key
// itself, so a gap is visible on screen and in tests instead of an empty space.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formatters, type PrimitiveType } from 'intl-messageformat';
import { dateFormat, numberFormat, pluralRules } from './intl-format.ts';

export type Message = string | MessageFormatElement[];
export type Messages = Readonly<Record<string, Message>>;
export type MessageValues = Readonly<Record<string, PrimitiveType>>;

export interface Translate<Key extends string = string> {
  (key: Key, values?: MessageValues): string;
  /**
   * A message with tags (`Open <link>the scoreboard</link>`): each tag's function receives the
   * text inside it and returns what stands there (a link, bold text).
   */
  rich<T>(
    key: Key,
    values: Readonly<Record<string, PrimitiveType | T | ((chunks: Array<string | T>) => T)>>,
  ): Array<string | T>;
  readonly locale: string;
}

/**
 * Whether ICU would read `text` as more than literal text: an argument, a tag or a quote. `#`
 * means something only inside a plural, which needs a brace.
 */
export function hasSyntax(text: string): boolean {
  return /[{}<']/.test(text);
}

// By default a message makes its own number formats and plural rules, the first use of each
// costing far more than formatting with it: the messages share them instead.
const formatters: Formatters = {
  getNumberFormat: (locale, options) => numberFormat(locale, options),
  getDateTimeFormat: (locale, options) => dateFormat(locale, options),
  getPluralRules: (locale, options) => pluralRules(locale, options),
};

export function createTranslate<Key extends string>(
  locale: string,
  messages: Messages | undefined,
): Translate<Key> {
  /** A format, the literal text of a message without syntax, or null for a missing key. */
  const compiled = new Map<string, IntlMessageFormat | string | null>();
  const formatOf = (key: string): IntlMessageFormat | string | null => {
    let format = compiled.get(key);
    if (format === undefined) {
      const message = messages?.[key];
      format =
        message === undefined
          ? null
          : typeof message === 'string' && !hasSyntax(message)
            ? message
            : new IntlMessageFormat(message, locale, undefined, { formatters });
      compiled.set(key, format);
    }
    return format;
  };
  const t = ((key: Key, values?: MessageValues) => {
    const format = formatOf(key);
    if (format === null) return key;
    if (typeof format === 'string') return format;
    return String(format.format(values));
  }) as Translate<Key>;
  t.rich = <T>(key: Key, values: Readonly<Record<string, unknown>>) => {
    const format = formatOf(key);
    if (format === null) return [key];
    if (typeof format === 'string') return [format];
    const out = format.format<T>(values as Parameters<typeof format.format<T>>[0]);
    return Array.isArray(out) ? out : [out];
  };
  Object.defineProperty(t, 'locale', { value: locale });
  return t;
}
