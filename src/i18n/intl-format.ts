// Numbers, percentages, dates and times written the way the language writes them (45,5 % in
// Spanish, 45.5% in English), through Intl. Formatters are kept per locale and options: making
// one costs far more than using it; the translator's messages (translator.ts) share them too.
import { accentLetters, isPseudoLocale, pseudoSource } from './pseudo-locale.ts';

type Locales = Intl.LocalesArgument;
type Kept = Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.ListFormat;
const cache = new Map<string, Kept>();

function kept<T extends Kept>(
  kind: string,
  locale: Locales,
  options: object | undefined,
  make: () => T,
): T {
  // String() names a tag, a list of tags and an Intl.Locale alike.
  const key = `${kind}|${String(locale)}|${JSON.stringify(options ?? {})}`;
  let made = cache.get(key) as T | undefined;
  if (!made) cache.set(key, (made = make()));
  return made;
}

// In the pseudo-locale Intl writes English, accented like its messages: a month name or a unit
// written by Intl passes the browser check's test for text from a catalogue, while one written
// some other way stands out in plain letters.
class AccentedNumberFormat extends Intl.NumberFormat {
  override format(value: number | bigint): string {
    return accentLetters(super.format(value));
  }
  override formatToParts(value: number | bigint): Intl.NumberFormatPart[] {
    return super
      .formatToParts(value)
      .map((part) => ({ ...part, value: accentLetters(part.value) }));
  }
}

class AccentedDateTimeFormat extends Intl.DateTimeFormat {
  override format(date?: Date | number): string {
    return accentLetters(super.format(date));
  }
  override formatToParts(date?: Date | number): Intl.DateTimeFormatPart[] {
    return super.formatToParts(date).map((part) => ({ ...part, value: accentLetters(part.value) }));
  }
}

export function numberFormat(locale: Locales, options?: Intl.NumberFormatOptions) {
  return kept('n', locale, options, () =>
    isPseudoLocale(locale)
      ? new AccentedNumberFormat(pseudoSource, options)
      : new Intl.NumberFormat(locale, options),
  );
}

export function dateFormat(locale: Locales, options?: Intl.DateTimeFormatOptions) {
  return kept('d', locale, options, () =>
    isPseudoLocale(locale)
      ? new AccentedDateTimeFormat(pseudoSource, options)
      : new Intl.DateTimeFormat(locale, options),
  );
}

export function pluralRules(locale: Locales, options?: Intl.PluralRulesOptions) {
  return kept('p', locale, options, () => new Intl.PluralRules(locale, options));
}

/** 12.5 → "12.5" / "12,5"; `digits` fixed fraction digits. */
export function formatDecimal(locale: string, value: number, digits = 1): string {
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** 0.455 → "45.5%" / "45,5 %". */
export function formatPercent(locale: string, ratio: number, digits = 1): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(ratio);
}

/** A price from integer minor units (cents): "$9.99", "9,99 US$". */
export function formatCurrency(locale: string, minorUnits: number, currency: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(minorUnits / 100);
}

export function formatInteger(locale: string, value: number): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A date and/or time in the language's order and words, in `timeZone` when given. */
export function formatDateTime(
  locale: string,
  date: Date | number,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateFormat(locale, options).format(date);
}

/** ["a", "b", "c"] → "a, b and c" / "a, b y c" (`disjunction`: "a, b or c"). */
export function formatList(
  locale: string,
  items: readonly string[],
  type: Intl.ListFormatType = 'conjunction',
): string {
  const code = isPseudoLocale(locale) ? pseudoSource : locale;
  const list = kept('list', code, { type }, () => new Intl.ListFormat(code, { type }));
  const written = list.formatToParts(items);
  // In the pseudo-locale only the list's own words are accented, not the items.
  return written
    .map((part) =>
      part.type === 'literal' && isPseudoLocale(locale) ? accentLetters(part.value) : part.value,
    )
    .join('');
}

const collators = new Map<string, (a: string, b: string) => number>();

/** Names sorted the language's way (Ñúñez beside Núñez, not after Smith). */
export function compareNames(locale: string): (a: string, b: string) => number {
  let compare = collators.get(locale);
  if (!compare) {
    compare = new Intl.Collator(locale, { sensitivity: 'base', numeric: true }).compare;
    collators.set(locale, compare);
  }
  return compare;
}
