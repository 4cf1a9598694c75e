// What a stats console is in the middle of, as one pure reducer: the player a play is for, a
// number being typed, a number both teams wear, the free throws after a foul, the open dialog and
// the open team-plays menu. The console records the plays and dispatches what happened; keeping the
// steps here, free of React and of time, lets each be tested on its own. The pause after a digit
// is the component's timer, which dispatches `pause` when no other digit came.
import type { GameEvent, TeamSide } from '../../../../domain/game/events.ts';
import { otherSide } from '../../../../domain/game/score.ts';
import { matchJersey, type JerseyPlayer } from './jersey-entry.ts';

/** The player the next play key is for. */
export interface Selection {
  side: TeamSide;
  playerId: string;
}

/** Free throws being shot: `shooterId` null until the scorer says who shoots. */
export interface FreeThrowRun {
  side: TeamSide;
  shooterId: string | null;
  total: number;
  done: number;
  worth: 1 | 2 | 3;
}

/**
 * A number being typed: still `waiting` for a digit or the pause (with the numbers it was typed
 * among, which the pause settles it against), or `unknown` to the rosters.
 */
export type TypedJersey =
  | { digits: string; status: 'waiting'; players: readonly JerseyPlayer[] }
  | { digits: string; status: 'unknown' };

export type StatsDialog =
  | { type: 'turnover'; side: TeamSide; playerId: string | null }
  | { type: 'foul'; side: TeamSide; playerId: string | null }
  | { type: 'substitution'; side: TeamSide }
  | { type: 'lineup'; side: TeamSide }
  | { type: 'location'; shot: Extract<GameEvent, { type: 'shot' }> }
  | { type: 'undo'; event: GameEvent };

export interface StatsEntry {
  selected: Selection | null;
  typed: TypedJersey | null;
  /** The players of both teams who wear the number typed: the scorer picks the team. */
  ambiguous: readonly JerseyPlayer[] | null;
  run: FreeThrowRun | null;
  dialog: StatsDialog | null;
  /** The team whose team-plays menu is open. */
  teamPlays: TeamSide | null;
}

export const initialStatsEntry: StatsEntry = {
  selected: null,
  typed: null,
  ambiguous: null,
  run: null,
  dialog: null,
  teamPlays: null,
};

export type StatsEntryAction =
  /** A player's tile tapped. */
  | { type: 'pick'; side: TeamSide; playerId: string }
  /** A digit typed; `players` are the numbers it can mean (the console's rosters). */
  | { type: 'digit'; digit: string; players: readonly JerseyPlayer[] }
  /** No digit came for `jerseyPauseMs`: the number typed is complete. */
  | { type: 'pause' }
  /** The team picked for a number both teams wear. */
  | { type: 'choose-team'; side: TeamSide }
  /** A play was recorded for the selection (or for a team): the next key starts afresh. */
  | { type: 'played' }
  /** A free throw was recorded: the run goes on to its next one, or ends after its last. */
  | { type: 'free-throw' }
  /** Clear, Stop or Escape: nobody selected, nothing typed, no free throws. */
  | { type: 'clear' }
  /** Turnover or foul of the selected player: their dialog opens and any free throws stop. */
  | { type: 'player-dialog'; kind: 'turnover' | 'foul' }
  | { type: 'open-dialog'; dialog: StatsDialog }
  | { type: 'close-dialog' }
  /** A dialog recorded its play: it closes and the selection clears. */
  | { type: 'dialog-recorded' }
  /**
   * A foul by `side` was recorded: its free throws (if any) start for the other team, with the
   * fouled player selected when known.
   */
  | {
      type: 'foul-recorded';
      side: TeamSide;
      freeThrows: number;
      worth: 1 | 2 | 3;
      shooterId: string | null;
    }
  | { type: 'team-plays'; side: TeamSide | null };

/** A new selection: whatever was typed or asked about goes. */
function select(state: StatsEntry, selected: Selection | null): StatsEntry {
  return { ...state, selected, typed: null, ambiguous: null };
}

