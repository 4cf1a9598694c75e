// Dates and times a person reads on the account, billing and admin pages, the language's way.
import { formatDateTime } from '../../../i18n/intl-format.ts';

/** "12 Mar 2026", "12 mar 2026", "12 de mar. de 2026". */
export function formatDay(locale: string, value: Date | string): string {
  return formatDateTime(locale, new Date(value), { dateStyle: 'medium' });
}

/** A day and its time of day, e.g. when a device signed in. */
export function formatMoment(locale: string, value: Date | string): string {
  return formatDateTime(locale, new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
}
