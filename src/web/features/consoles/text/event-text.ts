// Events in words, with the players' names and numbers, in the scorer's language: the
// play-by-play, the undo/edit dialogs and the "not recorded" notices (their reasons:
// refusal-text.ts). They say what the domain's play-by-play says in English (play-by-play.ts),
// with names put in and the side named where no player is.
import { useMemo } from 'react';
import type { LiveGame } from '../../../../contract/live-games.ts';
import { formatClock, formatShotClock } from '../../../../domain/game/clock.ts';
import {
  eventTeam,
  type GameEvent,
  type TeamSide,
  type TurnoverKind,
} from '../../../../domain/game/events.ts';
import {
  describeEvent as describeInDomain,
  fillPlayerNames,
  playersInDescription,
} from '../../../../domain/game/play-by-play.ts';
import type { PlayEntry } from '../../../../domain/game/state.ts';
import { periodShort } from '../../../../i18n/basketball-words.ts';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import type { Translate } from '../../../../i18n/translator.ts';
import { translatorFor, useT } from '../../../lib/i18n/i18n-store.ts';
import { playerLabel } from '../../../lib/format.ts';

/** The two catalogues an event's words come from: the consoles' and the basketball words. */
export interface Words {
  t: Translate<MessageKey<'console'>>;
  common: Translate<MessageKey<'common'>>;
}

/** The page's words; the same object until the language changes, so it can key a memo. */
export function useWords(): Words {
  const t = useT('console');
  const common = useT('common');
  return useMemo(() => ({ t, common }), [t, common]);
}

/** The words in the page's language, for code outside components. */
export function pageWords(): Words {
  return { t: translatorFor('console'), common: translatorFor('common') };
}

export function findPlayer(game: LiveGame | null, id: string | null | undefined) {
  if (!game || !id) return null;
  return (
    game.home.players.find((p) => p.id === id) ?? game.away.players.find((p) => p.id === id) ?? null
  );
}

export function teamName(words: Words, game: LiveGame | null, side: TeamSide): string {
  if (!game) return words.common(side === 'home' ? 'side.home' : 'side.away');
  return game[side].name;
}

/** "Bad pass", "Travelling"…: a turnover's kind as a console's buttons say it. */
export function turnoverLabel({ t }: Words, kind: TurnoverKind): string {
  return t(`event.turnoverKind.${kind}`);
}

/** "#7 Ada Stone", from a player's id; "unknown player" for one on neither roster. */
export function nameOf(words: Words, game: LiveGame | null) {
  return (id: string) => {
    const player = findPlayer(game, id);
    return player ? playerLabel(player) : words.t('event.unknownPlayer');
  };
}

const defaultRules = { showTenthsLastMinute: false, periods: 4 };

