// The time-zone picker's options in the person's language, from the browser's own ICU data: the
// zone's name ("hora de Europa central"), its country ("España") and its offset now
// ("GMT+01:00"), ordered by offset, so the zones sharing a clock sit together. The place is the
// IANA zone's city ("Madrid"): Intl has no names for cities.
//
// Naming about 420 zones builds two formatters each, and finding each zone's country asks every
// region for its zones: hundreds of milliseconds on a phone. So the list is built once per
// language and only when asked for (TimezoneSelect asks when the page is idle, or when opened).
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { foldAccents } from '../../i18n/fold-accents.ts';
import type { Translate } from '../../i18n/translator.ts';
import { timeZonePlace } from './game-time-format.ts';

type ManageT = Translate<MessageKey<'manage'>>;

export interface TimeZoneOption extends ComboboxItem {
  /** Minutes ahead of UTC now; the list's order. */
  offsetMinutes: number;
}

function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** `Intl.Locale#getTimeZones()` (Chromium), or the `timeZones` getter it replaced (Node 20). */
interface LocaleWithZones {
  getTimeZones?(): string[] | undefined;
  timeZones?: string[];
}

let zoneCountries: Map<string, string> | null = null;

/** Each zone's country (ISO 3166 code), asking each two-letter region which zones it has. */
function countryOf(zone: string): string | undefined {
  if (!zoneCountries) {
    zoneCountries = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters) {
      for (const b of letters) {
        const region = new Intl.Locale(`und-${a}${b}`) as unknown as LocaleWithZones;
        const zones = region.getTimeZones?.() ?? region.timeZones ?? [];
        for (const z of zones) zoneCountries.set(z, `${a}${b}`);
      }
    }
  }
  return zoneCountries.get(zone);
}

const regionNamesByLocale = new Map<string, Intl.DisplayNames>();

/** Countries' names in `locale`: one Intl.DisplayNames for the whole list, not one per zone. */
function regionNames(locale: string): Intl.DisplayNames {
  let names = regionNamesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
    regionNamesByLocale.set(locale, names);
  }
  return names;
}

function zoneName(locale: string, timeZone: string, style: string, at: Date): string {
  const options = { timeZone, timeZoneName: style } as Intl.DateTimeFormatOptions;
  const parts = new Intl.DateTimeFormat(locale, options).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** "GMT+05:30", "UTC−03:00" (French writes a true minus), "GMT" as minutes: 330, −180, 0. */
function offsetMinutesOf(offset: string): number {
  const match = /([+\-−])(\d{1,2})(?::(\d{2}))?/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '+' ? minutes : -minutes;
}

/** One zone as the picker shows it, in `t`'s language. */
export function timeZoneOption(
  t: ManageT,
  timeZone: string,
  withCountry = true,
  at = new Date(),
): TimeZoneOption {
  const locale = t.locale;
  const offset = zoneName(locale, timeZone, 'longOffset', at);
  let zone = zoneName(locale, timeZone, 'longGeneric', at);
  // A zone without a name of its own (UTC) is named by its offset: its long name says more.
  if (/^(GMT|UTC)/.test(zone)) zone = zoneName(locale, timeZone, 'long', at);
  const place = timeZonePlace(timeZone);
  const country = withCountry ? countryOf(timeZone) : undefined;
  const countryName = country ? regionNames(locale).of(country) : undefined;
  const label = !place
    ? t('games.timezone.optionNoPlace', { offset, zone })
    : countryName
      ? t('games.timezone.option', { offset, place, country: countryName, zone })
      : t('games.timezone.optionNoCountry', { offset, place, zone });
  return { value: timeZone, label, offsetMinutes: offsetMinutesOf(offset) };
}

const built = new Map<string, TimeZoneOption[]>();

/** Whether the list in this language is built already, so asking for it costs nothing. */
export function timeZoneOptionsReady(t: ManageT): boolean {
  return built.has(t.locale);
}

/** Every zone, by offset and then by place in the language's order; built once per language. */
export function timeZoneOptions(t: ManageT): TimeZoneOption[] {
  let options = built.get(t.locale);
  if (!options) {
    const at = new Date();
    const collator = new Intl.Collator(t.locale);
    options = timeZones()
      .map((zone) => timeZoneOption(t, zone, true, at))
      .sort((a, b) => a.offsetMinutes - b.offsetMinutes || collator.compare(a.label, b.label));
    built.set(t.locale, options);
  }
  return options;
}

/** Lower case without accents, so "espana" finds "España" and "sao paulo" finds "Sao_Paulo". */
function searchable(text: string): string {
  return foldAccents(text).replaceAll('_', ' ');
}

/** Finds a zone by its place, country, name or offset, or by its IANA name ("Europe/Madrid"). */
export const timeZoneFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = searchable(search.trim());
  return (options as ComboboxItem[])
    .filter((o) => searchable(o.label).includes(wanted) || searchable(o.value).includes(wanted))
    .slice(0, limit);
};
