// A play of the public play-by-play in words, in the page's language: from what the play was
// (`detail`, contract/public-league.ts), players named as the organiser chose. The server writes
// the JSON's `text` with the same function in the tournament's language.
import type { PublicPlayDetail, PublicPlayPlayer } from '../contract/public-league.ts';
import { periodShort } from '../i18n/basketball-words.ts';
import type { Words } from './words.ts';

/** The two catalogues a play's words come from. */
export type PlayWords = Pick<Words, 't' | 'tc'>;

export function playText(words: PlayWords, detail: PublicPlayDetail): string {
  const { t, tc } = words;
  const name = (p: PublicPlayPlayer) => p.name ?? t('play.unknownPlayer');
  // Names are never translated; a list of them reads the same in every language.
  const names = (list: readonly PublicPlayPlayer[]) => list.map(name).join(', ');
  const assisted = (assist: PublicPlayPlayer | null) => ({
    assisted: assist === null ? 'no' : 'yes',
    assist: assist === null ? '' : name(assist),
  });
  switch (detail.kind) {
    case 'game-start':
      return t('play.gameStart');
    case 'game-end':
      return t('play.gameEnd');
    case 'timeout':
      return tc('term.timeout');
    case 'possession-arrow':
      return tc('term.possessionArrow');
    case 'period-start':
    case 'period-end':
      return t(detail.kind === 'period-start' ? 'play.periodStart' : 'play.periodEnd', {
        period: periodShort(tc, detail.period, { periods: detail.periods }),
      });
    case 'score-adjust':
      return detail.points > 0
        ? t('play.scoreAdd', { points: detail.points })
        : t('play.scoreCorrection', { points: detail.points });
    case 'score-source':
      return t('play.scoreSource', { source: detail.source });
    case 'shot':
      return t('play.shot', {
        player: name(detail.player),
        points: detail.points,
        made: detail.made ? 'yes' : 'no',
        ...assisted(detail.assist),
      });
    case 'free-throw':
      return t('play.freeThrow', {
        player: name(detail.player),
        worth: detail.points === 1 ? 'none' : String(detail.points),
        made: detail.made ? 'yes' : 'no',
        ...assisted(detail.assist),
      });
    case 'rebound': {
      const kind = detail.offensive ? 'offensive' : 'defensive';
      if (detail.deadBall) return t('play.reboundDeadBall');
      return detail.player === null
        ? t('play.teamRebound', { kind })
        : t('play.playerRebound', { kind, player: name(detail.player) });
    }
    case 'turnover': {
      const kind = t(`play.turnoverKind.${detail.turnover}`);
      return detail.player === null
        ? t('play.teamTurnover', { kind })
        : t('play.playerTurnover', { kind, player: name(detail.player) });
    }
    case 'steal':
      return t('play.steal', { player: name(detail.player) });
    case 'block':
      return t('play.block', { player: name(detail.player) });
    case 'foul':
      return t('play.foul', {
        offender:
          detail.offender === 'coach' || detail.offender === 'bench'
            ? detail.offender
            : detail.player === null
              ? 'team'
              : 'player',
        player: detail.player === null ? '' : name(detail.player),
        kind: detail.foul,
        shooting: detail.shooting ? 'yes' : 'no',
        hasDrawn: detail.drawnBy === null ? 'no' : 'yes',
        drawn: detail.drawnBy === null ? '' : name(detail.drawnBy),
      });
    case 'substitution': {
      const into = names(detail.playersIn);
      const out = names(detail.playersOut);
      if (detail.playersOut.length === 0) return t('play.substitutionIn', { in: into });
      if (detail.playersIn.length === 0) return t('play.substitutionOut', { out });
      return t('play.substitutionBoth', { in: into, out });
    }
    case 'starting-lineup':
      return t('play.lineup', { players: names(detail.players) });
  }
}
