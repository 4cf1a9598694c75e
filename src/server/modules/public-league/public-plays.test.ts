import { describe, expect, it } from 'vitest';
import { publicPlayDetailSchema } from '../../../contract/public-league.ts';
import type { GameEvent, LoggedEvent } from '../../../domain/game/events.ts';
import { describeEvent, fillPlayerNames } from '../../../domain/game/play-by-play.ts';
import type { PlayEntry } from '../../../domain/game/state.ts';
import { playText } from '../../../public-site/play-text.ts';
import { loadServerI18n } from '../../i18n/server-i18n.ts';
import { playDetail, publicPlays } from './public-plays.ts';

const i18n = loadServerI18n();
const wordsIn = (locale: string) => ({ t: i18n.t(locale, 'public'), tc: i18n.t(locale, 'common') });
const names: Record<string, string> = { ada: 'Ada Stone', ben: 'Ben R.', cleo: '#11' };
const player = (id: string) => ({ id, name: names[id] ?? null });
const rules = { periods: 4, showTenthsLastMinute: false };
const at = { clientId: 'c-1', period: 2, clockMs: 300_000 };

/** Every kind of line the play-by-play has, and the variations its words have. */
const events: GameEvent[] = [
  { ...at, type: 'game-start' },
  { ...at, type: 'game-end' },
  { ...at, type: 'period-start', newPeriod: 3 },
  { ...at, type: 'period-start', newPeriod: 5 },
  { ...at, type: 'period-end' },
  { ...at, type: 'score-adjust', team: 'home', points: 2 },
  { ...at, type: 'score-adjust', team: 'away', points: -1 },
  { ...at, type: 'score-source', source: 'console' },
  { ...at, type: 'score-source', source: 'stats' },
  { ...at, type: 'shot', team: 'home', playerId: 'ada', points: 3, made: true },
  {
    ...at,
    type: 'shot',
    team: 'home',
    playerId: 'ada',
    points: 2,
    made: true,
    assistPlayerId: 'ben',
  },
  {
    ...at,
    type: 'shot',
    team: 'home',
    playerId: 'ada',
    points: 2,
    made: false,
    assistPlayerId: 'ben',
  },
  { ...at, type: 'free-throw', team: 'away', playerId: 'cleo', made: true },
  { ...at, type: 'free-throw', team: 'away', playerId: 'cleo', made: false, points: 2 },
  {
    ...at,
    type: 'free-throw',
    team: 'away',
    playerId: 'cleo',
    made: true,
    assistPlayerId: 'gone',
  },
  { ...at, type: 'rebound', team: 'home', playerId: 'ben', offensive: true },
  { ...at, type: 'rebound', team: 'home', playerId: null, offensive: false },
  { ...at, type: 'rebound', team: 'home', playerId: null, offensive: false, deadBall: true },
  { ...at, type: 'turnover', team: 'home', playerId: 'ada', kind: 'shot-clock' },
  { ...at, type: 'turnover', team: 'away', playerId: null, kind: 'three-seconds' },
  { ...at, type: 'steal', team: 'away', playerId: 'cleo' },
  { ...at, type: 'block', team: 'home', playerId: 'ben' },
  {
    ...at,
    type: 'foul',
    team: 'home',
    offender: 'player',
    playerId: 'ada',
    kind: 'personal',
    shooting: true,
    drawnByPlayerId: 'cleo',
  },
  {
    ...at,
    type: 'foul',
    team: 'home',
    offender: 'player',
    playerId: null,
    kind: 'personal',
    shooting: false,
  },
  {
    ...at,
    type: 'foul',
    team: 'away',
    offender: 'coach',
    playerId: null,
    kind: 'technical',
    shooting: false,
  },
  {
    ...at,
    type: 'foul',
    team: 'away',
    offender: 'bench',
    playerId: null,
    kind: 'technical',
    shooting: false,
  },
  {
    ...at,
    type: 'foul',
    team: 'away',
    offender: 'team',
    playerId: null,
    kind: 'technical',
    shooting: false,
  },
  {
    ...at,
    type: 'foul',
    team: 'home',
    offender: 'player',
    playerId: 'ben',
    kind: 'unsportsmanlike',
    shooting: false,
  },
  { ...at, type: 'timeout', team: 'home' },
  { ...at, type: 'substitution', team: 'home', playersIn: ['ada', 'ben'], playersOut: ['gone'] },
  { ...at, type: 'substitution', team: 'home', playersIn: ['ada'], playersOut: [] },
  { ...at, type: 'substitution', team: 'home', playersIn: [], playersOut: ['ben'] },
  { ...at, type: 'starting-lineup', team: 'home', playerIds: ['ada', 'ben'] },
  { ...at, type: 'possession-arrow', team: 'away' },
];

