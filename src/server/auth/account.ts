// Loads a user's profile row with the effective plan tier. Every path that reads "who is this and
// what may they do" (guards, the live profile stream) goes through here, so the expiry rule of
// docs/product/plans.md#passes is applied in one place.
import { eq } from 'drizzle-orm';
import type { Profile } from '../../contract/profile.ts';
import { effectiveTier, needsDowngrade, type PlanTier } from '../../domain/plans/effective-tier.ts';
import { users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { ErrorLog } from '../logging/error-log.ts';
import { publishAccountChanged } from '../modules/common/owner-changed.ts';

export interface Account {
  id: string;
  name: string;
  email: string;
  image: string | null;
  status: 'active' | 'deactivated';
  planTier: PlanTier;
  effectiveTier: PlanTier;
  premiumExpiresAt: Date | null;
  role: 'user' | 'admin';
  locale: string | null;
  createdAt: Date;
}

export async function loadAccount(
  deps: AppDeps,
  userId: string,
  log: ErrorLog,
): Promise<Account | null> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  const at = deps.now();
  if (needsDowngrade(row.planTier, row.premiumExpiresAt, at)) {
    void downgradeExpiredPlan(deps, userId, log);
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    status: row.status,
    planTier: row.planTier,
    effectiveTier: effectiveTier(row.planTier, row.premiumExpiresAt, at),
    premiumExpiresAt: row.premiumExpiresAt,
    role: row.role,
    locale: row.locale,
    createdAt: row.createdAt,
  };
}

/**
 * docs/product/plans.md#passes: an expired premium pass is set back to free in the background; no request waits for
 * it, and a failure is logged only. The effective tier is already free by then.
 */
export async function downgradeExpiredPlan(deps: AppDeps, userId: string, log: ErrorLog) {
  try {
    const [row] = await deps.db.select().from(users).where(eq(users.id, userId));
    // Re-checked here: a payment may have extended the pass since the caller looked.
    if (!row || !needsDowngrade(row.planTier, row.premiumExpiresAt, deps.now())) return;
    await deps.db.update(users).set({ planTier: 'free' }).where(eq(users.id, userId));
    await publishAccountChanged(deps, log, userId);
  } catch (err) {
    log.error({ err, userId }, 'could not set expired premium back to free');
  }
}

export function toProfile(a: Account): Profile {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    image: a.image,
    status: a.status,
    planTier: a.planTier,
    effectiveTier: a.effectiveTier,
    premiumExpiresAt: a.premiumExpiresAt?.toISOString() ?? null,
    role: a.role,
    locale: a.locale,
    createdAt: a.createdAt.toISOString(),
  };
}
