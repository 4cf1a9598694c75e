// The public play-by-play: each line of the game's state with what its event was (the log holds
// every event, at index seq - 1), players named as the organiser chose, and the line in the
// tournament's language for readers of the JSON. The pages say it again in their own language
// from `detail` (src/public-site/play-text.ts). A line whose event cannot be found (a state kept
// from before) keeps the domain's English words.
import type {
  PublicPlay,
  PublicPlayDetail,
  PublicPlayPlayer,
} from '../../../contract/public-league.ts';
import type { GameEvent, LoggedEvent } from '../../../domain/game/events.ts';
import { fillPlayerNames } from '../../../domain/game/play-by-play.ts';
import type { PlayEntry } from '../../../domain/game/state.ts';
import type { GameRules } from '../../../domain/season/rules.ts';
import { playText, type PlayWords } from '../../../public-site/play-text.ts';

/** A player of the play by id: the name as the organiser chose, or null if not on the roster. */
export type PlayPlayerOf = (playerId: string) => PublicPlayPlayer;

/** What an event of the play-by-play was; null for a kind the play-by-play does not list. */
export function playDetail(
  event: GameEvent,
  rules: Pick<GameRules, 'periods'>,
  player: PlayPlayerOf,
): PublicPlayDetail | null {
  const maybe = (id: string | null | undefined) =>
    id === null || id === undefined ? null : player(id);
  switch (event.type) {
    case 'game-start':
    case 'game-end':
    case 'timeout':
    case 'possession-arrow':
      return { kind: event.type };
    case 'period-start':
      return { kind: event.type, period: event.newPeriod, periods: rules.periods };
    case 'period-end':
      return { kind: event.type, period: event.period, periods: rules.periods };
    case 'score-adjust':
      return { kind: event.type, points: event.points };
    case 'score-source':
      return { kind: event.type, source: event.source };
    case 'shot':
    case 'free-throw':
      return {
        kind: event.type,
        player: player(event.playerId),
        points: event.points ?? 1,
        made: event.made,
        assist: event.made ? maybe(event.assistPlayerId) : null,
      };
    case 'rebound':
      return {
        kind: event.type,
        player: event.deadBall === true ? null : maybe(event.playerId),
        offensive: event.offensive,
        deadBall: event.deadBall === true,
      };
    case 'turnover':
      return { kind: event.type, player: maybe(event.playerId), turnover: event.kind };
    case 'steal':
    case 'block':
      return { kind: event.type, player: player(event.playerId) };
    case 'foul': {
      const byPlayer = event.offender === 'player' || event.offender === 'team';
      return {
        kind: event.type,
        offender: event.offender,
        player: byPlayer ? maybe(event.playerId) : null,
        foul: event.kind,
        shooting: event.shooting,
        drawnBy: maybe(event.drawnByPlayerId),
      };
    }
    case 'substitution':
      return {
        kind: event.type,
        playersIn: event.playersIn.map(player),
        playersOut: event.playersOut.map(player),
      };
    case 'starting-lineup':
      return { kind: event.type, players: event.playerIds.map(player) };
    default:
      return null;
  }
}

export interface PublicPlaysInput {
  /** The state's play-by-play, in game-time order. */
  plays: readonly PlayEntry[];
  log: readonly LoggedEvent[];
  rules: Pick<GameRules, 'periods'>;
  teamIdOf: Record<'home' | 'away', string>;
  player: PlayPlayerOf;
  /** The tournament's language, for `text`. */
  words: PlayWords;
}

/** The plays newest first, each with its detail and its words. */
export function publicPlays(input: PublicPlaysInput): PublicPlay[] {
  const { log, rules, player, words } = input;
  const unknown = words.t('play.unknownPlayer');
  return [...input.plays].reverse().map((play) => {
    const logged = log[play.seq - 1];
    const event = logged?.seq === play.seq ? logged.event : undefined;
    const detail = event ? playDetail(event, rules, player) : null;
    return {
      seq: play.seq,
      period: play.period,
      clockMs: play.clockMs,
      teamId: play.team ? input.teamIdOf[play.team] : null,
      text: detail
        ? playText(words, detail)
        : fillPlayerNames(play.description, (id) => player(id).name ?? unknown),
      detail,
      homeScore: play.score.home,
      awayScore: play.score.away,
    };
  });
}
