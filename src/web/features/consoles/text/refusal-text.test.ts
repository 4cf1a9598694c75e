import { describe, expect, it } from 'vitest';
import {
  refusalCodes,
  type EventRefusal,
  type RefusalCode,
} from '../../../../domain/game/refusal.ts';
import enCommon from '../../../../i18n/locales/en/common.json' with { type: 'json' };
import enConsole from '../../../../i18n/locales/en/console.json' with { type: 'json' };
import esCommon from '../../../../i18n/locales/es/common.json' with { type: 'json' };
import esConsole from '../../../../i18n/locales/es/console.json' with { type: 'json' };
import frCommon from '../../../../i18n/locales/fr/common.json' with { type: 'json' };
import frConsole from '../../../../i18n/locales/fr/console.json' with { type: 'json' };
import ptCommon from '../../../../i18n/locales/pt-BR/common.json' with { type: 'json' };
import ptConsole from '../../../../i18n/locales/pt-BR/console.json' with { type: 'json' };
import { createTranslate } from '../../../../i18n/translator.ts';
import type { Words } from './event-text.ts';
import { refusalText } from './refusal-text.ts';
import { hawksAndVipers } from '../testing/test-game.ts';

const game = hawksAndVipers();

const catalogues = {
  en: [enConsole, enCommon],
  es: [esConsole, esCommon],
  fr: [frConsole, frCommon],
  'pt-BR': [ptConsole, ptCommon],
} as const;

function wordsIn(locale: keyof typeof catalogues): Words {
  const [console, common] = catalogues[locale];
  return { t: createTranslate(locale, console), common: createTranslate(locale, common) };
}

/** One refusal of every code: a code added to the domain without one here fails the typecheck. */
const samples: { [C in RefusalCode]: Extract<EventRefusal, { code: C }> } = {
  'already-recorded': { code: 'already-recorded' },
  'undo-target-missing': { code: 'undo-target-missing' },
  'already-undone': { code: 'already-undone' },
  'game-over': { code: 'game-over' },
  'game-not-started': { code: 'game-not-started' },
  'overtime-no-clock': { code: 'overtime-no-clock', pointsToWin: 2 },
  'clock-over-period': { code: 'clock-over-period', minutes: 10 },
  'score-below-zero': { code: 'score-below-zero', team: 'away' },
  'play-outside-period': { code: 'play-outside-period', period: 4, clockMs: 630_000, minutes: 10 },
  'shot-value': {
    code: 'shot-value',
    playerId: 'p-ada',
    rules: 'fiba-3x3',
    values: [1, 2],
    points: 3,
  },
  'free-throw-value': {
    code: 'free-throw-value',
    playerId: 'p-ben',
    rules: 'nba',
    max: 1,
    points: 2,
  },
  'self-assist': { code: 'self-assist', play: 'free-throw' },
  'assist-on-miss': { code: 'assist-on-miss', play: 'shot' },
  'player-other-team': { code: 'player-other-team', playerId: 'p-cleo', team: 'home' },
  'player-not-on-roster': { code: 'player-not-on-roster', playerId: 'p-zed', team: 'home' },
  'dead-ball-rebound-player': { code: 'dead-ball-rebound-player' },
  'fouled-teammate': { code: 'fouled-teammate', playerId: 'p-ben', team: 'home' },
  'fouled-not-on-roster': { code: 'fouled-not-on-roster', playerId: 'p-zed', team: 'away' },
  'team-foul-not-technical': { code: 'team-foul-not-technical' },
  'foul-without-player': { code: 'foul-without-player', offender: 'coach' },
  'substitution-empty': { code: 'substitution-empty' },
  'substitution-duplicate': { code: 'substitution-duplicate' },
  'already-on-court': { code: 'already-on-court', playerId: 'p-ada' },
  'not-on-court': { code: 'not-on-court', playerId: 'p-ben' },
  'too-many-on-court': { code: 'too-many-on-court', team: 'home', count: 6, max: 5 },
  'lineup-duplicate': { code: 'lineup-duplicate' },
  'lineup-too-large': { code: 'lineup-too-large', count: 6, max: 5 },
  'console-time-only': { code: 'console-time-only' },
  'console-no-stats': { code: 'console-no-stats' },
  'log-full': { code: 'log-full', max: 30_000 },
  'malformed-event': {
    code: 'malformed-event',
    detail: '"points" is not a field of a timeout event.',
  },
};