/** The event's line, players named. */
function inWords(words: Words, game: LiveGame | null, event: GameEvent): string {
  const { t, common } = words;
  const rules = game?.rules ?? defaultRules;
  const name = nameOf(words, game);
  const names = (ids: readonly string[]) => ids.map(name).join(', ');
  const clock = (ms: number) => formatClock(ms, rules);
  const result = (made: boolean) => (made ? 'made' : 'missed');
  const withAssist = (play: string, assistId: string | undefined, made: boolean) =>
    made && assistId !== undefined ? t('event.withAssist', { play, assist: name(assistId) }) : play;

  switch (event.type) {
    case 'game-start':
      return t('event.gameStart');
    case 'game-end':
      return t('event.gameEnd');
    case 'period-start':
      return t('event.periodStart', { period: periodShort(common, event.newPeriod, rules) });
    case 'period-end':
      return t('event.periodEnd', { period: periodShort(common, event.period, rules) });
    case 'clock-start':
      return t('event.clockStart', { time: clock(event.remainingMs) });
    case 'clock-stop':
      return t('event.clockStop', { time: clock(event.remainingMs) });
    case 'clock-set':
      return t('event.clockSet', { time: clock(event.remainingMs) });
    case 'shot-clock-start':
      return t('event.shotClockStart', { time: formatShotClock(event.remainingMs) });
    case 'shot-clock-stop':
      return t('event.shotClockStop', { time: formatShotClock(event.remainingMs) });
    case 'shot-clock-set':
      return t('event.shotClockSet', { time: formatShotClock(event.remainingMs) });
    case 'shot-clock-off':
      return t('event.shotClockOff');
    case 'clock-takeover':
      return t('event.clockTakeover');
    case 'score-adjust':
      return event.points > 0
        ? t('event.scoreAdd', { points: event.points })
        : t('event.scoreCorrection', { points: event.points });
    case 'score-source':
      return event.matchStats === true
        ? t('event.tableTookStats')
        : t('event.scoreSource', { source: event.source });
    case 'shot':
      return withAssist(
        t('event.shot', {
          player: name(event.playerId),
          points: event.points,
          result: result(event.made),
        }),
        event.assistPlayerId,
        event.made,
      );
    case 'free-throw':
      return withAssist(
        t('event.freeThrow', {
          player: name(event.playerId),
          worth: event.points !== undefined && event.points !== 1 ? String(event.points) : 'none',
          result: result(event.made),
        }),
        event.assistPlayerId,
        event.made,
      );
    case 'rebound': {
      if (event.deadBall === true) return t('event.reboundDeadBall');
      const kind = event.offensive ? 'offensive' : 'defensive';
      return event.playerId === null
        ? t('event.teamRebound', { kind })
        : t('event.playerRebound', { kind, player: name(event.playerId) });
    }
    case 'turnover': {
      const kind = turnoverLabel(words, event.kind).toLocaleLowerCase(t.locale);
      return event.playerId === null
        ? t('event.teamTurnover', { kind })
        : t('event.playerTurnover', { kind, player: name(event.playerId) });
    }
    case 'steal':
      return t('event.steal', { player: name(event.playerId) });
    case 'block':
      return t('event.block', { player: name(event.playerId) });
    case 'foul':
      return t('event.foul', {
        offender:
          event.offender === 'coach' || event.offender === 'bench'
            ? event.offender
            : event.playerId === null
              ? 'team'
              : 'player',
        player: event.playerId === null ? '' : name(event.playerId),
        kind: event.kind,
        shooting: event.shooting ? 'yes' : 'no',
        hasDrawn: event.drawnByPlayerId === undefined ? 'no' : 'yes',
        drawn: event.drawnByPlayerId === undefined ? '' : name(event.drawnByPlayerId),
      });
    case 'timeout':
      return common('term.timeout');
    case 'substitution': {
      const into = names(event.playersIn);
      const out = names(event.playersOut);
      if (event.playersOut.length === 0) return t('event.substitutionIn', { in: into });
      if (event.playersIn.length === 0) return t('event.substitutionOut', { out });
      return t('event.substitutionBoth', { in: into, out });
    }
    case 'starting-lineup':
      return t('event.lineup', { players: names(event.playerIds) });
    case 'possession-arrow':
      return common('term.possessionArrow');
    case 'void':
      return t('event.void');
  }
}

/** One line for one event, as the play-by-play shows it: the team named when no player is. */
export function describeEvent(
  game: LiveGame | null,
  event: GameEvent,
  words: Words = pageWords(),
): string {
  const text = inWords(words, game, event);
  const team = eventTeam(event);
  const namesPlayer =
    playersInDescription(describeInDomain(event, game?.rules ?? defaultRules)).length > 0;
  return team !== null && !namesPlayer
    ? words.t('event.withTeam', { play: text, team: teamName(words, game, team) })
    : text;
}

/**
 * A line of the state's play-by-play: from its event, which the log always has; the state's own
 * line (the domain's English) stands in if it ever does not.
 */
export function describePlay(
  words: Words,
  game: LiveGame | null,
  entry: PlayEntry,
  event: GameEvent | undefined,
): string {
  if (event) return describeEvent(game, event, words);
  const text = fillPlayerNames(entry.description, nameOf(words, game));
  return entry.team !== null && playersInDescription(entry.description).length === 0
    ? words.t('event.withTeam', { play: text, team: teamName(words, game, entry.team) })
    : text;
}
