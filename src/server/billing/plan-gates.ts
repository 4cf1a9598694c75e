// Server-side premium gates (docs/product/plans.md). Routes call these with the caller's (or the
// tournament owner's) effective tier; the web app turns the 402 into an upgrade prompt.
import type { PlanTier } from '../../domain/plans/effective-tier.ts';
import {
  canUseConsole,
  hasFeature,
  type ConsoleKind,
  type PremiumFeature,
} from '../../domain/plans/plans.ts';
import { errorCodes } from '../../contract/errors.ts';
import { HttpError, msg } from '../http/errors.ts';

/** Throws 402 PREMIUM_REQUIRED unless the tier includes the feature. */
export function requireFeature(tier: PlanTier, feature: PremiumFeature): void {
  if (!hasFeature(tier, feature)) {
    throw new HttpError(
      402,
      errorCodes.premiumRequired,
      msg('error.premiumRequired', { feature }),
      {
        feature,
      },
    );
  }
}

/** Throws 402 PREMIUM_REQUIRED for the stats consoles on the free plan. */
export function requireConsole(tier: PlanTier, kind: ConsoleKind): void {
  if (!canUseConsole(tier, kind)) requireFeature(tier, 'statsConsoles');
}
