// The stat leaders' categories and the minimum-games rule in a language, from their ids and numbers
// (src/domain/stats/leaders.ts). Pure and in `common`, so the web app's stats pages, the public
// league site and the server's JSON answers word them alike.
import type { MinimumGamesRule } from '../domain/stats/leaders.ts';
import type { MessageKey } from './catalogues.ts';
import type { Translate } from './translator.ts';

type Common = Translate<MessageKey<'common'>>;

/** What a category needs to be worded: its id, the attempts a percentage needs, the arc's value. */
export interface LeaderCategoryLike {
  key: string;
  minimumAttemptsPerGame: number | null;
  beyondArcPoints: number | null;
  /** A label given with the category (an API answer's), said for an id this file does not know. */
  label?: string;
}

/** The per-game categories: the box score's full name of their statistic. */
const perGameNames: Readonly<Record<string, MessageKey<'common'>>> = {
  points: 'box.pts.long',
  rebounds: 'box.reb.long',
  assists: 'box.ast.long',
  steals: 'box.stl.long',
  blocks: 'box.blk.long',
};

/** "Points", "FG% (min. 3 FGA per game)", "2P% (min. 1 2PA per game)" in a 3x3 season. */
export function leaderCategoryLabel(t: Common, category: LeaderCategoryLike): string {
  const count = category.minimumAttemptsPerGame ?? 0;
  const perGame = perGameNames[category.key];
  if (perGame) return t(perGame);
  switch (category.key) {
    case 'fieldGoalPct':
      return t('leader.fieldGoalPct', { count });
    case 'threePct':
      return t('leader.threePct', { count, arc: category.beyondArcPoints === 2 ? 'two' : 'three' });
    case 'freeThrowPct':
      return t('leader.freeThrowPct', { count });
    default:
      return category.label ?? category.key;
  }
}

/** Whether a category ranks a percentage (rather than a per-game average). */
export function isPercentCategory(category: LeaderCategoryLike): boolean {
  return category.minimumAttemptsPerGame !== null;
}

/** "per game", or "%" for a percentage. */
export function leaderCategoryUnit(t: Common, category: LeaderCategoryLike): string {
  return isPercentCategory(category) ? '%' : t('leader.perGame');
}

/**
 * "At least 4 games played (half of the team’s 7, rounded up)"; without numbers (the teams have
 * played different numbers of games) the rule itself.
 */
export function minimumGamesRuleText(t: Common, rule: MinimumGamesRule | null): string {
  return rule === null
    ? t('leader.minimumGamesMixed')
    : t('leader.minimumGames', { minimum: rule.minimum, teamGames: rule.teamGames });
}

/** A category with its label and unit in the language of `t`, as the API answers it. */
export function wordLeaderCategory<C extends LeaderCategoryLike>(
  t: Common,
  category: C,
): C & { label: string; unit: string } {
  return {
    ...category,
    label: leaderCategoryLabel(t, category),
    unit: leaderCategoryUnit(t, category),
  };
}
