// What an undo button takes back. A console's undo takes back this device's own last action that
// still counts; the team-foul and timeout corrections take back that team's last one, whoever
// logged it, as long as the console may undo it (a foul naming a player is a stats console's).
import { foulWindow } from '../../../../domain/game/fouls.ts';
import { inPlayByPlay } from '../../../../domain/game/play-by-play.ts';
import type { GameEvent, LoggedEvent, TeamSide } from '../../../../domain/game/events.ts';
import type { GameSetup, GameState } from '../../../../domain/game/state.ts';

function lastCounting(
  log: readonly LoggedEvent[],
  state: GameState,
  pick: (logged: LoggedEvent) => boolean,
): GameEvent | null {
  const voided = new Set(state.voided);
  const conflicts = new Set(state.clockConflicts.map((c) => c.clientId));
  for (let i = log.length - 1; i >= 0; i--) {
    const logged = log[i]!;
    const e = logged.event;
    if (e.type === 'void' || voided.has(e.clientId) || conflicts.has(e.clientId)) continue;
    if (pick(logged)) return e;
  }
  return null;
}

/**
 * This device's last action the time & score or time-only console can take back: anything it
 * logged but a takeover of the clock and the stop the clock makes by itself at 0.0.
 */
export function lastOwnAction(
  log: readonly LoggedEvent[],
  state: GameState,
  deviceId: string,
  allowed: (e: GameEvent) => boolean,
): GameEvent | null {
  return lastCounting(
    log,
    state,
    ({ event: e, deviceId: by }) =>
      by === deviceId &&
      e.type !== 'clock-takeover' &&
      !(e.type === 'clock-stop' && e.remainingMs === 0) &&
      allowed(e),
  );
}

/** This device's last play of `sides` (a line of the play-by-play), for a stats console's undo. */
export function lastOwnPlay(
  log: readonly LoggedEvent[],
  state: GameState,
  deviceId: string,
  sides: readonly TeamSide[],
): GameEvent | null {
  return lastCounting(
    log,
    state,
    ({ event: e, deviceId: by }) =>
      by === deviceId && inPlayByPlay(e.type) && 'team' in e && sides.includes(e.team),
  );
}

/** The team's last foul without a player (the foul button's) in the periods that count now. */
export function lastTeamFoul(
  setup: GameSetup,
  log: readonly LoggedEvent[],
  state: GameState,
  team: TeamSide,
): GameEvent | null {
  const [from, to] = foulWindow(setup.rules, Math.max(1, state.period));
  return lastCounting(
    log,
    state,
    ({ event: e }) =>
      e.type === 'foul' &&
      e.team === team &&
      e.offender === 'player' &&
      e.playerId === null &&
      e.period >= from &&
      e.period <= to,
  );
}

/** The team's last timeout that still counts. */
export function lastTimeout(
  log: readonly LoggedEvent[],
  state: GameState,
  team: TeamSide,
): GameEvent | null {
  return lastCounting(log, state, ({ event: e }) => e.type === 'timeout' && e.team === team);
}
