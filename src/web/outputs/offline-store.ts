// The last known game for output/scoreboardoffline, kept in localStorage so the page opens with
// it when there is no network: what a scoreboard shows of it, not its log, play-by-play or box
// lines (a long game's would crowd the storage quota).
import type { LiveGame } from '../../contract/live-games.ts';
import { scoreboardSummary, type ScoreboardSummary } from '../../domain/game/scoreboard-summary.ts';
import type { GameState } from '../../domain/game/state.ts';

export interface SavedGame {
  game: LiveGame;
  state: ScoreboardSummary;
  /** Local time it was saved. */
  savedAt: number;
}

const key = (gameId: string) => `tempo-scoreboard-${gameId}`;

export function loadSavedGame(gameId: string): SavedGame | null {
  try {
    const raw = localStorage.getItem(key(gameId));
    if (raw === null) return null;
    const saved = JSON.parse(raw) as Partial<SavedGame>;
    if (saved.game?.id !== gameId || saved.state === undefined) return null;
    // A copy saved before the board named who fouled out has no such list: nobody, then.
    const state: Partial<ScoreboardSummary> = saved.state;
    state.fouledOut ??= { home: [], away: [] };
    return saved as SavedGame;
  } catch {
    return null;
  }
}

export function saveGame(game: LiveGame, state: GameState): void {
  const saved: SavedGame = { game, state: scoreboardSummary(state), savedAt: Date.now() };
  try {
    localStorage.setItem(key(game.id), JSON.stringify(saved));
  } catch {
    // Quota or blocked storage: the page still works while online.
  }
}
