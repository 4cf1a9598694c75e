// Season statistics' numbers, alike in every table and card, written the page's language's way
// (12.5 / 12,5) through Intl. Percentages are shown as their number (45.5 / 45,5) under a
// heading that says FG%, the way box scores print them.
import { formatDecimal, formatInteger } from '../../../../i18n/intl-format.ts';
import { useLocale } from '../../../lib/i18n/i18n-store.ts';

export interface StatFormat {
  /** A per-game figure with its one decimal, a total as a whole number. */
  stat(value: number, perGame: boolean): string;
  /** A percentage from 0–100 with one decimal; a dash when there were no attempts. */
  pct(value: number | null): string;
  /** +3, −1.5: a plus-minus with its sign. */
  plusMinus(value: number, perGame?: boolean): string;
  /** One decimal: averages and leaders' values. */
  decimal(value: number | null): string;
}

export function statFormat(locale: string): StatFormat {
  const stat = (value: number, perGame: boolean) =>
    perGame ? formatDecimal(locale, value, 1) : formatInteger(locale, value);
  const decimal = (value: number | null) =>
    value === null ? '—' : formatDecimal(locale, value, 1);
  return {
    stat,
    pct: decimal,
    plusMinus: (value, perGame = false) => `${value > 0 ? '+' : ''}${stat(value, perGame)}`,
    decimal,
  };
}

/** The page's number formats; renders again when the language changes. */
export function useStatFormat(): StatFormat {
  return statFormat(useLocale());
}
