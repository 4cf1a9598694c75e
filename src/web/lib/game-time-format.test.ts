import { describe, expect, it } from 'vitest';
import english from '../../i18n/locales/en/manage.json' with { type: 'json' };
import { createTranslate } from '../../i18n/translator.ts';
import { formatGameTimeAndPlace as formatWith, timeZonePlace } from './game-time-format.ts';

const formatGameTimeAndPlace = formatWith.bind(null, createTranslate('en', english));

describe('a game time with its place', () => {
  it('names the place of the clock once, after the zone’s short name', () => {
    expect(formatGameTimeAndPlace('2026-10-18T19:15:00Z', 'Europe/Madrid')).toBe(
      'Sun, Oct 18, 2026, 09:15 PM GMT+2 (Madrid time)',
    );
    expect(formatGameTimeAndPlace('2026-01-10T14:00:00Z', 'America/New_York')).toBe(
      'Sat, Jan 10, 2026, 09:00 AM EST (New York time)',
    );
  });

  it('says UTC once, and nothing about a place when the time is not set', () => {
    expect(formatGameTimeAndPlace('2026-10-18T19:15:00Z', 'UTC')).toBe(
      'Sun, Oct 18, 2026, 07:15 PM UTC',
    );
    expect(formatGameTimeAndPlace(null, 'Europe/Madrid')).toBe('Time not set');
  });

  it('reads the place from the zone’s last part, with spaces', () => {
    expect(timeZonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZonePlace('Etc/GMT+3')).toBeNull();
    expect(timeZonePlace('UTC')).toBeNull();
  });
});
