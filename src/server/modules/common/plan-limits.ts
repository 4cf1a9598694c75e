// Plan limits follow the tournament owner's effective tier (docs/product/plans.md), whoever asks; the
// answer is 402 PLAN_LIMIT, which the web app turns into an upgrade prompt.
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../contract/errors.ts';
import { effectiveTier, type PlanTier } from '../../../domain/plans/effective-tier.ts';
import { plans, type PlanLimits } from '../../../domain/plans/plans.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, msg } from '../../http/errors.ts';

export async function ownerTier(deps: AppDeps, ownerId: string): Promise<PlanTier> {
  const [row] = await deps.db
    .select({ planTier: users.planTier, premiumExpiresAt: users.premiumExpiresAt })
    .from(users)
    .where(eq(users.id, ownerId));
  return row ? effectiveTier(row.planTier, row.premiumExpiresAt, deps.now()) : 'free';
}

const messages = {
  tournamentsOwned: 'error.planLimit.tournamentsOwned',
  openSeasonsPerTournament: 'error.planLimit.openSeasonsPerTournament',
  teamsPerSeason: 'error.planLimit.teamsPerSeason',
} as const satisfies Record<keyof PlanLimits, string>;

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
  throw new HttpError(
    402,
    errorCodes.planLimit,
    msg(messages[limit], { whose: isOwner ? 'own' : 'owner', plan: tier, max }),
  );
}

export function limitOf(tier: PlanTier, limit: keyof PlanLimits): number | null {
  return plans[tier].limits[limit];
}
