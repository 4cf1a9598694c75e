// Events in words, with the players' names and numbers: the play-by-play, the undo/edit dialogs
// and the "not recorded" notices all say the same thing.
import type { LiveGame, LivePlayer } from '../../../contract/live-games.ts';
import { formatClock, formatShotClock, periodLabel } from '../../../domain/game/clock.ts';
import type { FoulKind, GameEvent, TeamSide, TurnoverKind } from '../../../domain/game/events.ts';

export const turnoverLabels: Record<TurnoverKind, string> = {
  'bad-pass': 'Bad pass',
  'lost-ball': 'Lost ball',
  travelling: 'Travelling',
  'double-dribble': 'Double dribble',
  'offensive-foul': 'Offensive foul',
  'out-of-bounds': 'Out of bounds',
  'shot-clock': 'Shot clock',
  'three-seconds': '3 seconds',
  'five-seconds': '5 seconds',
  'eight-seconds': '8 seconds',
  backcourt: 'Backcourt',
  other: 'Other',
};

export const foulLabels: Record<FoulKind, string> = {
  personal: 'Personal',
  technical: 'Technical',
  unsportsmanlike: 'Unsportsmanlike',
  disqualifying: 'Disqualifying',
  offensive: 'Offensive',
};

export function findPlayer(game: LiveGame | null, id: string | null | undefined) {
  if (!game || !id) return null;
  return (
    game.home.players.find((p) => p.id === id) ?? game.away.players.find((p) => p.id === id) ?? null
  );
}

export function playerLabel(player: Pick<LivePlayer, 'jersey' | 'firstName' | 'lastName'>) {
  return `#${player.jersey} ${player.firstName} ${player.lastName}`;
}

export function teamName(game: LiveGame | null, side: TeamSide): string {
  if (!game) return side === 'home' ? 'Home' : 'Away';
  return game[side].name;
}

function who(game: LiveGame | null, id: string | null | undefined): string {
  const player = findPlayer(game, id);
  return player ? playerLabel(player) : 'unknown player';
}

function numbers(game: LiveGame | null, ids: readonly string[]): string {
  return ids
    .map((id) => (findPlayer(game, id) ? `#${findPlayer(game, id)!.jersey}` : '?'))
    .join(', ');
}

/** One line for one event, as the play-by-play shows it. */
export function describeEvent(game: LiveGame | null, event: GameEvent): string {
  const rules = game?.rules ?? { showTenthsLastMinute: false, periods: 4 };
  const clock = (ms: number) => formatClock(ms, rules);
  switch (event.type) {
    case 'game-start':
      return 'Game started';
    case 'game-end':
      return 'Game finished';
    case 'period-start':
      return `Start of ${periodLabel(event.newPeriod, rules)}`;
    case 'period-end':
      return `End of ${periodLabel(event.period, rules)}`;
    case 'clock-start':
      return `Clock started at ${clock(event.remainingMs)}`;
    case 'clock-stop':
      return `Clock stopped at ${clock(event.remainingMs)}`;
    case 'clock-set':
      return `Clock set to ${clock(event.remainingMs)}`;
    case 'shot-clock-start':
      return `Shot clock started at ${formatShotClock(event.remainingMs)}`;
    case 'shot-clock-stop':
      return `Shot clock stopped at ${formatShotClock(event.remainingMs)}`;
    case 'shot-clock-set':
      return `Shot clock set to ${formatShotClock(event.remainingMs)}`;
    case 'shot-clock-off':
      return 'Shot clock off';
    case 'score-adjust':
      return `${event.points > 0 ? '+' : '−'}${Math.abs(event.points)} ${teamName(game, event.team)}`;
    case 'score-source':
      return event.source === 'stats'
        ? 'Score from the stats consoles'
        : 'Score from the time & score console';
    case 'shot': {
      const assist = event.assistPlayerId ? ` (assist ${who(game, event.assistPlayerId)})` : '';
      return `${event.points}PT ${event.made ? 'made' : 'missed'}: ${who(game, event.playerId)}${event.made ? assist : ''}`;
    }
    case 'free-throw':
      return `Free throw ${event.made ? 'made' : 'missed'}: ${who(game, event.playerId)}`;
    case 'rebound': {
      const kind = event.offensive ? 'Offensive rebound' : 'Defensive rebound';
      return event.playerId
        ? `${kind}: ${who(game, event.playerId)}`
        : `Team ${kind.toLowerCase()}: ${teamName(game, event.team)}`;
    }
    case 'turnover': {
      const kind = turnoverLabels[event.kind].toLowerCase();
      return event.playerId
        ? `Turnover (${kind}): ${who(game, event.playerId)}`
        : `Team turnover (${kind}): ${teamName(game, event.team)}`;
    }
    case 'steal':
      return `Steal: ${who(game, event.playerId)}`;
    case 'block':
      return `Block: ${who(game, event.playerId)}`;
    case 'foul': {
      const kind = `${foulLabels[event.kind]} foul${event.shooting ? ' (shooting)' : ''}`;
      if (event.offender === 'coach') return `${kind}: coach, ${teamName(game, event.team)}`;
      if (event.offender === 'bench') return `${kind}: bench, ${teamName(game, event.team)}`;
      if (event.playerId === null) return `Team foul: ${teamName(game, event.team)}`;
      return `${kind}: ${who(game, event.playerId)}`;
    }
    case 'timeout':
      return `Timeout: ${teamName(game, event.team)}`;
    case 'substitution':
      return `Substitution ${teamName(game, event.team)}: in ${numbers(game, event.playersIn)}; out ${numbers(game, event.playersOut)}`;
    case 'starting-lineup':
      return `Starting lineup ${teamName(game, event.team)}: ${numbers(game, event.playerIds)}`;
    case 'possession-arrow':
      return `Possession arrow to ${teamName(game, event.team)}`;
    case 'void':
      return 'Undo';
  }
}

/** The reducer names players by id; a person reads "#7 Ada Stone". */
export function withNames(game: LiveGame | null, text: string): string {
  if (!game) return text;
  let out = text;
  for (const p of [...game.home.players, ...game.away.players]) {
    if (out.includes(p.id))
      out = out.split(`Player ${p.id}`).join(playerLabel(p)).split(p.id).join(playerLabel(p));
  }
  return out;
}
