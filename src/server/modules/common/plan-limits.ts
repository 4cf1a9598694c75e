// Plan limits follow the tournament owner's effective tier (docs/product/plans.md), whoever asks; the
// answer is 402 PLAN_LIMIT, which the web app turns into an upgrade prompt.
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../contract/errors.ts';
import { effectiveTier, type PlanTier } from '../../../domain/plans/effective-tier.ts';
import { plans, type PlanLimits } from '../../../domain/plans/plans.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';

export async function ownerTier(deps: AppDeps, ownerId: string): Promise<PlanTier> {
  const [row] = await deps.db
    .select({ planTier: users.planTier, premiumExpiresAt: users.premiumExpiresAt })
    .from(users)
    .where(eq(users.id, ownerId));
  return row ? effectiveTier(row.planTier, row.premiumExpiresAt, deps.now()) : 'free';
}

const phrasing: Record<keyof PlanLimits, (n: number) => string> = {
  tournamentsOwned: (n) => `${n} ${n === 1 ? 'tournament' : 'tournaments'}`,
  openSeasonsPerTournament: (n) =>
    `${n} open ${n === 1 ? 'season' : 'seasons'} (draft or active) per tournament`,
  teamsPerSeason: (n) => `${n} teams per season`,
};

const advice: Record<keyof PlanLimits, string> = {
  tournamentsOwned: 'Upgrade to Tempo Premium to create more.',
  openSeasonsPerTournament: 'Complete a season, or upgrade to Tempo Premium to open more.',
  teamsPerSeason: 'Upgrade to Tempo Premium to add more.',
};

/**
 * Throws 402 when `current + adding` would exceed the tier's limit. `isOwner` picks "Your" or
 * "The owner's" so an admin is not told to upgrade their own plan.
 */
export function enforceLimit(
  tier: PlanTier,
  limit: keyof PlanLimits,
  current: number,
  isOwner: boolean,
  adding = 1,
): void {
  const max = plans[tier].limits[limit];
  if (max === null || current + adding <= max) return;
  const whose = isOwner ? 'Your' : 'The tournament owner’s';
  throw new HttpError(
    402,
    errorCodes.planLimit,
    `${whose} ${plans[tier].name} plan includes ${phrasing[limit](max)}. ${advice[limit]}`,
  );
}

export function limitOf(tier: PlanTier, limit: keyof PlanLimits): number | null {
  return plans[tier].limits[limit];
}