function endRun(state: StatsEntry): StatsEntry {
  return select({ ...state, run: null }, null);
}

/** During free throws a tile of the shooting team changes the shooter; any other ends the run. */
function pick(state: StatsEntry, side: TeamSide, playerId: string): StatsEntry {
  const { run } = state;
  if (run !== null && side === run.side) {
    return select({ ...state, run: { ...run, shooterId: playerId } }, { side, playerId });
  }
  const again = state.selected?.playerId === playerId;
  return select({ ...state, run: null }, again ? null : { side, playerId });
}

function settleJersey(
  state: StatsEntry,
  digits: string,
  players: readonly JerseyPlayer[],
  final: boolean,
): StatsEntry {
  const match = matchJersey(digits, players, final);
  switch (match.kind) {
    case 'wait':
      return { ...state, typed: { digits, status: 'waiting', players } };
    case 'select':
      return pick({ ...state, typed: null }, match.player.side, match.player.playerId);
    case 'ambiguous':
      return { ...state, typed: null, ambiguous: match.players };
    case 'none':
      return { ...state, typed: { digits, status: 'unknown' } };
  }
}

export function statsEntryReducer(state: StatsEntry, action: StatsEntryAction): StatsEntry {
  switch (action.type) {
    case 'pick':
      return pick(state, action.side, action.playerId);
    case 'digit': {
      // A number the roster did not know is done with: the next digit starts another.
      const before = state.typed?.status === 'waiting' ? state.typed.digits : '';
      return settleJersey(state, before + action.digit, action.players, false);
    }
    case 'pause':
      return state.typed?.status === 'waiting'
        ? settleJersey(state, state.typed.digits, state.typed.players, true)
        : state;
    case 'choose-team': {
      const choice = state.ambiguous?.find((p) => p.side === action.side);
      const asked = { ...state, ambiguous: null };
      return choice ? pick(asked, choice.side, choice.playerId) : asked;
    }
    case 'played':
      return select(state, null);
    case 'free-throw': {
      // Free throws come in series: the shooter stays selected for the next one, unless this
      // was the foul's last.
      const { run } = state;
      if (run === null) return state;
      return run.done + 1 < run.total
        ? { ...state, run: { ...run, done: run.done + 1 } }
        : endRun(state);
    }
    case 'clear':
      return endRun(state);
    case 'player-dialog':
      if (state.selected === null) return state;
      return {
        ...state,
        run: null,
        dialog: { type: action.kind, side: state.selected.side, playerId: state.selected.playerId },
      };
    case 'open-dialog':
      return { ...state, dialog: action.dialog };
    case 'close-dialog':
      return { ...state, dialog: null };
    case 'dialog-recorded':
      return select({ ...state, dialog: null }, null);
    case 'foul-recorded': {
      const closed = { ...state, dialog: null };
      if (action.freeThrows === 0) return endRun(closed);
      const side = otherSide(action.side);
      const run: FreeThrowRun = {
        side,
        shooterId: action.shooterId,
        total: action.freeThrows,
        done: 0,
        worth: action.worth,
      };
      return select(
        { ...closed, run },
        action.shooterId === null ? null : { side, playerId: action.shooterId },
      );
    }
    case 'team-plays':
      return { ...state, teamPlays: action.side };
  }
}

/** Who the next free throw is for: the run's shooter, or else the selected player. */
export function freeThrowShooter(state: StatsEntry): Selection | null {
  const { run, selected } = state;
  if (run) return run.shooterId === null ? null : { side: run.side, playerId: run.shooterId };
  return selected;
}

/** A player is chosen (or free throws are on): keys are plays, not digits of a number. */
export function awaitingPlay(state: StatsEntry): boolean {
  return state.selected !== null || state.run !== null;
}

/** Keys reach the console only while no dialog or team menu has them. */
export function keysActive(state: StatsEntry): boolean {
  return state.dialog === null && state.teamPlays === null;
}
