// The plan limits as the UI shows them before a person hits them (docs/product/plans.md). The server
// enforces the same numbers from the same module; this only mirrors them. Screens word the note
// ("1 of 1 tournaments on the Free plan") in the reader's language: `tournaments.limit.note`.
import type { PlanTier } from '../../domain/plans/effective-tier.ts';
import { plans, withinLimit, type PlanLimits } from '../../domain/plans/plans.ts';

export interface LimitStatus {
  count: number;
  /** null = unlimited. */
  limit: number | null;
  /** True when one more would be over the limit. */
  reached: boolean;
  /** The plan the limit is of; its name is `billing.plan.<tier>` in `app`. */
  tier: PlanTier;
}

export function limitStatus(count: number, limit: number | null, tier: PlanTier): LimitStatus {
  return { count, limit, reached: !withinLimit(limit, count), tier };
}

/** A limit of the given tier, read from the plans module. */
export function planLimit(tier: PlanTier, key: keyof PlanLimits): number | null {
  return plans[tier].limits[key];
}
