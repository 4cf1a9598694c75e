// What a season's bracket games should be, compared with what they are: for every match, whether
// its game must be created, given other teams, removed, or is left alone because it has started
// while an earlier result changed (a conflict the organiser resolves). Pure, so the sync (which
// applies the plan) and the view (which shows it, and spots drift) cannot disagree.
import {
  buildBracket,
  type BracketMatchShape,
  type Source,
} from '../../../domain/bracket/bracket.ts';
import {
  resolveBracket,
  type MatchResult,
  type Resolution,
  type ResolvedMatch,
} from '../../../domain/bracket/resolve.ts';
import type { brackets } from '../../db/season-stats-schema.ts';
import type { games } from '../../db/tournament-schema.ts';
import type { ConflictCause } from './bracket-words.ts';

export type BracketRow = typeof brackets.$inferSelect;
export type GameRow = typeof games.$inferSelect;

type SlotAction =
  | { kind: 'ok' }
  | { kind: 'create'; home: string; away: string }
  | { kind: 'retarget'; game: GameRow; home: string; away: string }
  | { kind: 'remove'; game: GameRow }
  | { kind: 'conflict'; game: GameRow; cause: ConflictCause };

interface PlannedMatch {
  shape: BracketMatchShape;
  resolved: ResolvedMatch;
  game: GameRow | null;
  action: SlotAction;
}

export interface BracketPlan {
  matches: PlannedMatch[];
  resolution: Resolution;
  /** Some game must be created, changed or removed: the stored games lag behind the results. */
  drift: boolean;
}

/** A game counts as started once it has a log, a score or any status but scheduled. */
export function hasStarted(game: GameRow): boolean {
  return (
    game.status !== 'scheduled' ||
    game.lastSeq > 0 ||
    game.homeScore !== null ||
    game.awayScore !== null
  );
}

/** The decided result of a game: final by the higher score, forfeit to the other team. */
export function resultOf(game: GameRow): MatchResult | null {
  const { homeTeamId: home, awayTeamId: away } = game;
  if (game.status === 'forfeit' && game.forfeitedBy) {
    return game.forfeitedBy === 'home'
      ? { winner: away, loser: home }
      : { winner: home, loser: away };
  }
  if (game.status !== 'final' || game.homeScore === null || game.awayScore === null) return null;
  if (game.homeScore === game.awayScore) return null;
  return game.homeScore > game.awayScore
    ? { winner: home, loser: away }
    : { winner: away, loser: home };
}

function shapeOf(row: BracketRow): BracketMatchShape[] {
  return buildBracket({
    format: row.format,
    teams: row.seeds.length,
    thirdPlaceGame: row.thirdPlaceGame,
    resetGame: row.resetGame,
  });
}

export function planBracket(row: BracketRow, bracketGames: readonly GameRow[]): BracketPlan {
  const shape = shapeOf(row);
  const bySlot = new Map<string, GameRow>();
  for (const g of bracketGames) if (g.bracketSlot) bySlot.set(g.bracketSlot, g);
  const results = new Map<string, MatchResult>();
  for (const [slot, game] of bySlot) {
    const result = resultOf(game);
    if (result) results.set(slot, result);
  }
  const resolution = resolveBracket(shape, row.seeds, results);
  let drift = false;
  const matches = shape.map((m): PlannedMatch => {
    const resolved = resolution.matches.get(m.slot)!;
    const game = bySlot.get(m.slot) ?? null;
    const action = actionFor(m, resolved, game);
    if (action.kind !== 'ok' && action.kind !== 'conflict') drift = true;
    return { shape: m, resolved, game, action };
  });
  return { matches, resolution, drift };
}

function actionFor(
  shape: BracketMatchShape,
  resolved: ResolvedMatch,
  game: GameRow | null,
): SlotAction {
  const { home, away } = resolved;
  const known = home !== null && away !== null && resolved.needed;
  if (!game) return known ? { kind: 'create', home, away } : { kind: 'ok' };
  if (known && game.homeTeamId === home && game.awayTeamId === away) return { kind: 'ok' };
  const started = hasStarted(game);
  if (known) {
    if (!started) return { kind: 'retarget', game, home, away };
    // The same two teams with home and away swapped by hand is still the right game.
    if (game.homeTeamId === away && game.awayTeamId === home) return { kind: 'ok' };
  } else if (!started) return { kind: 'remove', game };
  return { kind: 'conflict', game, cause: conflictCause(shape, resolved, game) };
}

/** What changed under a started game: the earlier match (or the seeds) its teams came from. */
function conflictCause(
  shape: BracketMatchShape,
  resolved: ResolvedMatch,
  game: GameRow,
): ConflictCause {
  if (!resolved.needed) return { kind: 'notNeeded' };
  const moved = (source: Source, team: string | null) =>
    team === null || (team !== game.homeTeamId && team !== game.awayTeamId) ? source : null;
  const source = moved(shape.home, resolved.home) ?? moved(shape.away, resolved.away) ?? shape.home;
  if (source.kind === 'seed') return { kind: 'seeds' };
  return { kind: source.kind, slot: source.slot };
}
