// The plan limits as the UI shows them before a person hits them (docs/product/plans.md). The server
// enforces the same numbers from the same module; this only mirrors them.
import type { PlanTier } from '../../domain/plans/effective-tier.ts';
import { plans, withinLimit, type PlanLimits } from '../../domain/plans/plans.ts';

export interface LimitStatus {
  count: number;
  /** null = unlimited. */
  limit: number | null;
  /** True when one more would be over the limit. */
  reached: boolean;
  /** e.g. "1 of 1 tournaments on the Free plan"; null when unlimited. */
  text: string | null;
  /** The plan's name, for screens that word the note in the reader's language. */
  planName: string;
}

export function limitStatus(count: number, limit: number | null, noun: string, tier: PlanTier) {
  return {
    count,
    limit,
    reached: !withinLimit(limit, count),
    text: limit === null ? null : `${count} of ${limit} ${noun} on the ${plans[tier].name} plan`,
    planName: plans[tier].name,
  } satisfies LimitStatus;
}

/** A limit of the given tier, read from the plans module. */
export function planLimit(tier: PlanTier, key: keyof PlanLimits): number | null {
  return plans[tier].limits[key];
}
