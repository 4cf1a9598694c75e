// The plan as the person sees it. The server's effectiveTier is right when it was sent; recomputing
// it against the clock makes a pass that runs out while the page is open show as free at once.
import { useEffect, useState } from 'react';
import { errorCodes } from '../../contract/errors.ts';
import type { Profile } from '../../contract/profile.ts';
import { effectiveTier, type PlanTier } from '../../domain/plans/effective-tier.ts';
import { premiumFeatures, type PremiumFeature } from '../../domain/plans/plans.ts';
import { ApiRequestError } from './api-client.ts';

export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

export interface PlanStatus {
  tier: PlanTier;
  premiumUntil: Date | null;
}

export function planStatus(profile: Profile, now: Date): PlanStatus {
  const expires = profile.premiumExpiresAt ? new Date(profile.premiumExpiresAt) : null;
  const tier = effectiveTier(profile.effectiveTier, expires, now);
  return { tier, premiumUntil: tier === 'tempo-premium' ? expires : null };
}

export function usePlanStatus(profile: Profile): PlanStatus {
  return planStatus(profile, useNow());
}

/** True for the server's 402 answers (PLAN_LIMIT, PREMIUM_REQUIRED): show an upgrade prompt. */
export function isUpgradeError(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    error.status === 402 &&
    (error.code === errorCodes.planLimit || error.code === errorCodes.premiumRequired)
  );
}

/** The premium feature a 402 answer names (the server sends it as `fields.feature`). */
export function featureOf(error: ApiRequestError): PremiumFeature | null {
  const feature = error.fields?.feature;
  return feature && Object.hasOwn(premiumFeatures, feature) ? (feature as PremiumFeature) : null;
}
