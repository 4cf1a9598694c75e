// docs/product/plans.md#passes: when a pass runs out, the stored tier goes back to free in the background. Every
// request already treats the account as free (effectiveTier); this keeps the row honest and
// tells the person's open tabs and their games' open screens. A failure is logged only; the next run tries again.
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { ErrorLog } from '../logging/error-log.ts';
import { publishAccountChanged } from '../modules/common/owner-changed.ts';
import { startPeriodicJob } from '../periodic-job.ts';

/** Sets every expired premium account back to free; returns their ids. */
export async function downgradeExpiredPlans(deps: AppDeps, log: ErrorLog): Promise<string[]> {
  const rows = await deps.db
    .update(users)
    .set({ planTier: 'free' })
    .where(
      and(
        eq(users.planTier, 'tempo-premium'),
        or(isNull(users.premiumExpiresAt), lte(users.premiumExpiresAt, deps.now())),
      ),
    )
    .returning({ id: users.id });
  for (const { id } of rows) await publishAccountChanged(deps, log, id);
  return rows.map((r) => r.id);
}

/** Runs the downgrade every `intervalMs`; the returned function stops it and waits for a run. */
export function startExpiryJob(deps: AppDeps, log: ErrorLog, intervalMs: number) {
  return startPeriodicJob({
    run: () => downgradeExpiredPlans(deps, log),
    intervalMs,
    log,
    failure: 'could not set expired premium passes back to free',
  });
}
