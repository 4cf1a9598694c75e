// The play-by-play (docs/product/live-games.md): every event but clock events and voids, in game-time order
// (period, clock descending, seq), each in plain English with the running score by the current
// score source; `points` is what the entry itself scored (made shot, free throw, or scoreboard
// button), whatever the source. Players appear in the words as tokens (playerToken) because the
// domain knows ids, not names; a screen swaps in names with fillPlayerNames. People read a play in
// their own language, worded from its event (the consoles: web/features/consoles/text/event-text.ts;
// the public pages and JSON: public-site/play-text.ts); this English line, kept in every state
// and in states saved before, stands in only when the event cannot be found.
import type { GameRules } from '../season/rules.ts';
import { formatClock, formatShotClock, periodLabel, periodLengthMs } from './clock.ts';
import type { Draft } from './draft.ts';
import {
  clockTypes,
  type EventType,
  type FoulKind,
  type GameEvent,
  type LoggedEvent,
  type ScoreSource,
  type TurnoverKind,
} from './events.ts';
import { addTo, zero } from './score.ts';
import type { PlayEntry } from './state.ts';

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

/** What a console's buttons say; the play-by-play says the same in lower case. */
export const turnoverLabels: Record<TurnoverKind, string> = {
  'bad-pass': 'Bad pass',
  'lost-ball': 'Lost ball',
  travelling: 'Travelling',
  'double-dribble': 'Double dribble',
  'offensive-foul': 'Offensive foul',
  'out-of-bounds': 'Out of bounds',
  'shot-clock': 'Shot-clock violation',
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

function list(ids: readonly string[]): string {
  return ids.map(playerToken).join(', ');
}

const leftOut = new Set<EventType>([...clockTypes, 'void']);

/** Whether events of this kind are lines of the play-by-play (clock events and voids are not). */
export function inPlayByPlay(type: EventType): boolean {
  return !leftOut.has(type);
}

/**
 * An event in words: the play-by-play's line, and what a console says about any event it could
 * not record. The side is not named: screens show it beside the line.
 */
export function describeEvent(
  event: GameEvent,
  rules: Pick<GameRules, 'periods' | 'showTenthsLastMinute'>,
): string {
  switch (event.type) {
    case 'game-start':
      return 'Game started';
    case 'game-end':
      return 'Game over';
    case 'period-start':
      return `Start of ${periodLabel(event.newPeriod, rules)}`;
    case 'period-end':
      return `End of ${periodLabel(event.period, rules)}`;
    case 'clock-start':
      return `Clock started at ${formatClock(event.remainingMs, rules)}`;
    case 'clock-stop':
      return `Clock stopped at ${formatClock(event.remainingMs, rules)}`;
    case 'clock-set':
      return `Clock set to ${formatClock(event.remainingMs, rules)}`;
    case 'shot-clock-start':
      return `Shot clock started at ${formatShotClock(event.remainingMs)}`;
    case 'shot-clock-stop':
      return `Shot clock stopped at ${formatShotClock(event.remainingMs)}`;
    case 'shot-clock-set':
      return `Shot clock set to ${formatShotClock(event.remainingMs)}`;
    case 'shot-clock-off':
      return 'Shot clock off';
    case 'clock-takeover':
      return 'Took over the clock';
    case 'score-adjust':
      return event.points > 0
        ? `+${event.points} on the scoreboard`
        : `${event.points} on the scoreboard (correction)`;
    case 'score-source':
      return event.source === 'console'
        ? 'The score now comes from the scoreboard buttons'
        : 'The score now comes from the stats consoles';
    case 'shot': {
      const kind = `${event.points}PT`;
      const assist =
        event.made && event.assistPlayerId !== undefined
          ? ` (assist ${playerToken(event.assistPlayerId)})`
          : '';
      return `${playerToken(event.playerId)} ${kind} shot ${event.made ? 'made' : 'missed'}${assist}`;
    }
    case 'free-throw': {
      const worth =
        event.points !== undefined && event.points !== 1 ? ` (${event.points} PTS)` : '';
      const assist =
        event.made && event.assistPlayerId !== undefined
          ? ` (assist ${playerToken(event.assistPlayerId)})`
          : '';
      return `${playerToken(event.playerId)} free throw${worth} ${event.made ? 'made' : 'missed'}${assist}`;
    }
    case 'rebound': {
      if (event.deadBall === true) return 'Team rebound (dead ball)';
      const kind = event.offensive ? 'offensive' : 'defensive';
      return event.playerId === null
        ? `Team ${kind} rebound`
        : `${playerToken(event.playerId)} ${kind} rebound`;
    }
    case 'turnover': {
      const who = event.playerId === null ? 'Team' : playerToken(event.playerId);
      return `${who} turnover (${turnoverLabels[event.kind].toLowerCase()})`;
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
      const kind = foulLabels[event.kind].toLowerCase();
      const drawn =
        event.drawnByPlayerId === undefined ? '' : `, on ${playerToken(event.drawnByPlayerId)}`;
      return `${who} ${kind} foul${event.shooting ? ' (shooting)' : ''}${drawn}`;
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
    case 'void':
      return 'Undo';
  }
}

function comparePlays(a: PlayEntry, b: PlayEntry): number {
  return a.period - b.period || b.clockMs - a.clockMs || a.order - b.order;
}

/**
 * What an entry adds to the running score by `source`. The table's count, once restarted from the
 * stats' (`fromStats`, a fold order), is the stats' points made before then and its buttons after.
 */
function contribution(entry: PlayEntry, source: ScoreSource, fromStatsAt: number): number {
  const fromStats = entry.type === 'shot' || entry.type === 'free-throw';
  if (source === 'stats') return fromStats ? entry.points : 0;
  const counts =
    entry.order < fromStatsAt
      ? fromStats
      : entry.type === 'score-adjust' && entry.order > fromStatsAt;
  return counts ? entry.points : 0;
}

/**
 * Puts an event's line in its game-time place; `points`: what the event scored; `review`: its
 * placement is in doubt (timeline.ts), so screens flag it for a person to check.
 */
export function addPlay(d: Draft, logged: LoggedEvent, points: number, review: boolean): void {
  const e = logged.event;
  const rules = d.setup.rules;
  let period = e.period;
  let clockMs = e.clockMs;
  if (e.type === 'period-start') {
    period = e.newPeriod;
    clockMs = periodLengthMs(rules, e.newPeriod);
  } else if (e.type === 'period-end') clockMs = 0;
  const team = 'team' in e ? e.team : null;
  const playerId = 'playerId' in e ? e.playerId : null;
  const entry: PlayEntry = {
    seq: logged.seq,
    order: d.h.folded,
    clientId: e.clientId,
    type: e.type,
    team,
    period,
    clockMs,
    description: describeEvent(e, rules),
    playerId,
    score: zero(),
    points,
    ...(review ? { review: true as const } : {}),
  };
  const list = (d.s.playByPlay = d.own(d.s.playByPlay));
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (comparePlays(list[mid]!, entry) <= 0) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, entry);
  if (lo === list.length - 1) {
    const prev = lo > 0 ? list[lo - 1]!.score : zero();
    entry.score = addTo(prev, team, contribution(entry, d.s.scoreSource, d.h.tableFromStatsOrder));
  } else d.pbpDirtyFrom = Math.min(d.pbpDirtyFrom, lo);
}

/** Running scores from d.pbpDirtyFrom on, by the current score source. */
export function rescorePlays(d: Draft): void {
  const from = d.pbpDirtyFrom;
  if (from === Infinity) return;
  d.pbpDirtyFrom = Infinity;
  const list = (d.s.playByPlay = d.own(d.s.playByPlay));
  let score = from > 0 ? list[from - 1]!.score : zero();
  for (let i = from; i < list.length; i++) {
    const entry = list[i]!;
    score = addTo(score, entry.team, contribution(entry, d.s.scoreSource, d.h.tableFromStatsOrder));
    if (entry.score.home !== score.home || entry.score.away !== score.away) {
      list[i] = { ...entry, score };
    }
  }
}
