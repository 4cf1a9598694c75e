// Who is on the court, minutes and +/-. Time is measured as elapsed game time (period lengths by
// the rules and each event's period/clockMs). A player's minutes run from the moment they come in
// to the moment they go out, or to the latest game time any event reached. +/- counts the made
// shots and free throws (the stats source) while a player was on the court at the shot's game
// time, so a late (offline) event lands where it happened (see Moment in history.ts for ties).
import { elapsedGameMs, periodLengthMs } from './clock.ts';
import type { Draft } from './draft.ts';
import { teamSides, type GameEvent, type TeamSide } from './events.ts';
import { before, covers, type Basket, type Moment } from './history.ts';
import { forEachItem, pushed } from './pvector.ts';

/** Moves the latest game time forward, and with it the minutes of everyone on the court. */
export function advanceCursor(d: Draft, abs: number): void {
  if (abs <= d.h.cursor) return;
  d.h.cursor = abs;
  for (const side of teamSides) {
    for (const id of d.s.onCourt[side]) refreshPlayed(d, id, side);
  }
}

function refreshPlayed(d: Draft, id: string, team: TeamSide): void {
  const stints = d.h.stints[id];
  const open = stints?.[stints.length - 1];
  const running = open !== undefined && open.end === null;
  const played = (d.h.closedMs[id] ?? 0) + (running ? Math.max(0, d.h.cursor - open.start.abs) : 0);
  const current = d.s.players[id];
  if (current !== undefined && current.playedMs === played && current.onCourt === running) {
    return;
  }
  const line = d.line(id, team, false);
  line.playedMs = played;
  line.onCourt = running;
}

/** +/- of one player for every basket inside (or outside, with sign −1) a span. */
function replayBaskets(d: Draft, id: string, team: TeamSide, test: (b: Basket) => boolean): number {
  let delta = 0;
  forEachItem(d.h.baskets, (b) => {
    if (test(b)) delta += b.team === team ? b.points : -b.points;
  });
  return delta;
}

function openStint(d: Draft, id: string, team: TeamSide, at: Moment): void {
  const h = d.h;
  h.stints = d.own(h.stints);
  h.stints[id] = [...(h.stints[id] ?? []), { start: at, end: null }];
  const on = (d.s.onCourt = d.own(d.s.onCourt));
  on[team] = [...on[team], id];
  if (h.lastBasket >= at.abs) {
    const convention = d.setup.rules.plusMinus;
    const delta = replayBaskets(d, id, team, (b) => before(at, b, convention));
    if (delta !== 0) d.line(id, team, false).plusMinus += delta;
  }
  refreshPlayed(d, id, team);
}

function closeStint(d: Draft, id: string, team: TeamSide, at: Moment): void {
  const h = d.h;
  const stints = h.stints[id];
  const open = stints?.[stints.length - 1];
  if (stints === undefined || open === undefined || open.end !== null) return;
  h.stints = d.own(h.stints);
  h.stints[id] = [...stints.slice(0, -1), { start: open.start, end: at }];
  h.closedMs = d.own(h.closedMs);
  h.closedMs[id] = (h.closedMs[id] ?? 0) + Math.max(0, at.abs - open.start.abs);
  const on = (d.s.onCourt = d.own(d.s.onCourt));
  on[team] = on[team].filter((p) => p !== id);
  if (h.lastBasket >= at.abs) {
    const convention = d.setup.rules.plusMinus;
    const delta = replayBaskets(
      d,
      id,
      team,
      (b) => before(open.start, b, convention) && !before(b, at, convention),
    );
    if (delta !== 0) d.line(id, team, false).plusMinus -= delta;
  }
  refreshPlayed(d, id, team);
}

function noteLineupChange(d: Draft, team: TeamSide, abs: number): void {
  if (abs > d.h.lastChange[team]) {
    d.h.lastChange = { ...d.h.lastChange, [team]: abs };
  }
}

/** A made shot or free throw: +/- of everyone on the court when it happened. */
export function basket(d: Draft, at: Basket): void {
  const h = d.h;
  for (const side of teamSides) {
    const sign = side === at.team ? 1 : -1;
    if (at.abs > h.lastChange[side]) {
      for (const id of d.s.onCourt[side]) d.line(id, side, false).plusMinus += sign * at.points;
    } else {
      for (const id in h.stints) {
        const line = d.s.players[id];
        if (line === undefined || line.team !== side) continue;
        if (h.stints[id]!.some((st) => covers(st, at, d.setup.rules.plusMinus))) {
          d.line(id, side, false).plusMinus += sign * at.points;
        }
      }
    }
  }
  h.baskets = pushed(h.baskets, at);
  if (at.abs > h.lastBasket) h.lastBasket = at.abs;
}

export function substitute(
  d: Draft,
  e: Extract<GameEvent, { type: 'substitution' }>,
  moment: Moment,
): void {
  for (const id of e.playersOut) closeStint(d, id, e.team, moment);
  for (const id of e.playersIn) {
    if (!d.s.onCourt[e.team].includes(id)) openStint(d, id, e.team, moment);
  }
  noteLineupChange(d, e.team, moment.abs);
}

/**
 * The starters were on from the start of the period the lineup names, however late the
 * statistician entered it; a second lineup replaces the first.
 */
export function startLineup(d: Draft, e: Extract<GameEvent, { type: 'starting-lineup' }>): void {
  const { s } = d;
  const rules = d.setup.rules;
  const start = elapsedGameMs(rules, e.period, periodLengthMs(rules, e.period));
  // Fold orders start at 1: a lineup's moment is before every event's at the same game time.
  const moment: Moment = {
    abs: start,
    period: e.period,
    opening: true,
    order: 0,
    team: e.team,
    rank: -1,
  };
  for (const id of [...s.onCourt[e.team]]) closeStint(d, id, e.team, moment);
  for (const id in s.players) {
    const line = s.players[id]!;
    if (line.team === e.team && line.starter) d.line(id, e.team).starter = false;
  }
  for (const id of e.playerIds) {
    d.line(id, e.team).starter = true;
    if (!s.onCourt[e.team].includes(id)) openStint(d, id, e.team, moment);
  }
  noteLineupChange(d, e.team, start);
}
