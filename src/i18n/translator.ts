// A catalogue's messages as a function: `t('fouls', { count: 3 })`. Each message is parsed once,
// on first use, by intl-messageformat (ICU MessageFormat: plurals, selects, numbers and dates
// formatted for the language). A key missing from the catalogue shows as the key itself, so a gap
// is visible on screen and in tests instead of an empty space.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

export type Messages = Readonly<Record<string, string>>;
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

export function createTranslate<Key extends string>(
  locale: string,
  messages: Messages | undefined,
): Translate<Key> {
  const compiled = new Map<string, IntlMessageFormat | null>();
  const formatOf = (key: string): IntlMessageFormat | null => {
    let format = compiled.get(key);
    if (format === undefined) {
      const source = messages?.[key];
      format = source === undefined ? null : new IntlMessageFormat(source, locale);
      compiled.set(key, format);
    }
    return format;
  };
  const t = ((key: Key, values?: MessageValues) => {
    const format = formatOf(key);
    if (format === null) return key;
    return String(format.format(values));
  }) as Translate<Key>;
  t.rich = <T>(key: Key, values: Readonly<Record<string, unknown>>) => {
    const format = formatOf(key);
    if (format === null) return [key];
    const out = format.format<T>(values as Parameters<typeof format.format<T>>[0]);
    return Array.isArray(out) ? out : [out];
  };
  Object.defineProperty(t, 'locale', { value: locale });
  return t;
}
