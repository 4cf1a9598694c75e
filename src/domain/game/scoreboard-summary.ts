// What a scoreboard shows of a game (docs/product/live-games.md#outputs): the state without the box
// score, the play-by-play or the voided list. Thousands of public screens follow this instead of
// the log, so neither they nor the server's streams carry (or fold) what a scoreboard never shows.
// Who fouled out is there by player id: the game's rosters name them.
import type { GameState } from './state.ts';

export const scoreboardSummaryKeys = [
  'status',
  'period',
  'periodEnded',
  'clock',
  'shotClock',
  'scoreSource',
  'score',
  'teamFouls',
  'bonus',
  'timeoutsLeft',
  'possessionArrow',
  'fouledOut',
  'scoreMismatch',
  'lastSeq',
] as const satisfies ReadonlyArray<keyof GameState>;

/** A full GameState is one too, so screens holding the whole state can render the same board. */
export type ScoreboardSummary = Pick<GameState, (typeof scoreboardSummaryKeys)[number]>;

/** The scoreboard's part of a state, as plain data (copies, never views into the state). */
export function scoreboardSummary(state: GameState): ScoreboardSummary {
  return {
    status: state.status,
    period: state.period,
    periodEnded: state.periodEnded,
    clock: { ...state.clock },
    shotClock: state.shotClock === null ? null : { ...state.shotClock },
    scoreSource: state.scoreSource,
    score: { ...state.score },
    teamFouls: { ...state.teamFouls },
    bonus: { ...state.bonus },
    timeoutsLeft: { ...state.timeoutsLeft },
    possessionArrow: state.possessionArrow,
    fouledOut: { home: [...state.fouledOut.home], away: [...state.fouledOut.away] },
    scoreMismatch: state.scoreMismatch,
    lastSeq: state.lastSeq,
  };
}
