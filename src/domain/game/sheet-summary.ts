// What a public stat sheet shows of a game (docs/product/live-games.md#outputs): the scoreboard's
// part and the box score — player lines, team totals, points and team fouls per period. Anonymous
// readers get this instead of the whole state: its size depends on the rosters and the periods,
// never on how many events the game has (the log, the play-by-play and the voided list stay out),
// and nothing in it names a device or an account (the clock's owner and its conflicts stay out).
import { scoreboardSummaryKeys } from './scoreboard-summary.ts';
import type { GameState } from './state.ts';

export const sheetSummaryKeys = [
  ...scoreboardSummaryKeys,
  'periodScores',
  'periodTeamFouls',
  'onCourt',
  'players',
  'totals',
] as const satisfies ReadonlyArray<keyof GameState>;

/** A full GameState is one too, so screens holding the whole state can render the same sheet. */
export type SheetSummary = Pick<GameState, (typeof sheetSummaryKeys)[number]>;

/**
 * The stat sheet's part of a state. It shares objects with the state, which is never changed once
 * returned by the reducer (draft.ts): the summary is serialized, not kept for folding.
 */
export function sheetSummary(state: GameState): SheetSummary {
  const summary: Partial<Record<keyof SheetSummary, unknown>> = {};
  for (const key of sheetSummaryKeys) summary[key] = state[key];
  return summary as SheetSummary;
}
