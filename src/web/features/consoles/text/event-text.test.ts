import { describe, expect, it } from 'vitest';
import esCommon from '../../../../i18n/locales/es/common.json' with { type: 'json' };
import esConsole from '../../../../i18n/locales/es/console.json' with { type: 'json' };
import { createTranslate } from '../../../../i18n/translator.ts';
import { describeEvent } from './event-text.ts';
import { englishWords, hawksAndVipers } from '../testing/test-game.ts';

const game = hawksAndVipers();
const words = englishWords();
const at = { clientId: 'c-0000001', period: 2, clockMs: 300_000 };

describe('describeEvent', () => {
  it('says what the play-by-play says, with players’ numbers and names', () => {
    expect(
      describeEvent(
        game,
        {
          ...at,
          type: 'shot',
          team: 'home',
          playerId: 'p-ada',
          points: 3,
          made: true,
          assistPlayerId: 'p-ben',
        },
        words,
      ),
    ).toBe('#7 Ada Stone 3PT shot made (assist #4 Ben Rivera)');
    expect(
      describeEvent(
        game,
        {
          ...at,
          type: 'foul',
          team: 'away',
          offender: 'player',
          playerId: 'p-cleo',
          kind: 'personal',
          shooting: true,
        },
        words,
      ),
    ).toBe('#11 Cleo Okafor personal foul (shooting)');
    expect(
      describeEvent(
        game,
        {
          ...at,
          type: 'substitution',
          team: 'home',
          playersIn: ['p-ben'],
          playersOut: ['p-ada'],
        },
        words,
      ),
    ).toBe('Substitution: #4 Ben Rivera in; #7 Ada Stone out');
  });

  it('names the team when no player is named', () => {
    expect(
      describeEvent(
        game,
        {
          ...at,
          type: 'rebound',
          team: 'away',
          playerId: null,
          offensive: false,
        },
        words,
      ),
    ).toBe('Team defensive rebound: Valley Vipers');
    expect(
      describeEvent(game, { ...at, type: 'score-adjust', team: 'home', points: -1 }, words),
    ).toBe('-1 on the scoreboard (correction): Harbour Hawks');
    expect(describeEvent(game, { ...at, type: 'timeout', team: 'away' }, words)).toBe(
      'Timeout: Valley Vipers',
    );
  });

  it('describes clock events too (they are not in the play-by-play)', () => {
    expect(
      describeEvent(game, { ...at, type: 'clock-stop', remainingMs: 45_300, serverMs: 1 }, words),
    ).toBe('Clock stopped at 0:45.3');
    expect(
      describeEvent(null, { ...at, type: 'clock-start', remainingMs: 452_000, serverMs: 1 }, words),
    ).toBe('Clock started at 7:32');
  });

  it('speaks the scorer’s language', () => {
    const spanish = {
      t: createTranslate('es', esConsole),
      common: createTranslate('es', esCommon),
    };
    expect(
      describeEvent(
        game,
        {
          ...at,
          type: 'foul',
          team: 'away',
          offender: 'player',
          playerId: 'p-cleo',
          kind: 'personal',
          shooting: true,
          drawnByPlayerId: 'p-ada',
        },
        spanish,
      ),
    ).toBe('#11 Cleo Okafor: falta personal (en tiro), sobre #7 Ada Stone');
    expect(describeEvent(game, { ...at, type: 'timeout', team: 'away' }, spanish)).toBe(
      'Tiempo muerto: Valley Vipers',
    );
    expect(describeEvent(game, { ...at, type: 'period-start', newPeriod: 3 }, spanish)).toBe(
      'Inicio de 3C',
    );
  });
});
