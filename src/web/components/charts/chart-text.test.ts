import { describe, expect, it } from 'vitest';
import enManage from '../../../i18n/locales/en/manage.json' with { type: 'json' };
import esManage from '../../../i18n/locales/es/manage.json' with { type: 'json' };
import frManage from '../../../i18n/locales/fr/manage.json' with { type: 'json' };
import type { MessageKey } from '../../../i18n/catalogues.ts';
import { createTranslate } from '../../../i18n/translator.ts';
import { chartTeamColors, contrastRatio } from './chart-colors.ts';
import { leadSummaryText, shotTotalsText } from './chart-text.ts';

const en = createTranslate<MessageKey<'manage'>>('en', enManage);
const es = createTranslate<MessageKey<'manage'>>('es', esManage);
const fr = createTranslate<MessageKey<'manage'>>('fr', frManage);
/** Intl puts a no-break space before % in Spanish and French: compared as a plain one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const shot = (made: boolean, points: 2 | 3 = 2) => ({ made, points });

describe('shot totals', () => {
  it('says made/attempted with the percentage, then the threes', () => {
    const shots = [
      ...Array.from({ length: 8 }, () => shot(true)),
      ...Array.from({ length: 11 }, () => shot(false)),
      ...Array.from({ length: 4 }, () => shot(true, 3)),
      ...Array.from({ length: 7 }, () => shot(false, 3)),
    ];
    expect(shotTotalsText(en, shots)).toBe('12/30 (40%) · 3PT 4/11');
    // The language's percent and its federation's name for the threes.
    expect(plain(shotTotalsText(es, shots))).toBe('12/30 (40 %) · T3 4/11');
    expect(plain(shotTotalsText(fr, shots))).toBe('12/30 (40 %) · 3PTS 4/11');
  });

  it('leaves the percentage out without attempts', () => {
    expect(shotTotalsText(en, [])).toBe('0/0 · 3PT 0/0');
  });

  it('counts the two-pointers beyond the arc in a FIBA 3x3 game', () => {
    const shots = [shot(true, 2), shot(false, 2), { made: true, points: 1 as const }];
    expect(shotTotalsText(en, shots, 2)).toBe('2/3 (67%) · 2PT 1/2');
    expect(plain(shotTotalsText(es, shots, 2))).toBe('2/3 (67 %) · T2 1/2');
  });
});

describe('lead summary in words', () => {
  const names = { home: 'HAW', away: 'OWL' };
  const labels = ['Q1', 'Q2', 'Q3', 'Q4'];

  it('names both largest leads with their period, the lead changes and the ties', () => {
    const summary = {
      largest: {
        home: { team: 'home', by: 12, period: 3 },
        away: { team: 'away', by: 4, period: 1 },
      },
      leadChanges: 5,
      timesTied: 1,
    } as const;
    expect(leadSummaryText(en, summary, names, labels)).toBe(
      'Largest lead: HAW by 12 in Q3, OWL by 4 in Q1; lead changes: 5; tied 1 time',
    );
    expect(leadSummaryText(es, { ...summary, timesTied: 2 }, names, ['1C', '2C', '3C', '4C'])).toBe(
      'Mayor ventaja: HAW, 12 puntos (3C), OWL, 4 puntos (1C); cambios de líder: 5; 2 empates',
    );
  });

  it('names one team’s lead alone, and leaves out a period it has no name for', () => {
    const text = leadSummaryText(
      en,
      {
        largest: { home: null, away: { team: 'away', by: 1, period: 9 } },
        leadChanges: 0,
        timesTied: 3,
      },
      names,
      labels,
    );
    expect(text).toBe('Largest lead: OWL by 1; lead changes: 0; tied 3 times');
  });

  it('says so when nobody has led', () => {
    const none = { largest: { home: null, away: null }, leadChanges: 0, timesTied: 0 };
    expect(leadSummaryText(en, none, names, labels)).toBe('Neither team has led; lead changes: 0');
    expect(leadSummaryText(fr, none, names, labels)).toBe(
      'Aucune équipe n’a mené ; changements de leader : 0',
    );
  });
});

describe('chart team colours', () => {
  it('keeps readable, different team colours', () => {
    const c = chartTeamColors(
      { primaryColor: '#1c7ed6', secondaryColor: '#ffffff' },
      { primaryColor: '#c92a2a', secondaryColor: '#000000' },
      'light',
    );
    expect(c).toEqual({ home: '#1c7ed6', away: '#c92a2a' });
  });

  it('replaces a colour too pale for the page, and one too close to the other team', () => {
    const c = chartTeamColors(
      { primaryColor: '#fff9db', secondaryColor: '#0b7285' },
      { primaryColor: '#0c7489', secondaryColor: '#f8f9fa' },
      'light',
    );
    expect(c.home).toBe('#0b7285');
    // Its own colours are too close to the home teal or unreadable: a fixed, readable one.
    expect(c.away).not.toBe('#0c7489');
    expect(contrastRatio(c.away, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('checks against the dark page in the dark scheme', () => {
    const c = chartTeamColors(
      { primaryColor: '#000000', secondaryColor: '#111111' },
      { primaryColor: '#ffd43b', secondaryColor: '#000000' },
      'dark',
    );
    expect(contrastRatio(c.home, '#242424')).toBeGreaterThanOrEqual(3);
    expect(c.away).toBe('#ffd43b');
  });
});
