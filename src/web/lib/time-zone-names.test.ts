// The time-zone picker names zones in the person's language, by their offset, and finds them by any
// of the words shown or by their IANA name.
import type { ComboboxItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import enManage from '../../i18n/locales/en/manage.json' with { type: 'json' };
import esManage from '../../i18n/locales/es/manage.json' with { type: 'json' };
import frManage from '../../i18n/locales/fr/manage.json' with { type: 'json' };
import ptManage from '../../i18n/locales/pt-BR/manage.json' with { type: 'json' };
import { createTranslate } from '../../i18n/translator.ts';
import { timeZoneFilter, timeZoneOption, timeZoneOptions } from './time-zone-names.ts';

const en = createTranslate('en', enManage);
const es = createTranslate('es', esManage);
const fr = createTranslate('fr', frManage);
const pt = createTranslate('pt-BR', ptManage);
// A winter's day, so the offsets are the standard ones whatever day the test runs.
const january = new Date('2026-01-15T12:00:00Z');
const label = (t: typeof en, zone: string) => timeZoneOption(t, zone, true, january).label;

describe('time-zone names', () => {
  it('are the language’s own, with the country and the offset', () => {
    expect(label(es, 'Europe/Madrid')).toBe('(GMT+01:00) Madrid, España — hora de Europa central');
    expect(label(es, 'Africa/Abidjan')).toBe(
      '(GMT+00:00) Abidjan, Côte d’Ivoire — hora del meridiano de Greenwich',
    );
    expect(label(fr, 'Europe/Madrid')).toBe(
      '(UTC+01:00) Madrid, Espagne — heure d’Europe centrale',
    );
    expect(label(pt, 'America/Sao_Paulo')).toBe(
      '(GMT-03:00) Sao Paulo, Brasil — Horário Padrão de Brasília',
    );
    expect(label(en, 'Europe/Madrid')).toBe('(GMT+01:00) Madrid, Spain — Central European Time');
    expect(label(es, 'UTC')).toBe('(GMT+00:00) tiempo universal coordinado');
  });

  it('are ordered by offset, each zone once, built once per language', () => {
    const options = timeZoneOptions(es);
    const offsets = options.map((o) => o.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options.filter((o) => o.value === 'UTC')).toHaveLength(1);
    expect(options.length).toBeGreaterThan(400);
    // Nothing of the English list is left: no continents, no IANA spelling.
    expect(options.filter((o) => /\((Europe|Africa|America)\b|_|\//.test(o.label))).toEqual([]);
    expect(timeZoneOptions(es)).toBe(options);
    expect(timeZoneOptions(fr)).not.toBe(options);
    // Two languages' lists: slow on a shared test machine, not on a phone built once.
  }, 60_000);

  it('are found by place, country without its accents, or IANA name', () => {
    const options = timeZoneOptions(es);
    const find = (search: string, limit = 50) =>
      (timeZoneFilter({ options, search, limit }) as ComboboxItem[]).map((o) => o.value);
    expect(find('madrid')).toEqual(['Europe/Madrid']);
    expect(find('Europe/Mad')).toEqual(['Europe/Madrid']);
    expect(find('new york')).toEqual(['America/New_York']);
    expect(find('espana')).toEqual(expect.arrayContaining(['Europe/Madrid', 'Atlantic/Canary']));
    expect(find('costa de marfil')).toEqual([]);
    expect(find('america', 5)).toHaveLength(5);
  });
});