describe('the public play-by-play', () => {
  it('says every play in English as the domain’s play-by-play always has', () => {
    const english = wordsIn('en');
    for (const event of events) {
      const detail = playDetail(event, rules, player);
      expect(detail, event.type).not.toBeNull();
      expect(publicPlayDetailSchema.parse(detail)).toEqual(detail);
      const domain = fillPlayerNames(describeEvent(event, rules), (id) => names[id] ?? 'A player');
      expect(playText(english, detail!)).toBe(domain);
    }
  });

  it('says them in the language asked, names as they are', () => {
    const say = (locale: string, event: GameEvent) =>
      playText(wordsIn(locale), playDetail(event, rules, player)!);
    const [, , , overtime, , , , , , three, assisted] = events;
    expect(say('es', three!)).toBe('Ada Stone: triple anotado');
    expect(say('es', assisted!)).toBe('Ada Stone: canasta de 2 (asistencia de Ben R.)');
    expect(say('es', overtime!)).toBe('Inicio de PR1');
    expect(say('fr', three!)).toBe('Ada Stone : tir à 3 points réussi');
    expect(say('pt-BR', three!)).toBe('Ada Stone: arremesso de 3 pontos convertido');
    const lineup = events.find((e) => e.type === 'starting-lineup')!;
    expect(say('es', lineup)).toBe('Titulares: Ada Stone, Ben R.');
    const unknown = events.find((e) => e.type === 'substitution')!;
    expect(say('es', unknown)).toBe('Cambio: entrada de Ada Stone, Ben R.; salida de Un jugador');
    for (const locale of ['es', 'fr', 'pt-BR']) {
      for (const event of events) {
        const text = say(locale, event);
        expect(text, `${locale} ${event.type}`).not.toMatch(/play\.|\{|\}/);
      }
    }
  });

  it('lists plays newest first, and keeps the stored words of a play whose event is missing', () => {
    const entry = (seq: number, description: string): PlayEntry => ({
      seq,
      order: seq,
      clientId: `c-${seq}`,
      type: 'shot',
      team: 'home',
      period: 1,
      clockMs: 500_000 - seq,
      description,
      playerId: 'ada',
      score: { home: seq, away: 0 },
      points: 2,
    });
    const shot: GameEvent = {
      ...at,
      type: 'shot',
      team: 'home',
      playerId: 'ada',
      points: 2,
      made: true,
    };
    const log: LoggedEvent[] = [{ seq: 1, event: shot, recordedAt: 0, deviceId: 'd', userId: 'u' }];
    const plays = publicPlays({
      plays: [entry(1, '{{ada}} 2PT shot made'), entry(2, '{{ada}} steal, {{nobody}}')],
      log,
      rules,
      teamIdOf: { home: 'team-h', away: 'team-a' },
      player,
      words: wordsIn('es'),
    });
    expect(plays.map((p) => p.seq)).toEqual([2, 1]);
    expect(plays[0]).toMatchObject({ detail: null, text: 'Ada Stone steal, Un jugador' });
    expect(plays[1]).toMatchObject({
      teamId: 'team-h',
      text: 'Ada Stone: canasta de 2',
      detail: { kind: 'shot', player: { id: 'ada', name: 'Ada Stone' }, points: 2, made: true },
      homeScore: 1,
    });
  });
});
