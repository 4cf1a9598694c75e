// Season leaders (docs/product/league-pages.md): who leads each category, among the players who played enough.
// A per-game average over two games says little, so a player qualifies only after appearing in
// at least half of their team's counted games; a percentage needs attempts as well. Categories and
// the rule come out as ids and numbers; src/i18n/leader-words.ts words them in a language.
import { shotValuesOf, type GameRules } from '../season/rules.ts';
import type { StatLine } from './game-box.ts';
import type { ShootingPct } from './averages.ts';

/** Games a player must have appeared in to qualify: half the team's, rounded up, at least 1. */
export function minimumGames(teamGames: number): number {
  return Math.max(1, Math.ceil(teamGames / 2));
}

/** The rule's numbers when every team has played the same number of games. */
export interface MinimumGamesRule {
  /** Games a player must have appeared in. */
  minimum: number;
  /** The counted games of every team. */
  teamGames: number;
}

/**
 * The rule with its numbers when every team has played the same number of games; null when the
 * teams' counts differ (or nobody has played), where only the rule itself can be said.
 */
export function minimumGamesRule(teamGameCounts: readonly number[]): MinimumGamesRule | null {
  const counts = [...new Set(teamGameCounts.filter((n) => n > 0))];
  if (counts.length !== 1) return null;
  const teamGames = counts[0]!;
  return { minimum: minimumGames(teamGames), teamGames };
}

/** What the leader lists are ranked from: one row per player with its season figures. */
export interface LeaderCandidate {
  playerId: string;
  firstName: string;
  lastName: string;
  jersey: string;
  teamId: string;
  teamShortName: string;
  games: number;
  qualified: boolean;
  totals: StatLine;
  perGame: StatLine;
  pct: ShootingPct;
}

export interface Leader {
  rank: number;
  playerId: string;
  name: string;
  jersey: string;
  teamId: string;
  teamShortName: string;
  games: number;
  value: number;
}

/** The categories' ids, in the order they are listed. */
export const leaderCategoryKeys = [
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'fieldGoalPct',
  'threePct',
  'freeThrowPct',
] as const;
export type LeaderCategoryKey = (typeof leaderCategoryKeys)[number];

/** What a category is, without words: its id and what qualifies for a percentage. */
export interface LeaderCategoryFacts {
  key: LeaderCategoryKey;
  /** Attempts per game a player needs for a percentage; null for a per-game category. */
  minimumAttemptsPerGame: number | null;
  /** threePct: what a field goal beyond the arc is worth (3, or 2 in FIBA 3x3); else null. */
  beyondArcPoints: number | null;
}

export interface LeaderCategoryResult extends LeaderCategoryFacts {
  leaders: Leader[];
}

interface CategoryDef extends LeaderCategoryFacts {
  /** The value, or null when the player does not qualify for this category. */
  value(c: LeaderCandidate): number | null;
}

const perGameCategory = (key: keyof StatLine & LeaderCategoryKey): CategoryDef => ({
  key,
  minimumAttemptsPerGame: null,
  beyondArcPoints: null,
  // Nobody leads with nothing: a category without any recorded stat stays empty.
  value: (c) => (c.qualified && c.perGame[key] > 0 ? c.perGame[key] : null),
});

/** Attempts per game a player needs for each percentage. */
const minimumAttemptsPerGame = { fieldGoals: 3, threes: 1, freeThrows: 1 } as const;

const pctCategory = (
  key: keyof ShootingPct,
  attempted: (t: StatLine) => number,
  perGame: number,
  beyondArcPoints: number | null = null,
): CategoryDef => ({
  key,
  minimumAttemptsPerGame: perGame,
  beyondArcPoints,
  value: (c) => {
    if (!c.qualified || attempted(c.totals) < perGame * c.games) return null;
    return c.pct[key];
  },
});

/** The categories; the beyond-the-arc one says what the rules score it (3P%, or 2P% in 3x3). */
const leaderCategories = (rules: Pick<GameRules, 'shotValues'>): readonly CategoryDef[] => [
  perGameCategory('points'),
  perGameCategory('rebounds'),
  perGameCategory('assists'),
  perGameCategory('steals'),
  perGameCategory('blocks'),
  pctCategory('fieldGoalPct', (t) => t.fieldGoalsAttempted, minimumAttemptsPerGame.fieldGoals),
  pctCategory(
    'threePct',
    (t) => t.threesAttempted,
    minimumAttemptsPerGame.threes,
    shotValuesOf(rules)[1],
  ),
  pctCategory('freeThrowPct', (t) => t.freeThrowsAttempted, minimumAttemptsPerGame.freeThrows),
];

const leadersPerCategory = 5;

/** Last name, first name, then id: the order of ties and of player lists. */
export function byName(a: LeaderCandidate, b: LeaderCandidate): number {
  return (
    a.lastName.localeCompare(b.lastName) ||
    a.firstName.localeCompare(b.firstName) ||
    a.playerId.localeCompare(b.playerId)
  );
}

/**
 * The top five of every category. Values are compared as shown (one decimal), so two players
 * showing the same figure share a rank (1, 1, 3) and are listed by name.
 */
export function rankLeaders(
  candidates: readonly LeaderCandidate[],
  rules: Pick<GameRules, 'shotValues'> = {},
): LeaderCategoryResult[] {
  return leaderCategories(rules).map((cat) => {
    const ranked = candidates
      .map((c) => ({ c, value: cat.value(c) }))
      .filter((r): r is { c: LeaderCandidate; value: number } => r.value !== null)
      .sort((a, b) => b.value - a.value || byName(a.c, b.c))
      .slice(0, leadersPerCategory);
    const leaders: Leader[] = [];
    ranked.forEach(({ c, value }, i) => {
      const previous = leaders[i - 1];
      const rank = previous && previous.value === value ? previous.rank : i + 1;
      leaders.push({
        rank,
        playerId: c.playerId,
        name: `${c.firstName} ${c.lastName}`.trim(),
        jersey: c.jersey,
        teamId: c.teamId,
        teamShortName: c.teamShortName,
        games: c.games,
        value,
      });
    });
    return {
      key: cat.key,
      minimumAttemptsPerGame: cat.minimumAttemptsPerGame,
      beyondArcPoints: cat.beyondArcPoints,
      leaders,
    };
  });
}
