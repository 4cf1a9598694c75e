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
    expect(gameCardSvg(en, 'League', game)).toContain('aria-label="19:30"');
    const live = gameCardSvg(en, 'League', {
      ...game,
      status: 'live',
      homeScore: 54,
      awayScore: 49,
      period: 3,
    });
    expect(live).toContain('aria-label="54 – 49"');
    expect(live).toContain('aria-label="LIVE Q3"');
  });

  it('speaks the tournament’s language', () => {
    const live = gameCardSvg(es, 'Liga', {
      ...game,
      status: 'live',
      homeScore: 54,
      awayScore: 49,
      period: 3,
    });
    expect(live).toContain('aria-label="EN DIRECTO 3C"');
    expect(live).toContain('aria-label="LOCAL"');
    expect(gameCardSvg(es, 'Liga', game)).toContain('aria-label="sáb, 4 jul"');
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

describe('the text on a card', () => {
  it('is drawn in glyphs of a font that has them: DejaVu, else the CJK fallback', () => {
    const svg = gameCardSvg(en, 'League', {
      ...game,
      home: team('北京首钢'),
      away: team('서울 삼성'),
    });
    const glyphs = [...svg.matchAll(/<use href="#([rbc])(\d+)"/g)];
    const cjk = glyphs.filter(([, face]) => face === 'c');
    expect(cjk).toHaveLength(8);
    // No missing-glyph box (glyph 0) anywhere.
    expect(glyphs.some(([, , id]) => id === '0')).toBe(false);
  });

  it('has no character of a name outside the card’s markup: names label their glyphs', () => {
    const svg = gameCardSvg(en, 'League', { ...game, home: team('Ha\u0007wks \u202eslwO') });
    expect(svg).toContain('aria-label="Hawks slwO"');
    expect(svg).not.toContain('\u0007');
    expect(svg).not.toContain('\u202e');
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
