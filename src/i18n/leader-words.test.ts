// The leader categories and the minimum-games rule, worded from their ids and numbers: the English
// the API has always said, and the federations' words in Spanish and French.
import { describe, expect, it } from 'vitest';
import { minimumGamesRule, rankLeaders } from '../domain/stats/leaders.ts';
import enCommon from './locales/en/common.json' with { type: 'json' };
import esCommon from './locales/es/common.json' with { type: 'json' };
import frCommon from './locales/fr/common.json' with { type: 'json' };
import ptCommon from './locales/pt-BR/common.json' with { type: 'json' };
import {
  leaderCategoryLabel,
  leaderCategoryUnit,
  minimumGamesRuleText,
  wordLeaderCategory,
} from './leader-words.ts';
import { createTranslate } from './translator.ts';

const en = createTranslate('en', enCommon);
const es = createTranslate('es', esCommon);
const fr = createTranslate('fr', frCommon);
const pt = createTranslate('pt-BR', ptCommon);

const labels = (t: typeof en, shotValues?: [1, 2]) =>
  rankLeaders([], shotValues ? { shotValues } : {}).map((c) => leaderCategoryLabel(t, c));

describe('leader categories in words', () => {
  it('says in English what the API has always said', () => {
    expect(labels(en)).toEqual([
      'Points',
      'Rebounds',
      'Assists',
      'Steals',
      'Blocks',
      'FG% (min. 3 FGA per game)',
      '3P% (min. 1 3PA per game)',
      'FT% (min. 1 FTA per game)',
    ]);
    expect(labels(en, [1, 2])).toContain('2P% (min. 1 2PA per game)');
    expect(labels(en, [1, 2]).some((l) => l.includes('3P'))).toBe(false);
  });

  it('uses the federations’ abbreviations and a plural in Spanish, French and Portuguese', () => {
    expect(labels(es)).toEqual([
      'Puntos',
      'Rebotes',
      'Asistencias',
      'Balones recuperados',
      'Tapones',
      'TC% (mín. 3 intentos por partido)',
      'T3% (mín. 1 intento por partido)',
      'TL% (mín. 1 intento por partido)',
    ]);
    expect(labels(es, [1, 2])).toContain('T2% (mín. 1 intento por partido)');
    expect(labels(fr)[5]).toBe('TR% (min. 3 tentatives par match)');
    expect(labels(fr)[6]).toBe('3PTS% (min. 1 tentative par match)');
    expect(labels(pt)[7]).toBe('LL% (mín. 1 tentativa por jogo)');
  });

  it('gives a per-game category its unit, a percentage none but %', () => {
    const [points, , , , , fieldGoals] = rankLeaders([]);
    expect(leaderCategoryUnit(en, points!)).toBe('per game');
    expect(leaderCategoryUnit(es, points!)).toBe('por partido');
    expect(leaderCategoryUnit(fr, fieldGoals!)).toBe('%');
    expect(wordLeaderCategory(es, points!)).toMatchObject({
      key: 'points',
      label: 'Puntos',
      unit: 'por partido',
    });
  });

  it('says an unknown category by the label it came with, else its id', () => {
    const later = { key: 'efficiency', minimumAttemptsPerGame: null, beyondArcPoints: null };
    expect(leaderCategoryLabel(es, { ...later, label: 'Efficiency' })).toBe('Efficiency');
    expect(leaderCategoryLabel(es, later)).toBe('efficiency');
  });
});

describe('the minimum-games rule in words', () => {
  it('says the numbers, with plurals, or the rule alone when the teams’ counts differ', () => {
    expect(minimumGamesRuleText(en, minimumGamesRule([7, 7, 0]))).toBe(
      'At least 4 games played (half of the team’s 7, rounded up)',
    );
    expect(minimumGamesRuleText(en, minimumGamesRule([1]))).toBe(
      'At least 1 game played (half of the team’s 1, rounded up)',
    );
    expect(minimumGamesRuleText(en, minimumGamesRule([6, 7]))).toBe(
      'At least half of the team’s counted games played (rounded up, at least 1)',
    );
    expect(minimumGamesRuleText(es, minimumGamesRule([7, 7]))).toBe(
      'Al menos 4 partidos jugados (la mitad de los 7 partidos del equipo, redondeando hacia arriba)',
    );
    expect(minimumGamesRuleText(es, minimumGamesRule([1]))).toBe(
      'Al menos 1 partido jugado (la mitad del 1 partido del equipo, redondeando hacia arriba)',
    );
    expect(minimumGamesRuleText(fr, minimumGamesRule([2, 2]))).toBe(
      'Au moins 1 match joué (la moitié des 2 matchs de l’équipe, arrondie au supérieur)',
    );
    expect(minimumGamesRuleText(pt, null)).toBe(
      'Pelo menos metade dos jogos contados da equipe (arredondando para cima, no mínimo 1)',
    );
  });
});
