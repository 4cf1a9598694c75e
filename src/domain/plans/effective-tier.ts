export type PlanTier = 'free' | 'tempo-premium';

/**
 * The tier that every check uses. Premium counts only while its pass has not run out;
 * the stored tier is corrected in the background (docs/product/plans.md#passes), but no request waits for that.
 */
export function effectiveTier(
  planTier: PlanTier,
  premiumExpiresAt: Date | null,
  now: Date,
): PlanTier {
  if (planTier !== 'tempo-premium') return 'free';
  if (premiumExpiresAt === null) return 'free';
  return premiumExpiresAt.getTime() > now.getTime() ? 'tempo-premium' : 'free';
}

/** True when the stored tier still says premium but the pass has run out. */
export function needsDowngrade(
  planTier: PlanTier,
  premiumExpiresAt: Date | null,
  now: Date,
): boolean {
  return planTier === 'tempo-premium' && effectiveTier(planTier, premiumExpiresAt, now) === 'free';
}
