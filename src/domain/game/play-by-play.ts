// Plain-English lines of the play-by-play. Players appear as tokens (playerToken) because the
// domain knows ids, not names; a screen swaps in names with fillPlayerNames.
import type { GameRules } from '../season/rules.ts';
import { periodLabel } from './clock.ts';
import type { FoulKind, GameEvent, TurnoverKind } from './events.ts';

/** How a player appears inside a description: `{{id}}`. */
export function playerToken(playerId: string): string {
  return `{{${playerId}}}`;
}

const tokenPattern = /\{\{([^{}]+)\}\}/g;

/** Replaces every player token with the name `nameOf` gives (e.g. "#7 Ana Silva"). */
export function fillPlayerNames(description: string, nameOf: (playerId: string) => string): string {
  return description.replace(tokenPattern, (_, id: string) => nameOf(id));
}

/** The player ids a description mentions, in order. */
export function playersInDescription(description: string): string[] {
  return [...description.matchAll(tokenPattern)].map((m) => m[1]!);
}

const turnoverText: Record<TurnoverKind, string> = {
  'bad-pass': 'bad pass',
  'lost-ball': 'lost ball',
  travelling: 'travelling',
  'double-dribble': 'double dribble',
  'offensive-foul': 'offensive foul',
  'out-of-bounds': 'out of bounds',
  'shot-clock': 'shot-clock violation',
  'three-seconds': '3 seconds',
  'five-seconds': '5 seconds',
  'eight-seconds': '8 seconds',
  backcourt: 'backcourt',
  other: 'other',
};

const foulText: Record<FoulKind, string> = {
  personal: 'personal foul',
  technical: 'technical foul',
  unsportsmanlike: 'unsportsmanlike foul',
  disqualifying: 'disqualifying foul',
  offensive: 'offensive foul',
};

function list(ids: readonly string[]): string {
  return ids.map(playerToken).join(', ');
}

/** The play-by-play text of an event, or null for events the play-by-play leaves out (clocks, voids). */
export function describeEvent(event: GameEvent, rules: Pick<GameRules, 'periods'>): string | null {
  switch (event.type) {
    case 'game-start':
      return 'Game started';
    case 'game-end':
      return 'Game over';
    case 'period-start':
      return `Start of ${periodLabel(event.newPeriod, rules)}`;
    case 'period-end':
      return `End of ${periodLabel(event.period, rules)}`;
    case 'score-adjust':
      return event.points > 0
        ? `+${event.points} on the scoreboard`
        : `${event.points} on the scoreboard (correction)`;
    case 'score-source':
      return event.source === 'console'
        ? 'The score now comes from the scoreboard buttons'
        : 'The score now comes from the stats consoles';
    case 'shot': {
      const kind = event.points === 3 ? '3PT' : '2PT';
      const assist =
        event.made && event.assistPlayerId !== undefined
          ? ` (assist ${playerToken(event.assistPlayerId)})`
          : '';
      return `${playerToken(event.playerId)} ${kind} shot ${event.made ? 'made' : 'missed'}${assist}`;
    }
    case 'free-throw':
      return `${playerToken(event.playerId)} free throw ${event.made ? 'made' : 'missed'}`;
    case 'rebound': {
      const kind = event.offensive ? 'offensive' : 'defensive';
      return event.playerId === null
        ? `Team ${kind} rebound`
        : `${playerToken(event.playerId)} ${kind} rebound`;
    }
    case 'turnover': {
      const who = event.playerId === null ? 'Team' : playerToken(event.playerId);
      return `${who} turnover (${turnoverText[event.kind]})`;
    }
    case 'steal':
      return `${playerToken(event.playerId)} steal`;
    case 'block':
      return `${playerToken(event.playerId)} block`;
    case 'foul': {
      const who =
        event.offender === 'coach'
          ? 'Coach'
          : event.offender === 'bench'
            ? 'Bench'
            : event.playerId === null
              ? 'Team'
              : playerToken(event.playerId);
      return `${who} ${foulText[event.kind]}${event.shooting ? ' (shooting)' : ''}`;
    }
    case 'timeout':
      return 'Timeout';
    case 'substitution': {
      const parts: string[] = [];
      if (event.playersIn.length > 0) parts.push(`${list(event.playersIn)} in`);
      if (event.playersOut.length > 0) parts.push(`${list(event.playersOut)} out`);
      return `Substitution: ${parts.join('; ')}`;
    }
    case 'starting-lineup':
      return `Starting lineup: ${list(event.playerIds)}`;
    case 'possession-arrow':
      return 'Possession arrow';
    case 'clock-start':
    case 'clock-stop':
    case 'clock-set':
    case 'shot-clock-start':
    case 'shot-clock-stop':
    case 'shot-clock-set':
    case 'shot-clock-off':
    case 'void':
      return null;
  }
}
