// The plan as the person sees it. The server's effectiveTier is right when it was sent; recomputing
// it against the clock makes a pass that runs out while the page is open show as free at once.
import { useEffect, useState } from 'react';
import type { Profile } from '../../contract/profile.ts';
import { effectiveTier, type PlanTier } from '../../domain/plans/effective-tier.ts';

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
