import { describe, expect, it } from 'vitest';
import { chartTeamColors, contrastRatio } from './chart-colors.ts';
import { leadSummaryText, shotTotalsText } from './chart-text.ts';

const shot = (made: boolean, points: 2 | 3 = 2) => ({ made, points });

describe('shot totals', () => {
  it('says made/attempted with the percentage, then the threes', () => {
    const shots = [
      ...Array.from({ length: 8 }, () => shot(true)),
      ...Array.from({ length: 11 }, () => shot(false)),
      ...Array.from({ length: 4 }, () => shot(true, 3)),
      ...Array.from({ length: 7 }, () => shot(false, 3)),
    ];
    expect(shotTotalsText(shots)).toBe('12/30 (40%) · 3PT 4/11');
  });

  it('leaves the percentage out without attempts', () => {
    expect(shotTotalsText([])).toBe('0/0 · 3PT 0/0');
  });
});

describe('lead summary in words', () => {
  const names = { home: 'HAW', away: 'OWL' };
  const labels = ['Q1', 'Q2', 'Q3', 'Q4'];

  it('names both largest leads with their period, the lead changes and the ties', () => {
    const text = leadSummaryText(
      {
        largest: {
          home: { team: 'home', by: 12, period: 3 },
          away: { team: 'away', by: 4, period: 1 },
        },
        leadChanges: 5,
        timesTied: 1,
      },
      names,
      labels,
    );
    expect(text).toBe(
      'Largest lead: HAW by 12 in Q3, OWL by 4 in Q1; lead changes: 5; tied 1 time',
    );
  });

  it('says so when nobody has led', () => {
    const text = leadSummaryText(
      { largest: { home: null, away: null }, leadChanges: 0, timesTied: 0 },
      names,
      labels,
    );
    expect(text).toBe('Neither team has led; lead changes: 0');
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
