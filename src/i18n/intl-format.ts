// Numbers, percentages, dates and times written the way the language writes them (45,5 % in
// Spanish, 45.5% in English), through Intl. Formatters are kept per locale and options: making
// one costs far more than using it.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
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