describe('refusalText', () => {
  it('has a sentence for every refusal in every language, with its values filled in', () => {
    const english = wordsIn('en');
    for (const locale of ['en', 'es', 'fr', 'pt-BR'] as const) {
      const words = wordsIn(locale);
      for (const code of refusalCodes) {
        const text = refusalText(game, samples[code], words);
        // A missing message shows as its key; a value left out shows as its placeholder.
        expect(text, `${locale} ${code}`).not.toContain('refusal.');
        expect(text, `${locale} ${code}`).not.toMatch(/[{}]/);
        if (locale !== 'en') {
          expect(text, `${locale} ${code}`).not.toBe(refusalText(game, samples[code], english));
        }
      }
    }
  });

  it('names players from the roster with their jersey, and teams by name', () => {
    const english = wordsIn('en');
    expect(refusalText(game, samples['already-on-court'], english)).toBe(
      '#7 Ada Stone is already on the court.',
    );
    expect(refusalText(game, samples['player-other-team'], english)).toBe(
      '#11 Cleo Okafor plays for Valley Vipers, not Harbour Hawks.',
    );
    expect(refusalText(game, samples['log-full'], english)).toBe(
      'This game’s log is full (30,000 events): nothing more can be recorded for it.',
    );
  });

  it('names the player and the rulebook of a value the rules do not allow', () => {
    const english = wordsIn('en');
    expect(refusalText(game, samples['shot-value'], english)).toBe(
      '#7 Ada Stone’s field goal cannot be worth 3 points: under FIBA 3x3 rules a field goal is worth 1 or 2 points.',
    );
    expect(refusalText(game, samples['free-throw-value'], english)).toBe(
      '#4 Ben Rivera’s free throw cannot be worth 2 points: under NBA rules a free throw is worth 1 point.',
    );
    const custom = { ...samples['free-throw-value'], rules: 'custom', max: 2, points: 3 } as const;
    expect(refusalText(game, custom, wordsIn('es'))).toBe(
      'El tiro libre de #4 Ben Rivera no puede valer 3 puntos: según las reglas de esta temporada un tiro libre vale como máximo 2 puntos.',
    );
    expect(refusalText(game, samples['free-throw-value'], wordsIn('fr'))).toBe(
      'Le lancer franc de #4 Ben Rivera ne peut pas valoir 2 points : selon les règles NBA, un lancer franc vaut 1 point.',
    );
    expect(refusalText(game, samples['shot-value'], wordsIn('pt-BR'))).toBe(
      'O arremesso de #7 Ada Stone não pode valer 3 pontos: segundo as regras FIBA 3x3, um arremesso vale 1 ou 2 pontos.',
    );
  });

  it('says when a play is timed outside its period, naming the period', () => {
    expect(refusalText(game, samples['play-outside-period'], wordsIn('en'))).toBe(
      'The play is timed at 10:30 of Q4, but that period lasts 10 minutes.',
    );
    const untimed = { code: 'play-outside-period', period: 5, clockMs: 5_000, minutes: 0 } as const;
    expect(refusalText(game, untimed, wordsIn('en'))).toBe(
      'The play is timed at 0:05 of OT1, but that period has no game clock: its plays are timed at 0:00.',
    );
  });

  it('speaks the scorer’s language', () => {
    expect(refusalText(game, samples['already-on-court'], wordsIn('es'))).toBe(
      '#7 Ada Stone ya está en pista.',
    );
    expect(refusalText(game, samples['fouled-teammate'], wordsIn('fr'))).toBe(
      'Le joueur qui subit la faute doit être un adversaire : #4 Ben Rivera joue pour Harbour Hawks.',
    );
    expect(refusalText(game, samples['clock-over-period'], wordsIn('pt-BR'))).toBe(
      'O cronômetro não pode mostrar mais que os 10 minutos do período.',
    );
  });

  it('says "unknown player" for an id on neither roster, and names sides before the game loads', () => {
    expect(refusalText(game, samples['player-not-on-roster'], wordsIn('en'))).toBe(
      'Not on the Harbour Hawks roster: unknown player.',
    );
    expect(refusalText(null, samples['score-below-zero'], wordsIn('en'))).toBe(
      'Away already has 0 points.',
    );
  });

  it('shows a sentence the console made itself as it is', () => {
    expect(refusalText(game, 'Pick a player first.', wordsIn('fr'))).toBe('Pick a player first.');
  });
});
