import { describe, expect, it } from 'vitest';
import type { PublicGame } from '../../../contract/public-league.ts';
import { wordsOf } from '../../../public-site/words.ts';
import { loadServerI18n } from '../../i18n/server-i18n.ts';
import { gameCardSvg } from './card-svg.ts';
import { statusLabel } from './game-labels.ts';

const i18n = loadServerI18n();
const wordsIn = (locale: string) =>
  wordsOf({
    locale,
    asked: null,
    messages: { common: i18n.messages(locale, 'common'), public: i18n.messages(locale, 'public') },
  });
const en = wordsIn('en');
const es = wordsIn('es');

const team = (name: string, primaryColor = '#1e40af') => ({
  id: name,
  name,
  shortName: 'ABC',
  primaryColor,
  secondaryColor: '#ffffff',
  logoUrl: null,
});

const game: PublicGame = {
  id: 'g1',
  status: 'scheduled',
  phase: 'regular',
  scheduledAt: '2026-07-04T17:30:00Z',
  timezone: 'Europe/Madrid',
  venue: 'Main Gym',
  court: '1',
  round: '',
  home: team('Hawks'),
  away: team('Owls'),
  homeScore: null,
  awayScore: null,
  period: null,
};

describe('the game card', () => {
  it('shows the start time in the venue’s zone before the game, the score after', () => {
    expect(gameCardSvg(en, 'League', game)).toContain('>19:30<');
    const live = gameCardSvg(en, 'League', {
      ...game,
      status: 'live',
      homeScore: 54,
      awayScore: 49,
      period: 3,
    });
    expect(live).toContain('>54 – 49<');
    expect(live).toContain('>LIVE Q3<');
  });

  it('speaks the tournament’s language', () => {
    const live = gameCardSvg(es, 'Liga', {
      ...game,
      status: 'live',
      homeScore: 54,
      awayScore: 49,
      period: 3,
    });
    expect(live).toContain('>EN DIRECTO 3C<');
    expect(live).toContain('>LOCAL<');
    expect(gameCardSvg(es, 'Liga', game)).toContain('>sáb, 4 jul<');
  });

  it('keeps organisers’ text and colours out of the markup', () => {
    const svg = gameCardSvg(en, '<b>League</b>', {
      ...game,
      home: team('"/><script>x</script>', 'red" onload="x'),
    });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('onload');
    expect(svg).toContain('&lt;b&gt;League&lt;/b&gt;');
    expect(svg).toContain('&quot;/&gt;&lt;script&gt;');
  });
});

describe('status labels', () => {
  it('names periods, overtimes and ends', () => {
    expect(statusLabel(en, { status: 'live', period: 4 })).toBe('LIVE Q4');
    expect(statusLabel(en, { status: 'live', period: 5 })).toBe('LIVE OT1');
    expect(statusLabel(en, { status: 'final', period: 4 })).toBe('FINAL');
    expect(statusLabel(en, { status: 'scheduled', period: null })).toBeNull();
  });
});
