// The flat key/value data source that vMix and similar tools read (docs/product/live-games.md#data-feed).
import type { GameRules } from '../season/rules.ts';
import {
  clockRemaining,
  formatShotClock,
  gameClockText,
  periodLabel,
  shotClockRemaining,
} from './clock.ts';
import { teamSides, type TeamSide } from './events.ts';
import type { GameState } from './state.ts';

/**
 * Every value a string, keys like `home.score`, `clock`. `home.bonus` is "BONUS" when `bonus.home`
 * is set (see GameState.bonus), else "".
 */
export function flatFeed(
  state: GameState,
  teams: Record<TeamSide, { name: string; shortName: string }>,
  rules: GameRules,
  serverNow: number,
): Record<string, string> {
  const feed: Record<string, string> = {};
  for (const side of teamSides) {
    feed[`${side}.name`] = teams[side].name;
    feed[`${side}.short`] = teams[side].shortName;
    feed[`${side}.score`] = String(state.score[side]);
    feed[`${side}.fouls`] = String(state.teamFouls[side]);
    feed[`${side}.timeouts`] = String(state.timeoutsLeft[side]);
    feed[`${side}.bonus`] = state.bonus[side] ? 'BONUS' : '';
  }
  feed.period = periodLabel(state.period, rules);
  feed.clock = gameClockText(clockRemaining(state.clock, serverNow), state.period, rules);
  feed.shotclock =
    state.shotClock === null
      ? ''
      : formatShotClock(shotClockRemaining(state.shotClock, state.clock, serverNow));
  feed.status = state.status;
  feed.possession = state.possessionArrow ?? '';
  return feed;
}
