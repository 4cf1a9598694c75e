// Analytics are kept for ANALYTICS_RETENTION_DAYS, counted from when the server received them
// (a device's clock says nothing trustworthy about age); older rows are deleted at start and then
// every ANALYTICS_PRUNE_SECONDS, whether collection is on or off.
import { lt } from 'drizzle-orm';
import { analyticsEvents } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { startPeriodicJob, type PeriodicJob } from '../../periodic-job.ts';

const dayMs = 86_400_000;

/** Deletes the analytics received before the retention window. */
export async function pruneAnalytics(deps: AppDeps): Promise<void> {
  const cutoff = new Date(deps.now().getTime() - deps.config.analyticsRetentionDays * dayMs);
  await deps.db.delete(analyticsEvents).where(lt(analyticsEvents.receivedAt, cutoff));
}

/** Starts the pruning; the returned function stops it and waits for a run under way. */
export function startAnalyticsRetentionJob(deps: AppDeps, log: PeriodicJob['log']) {
  return startPeriodicJob({
    run: () => pruneAnalytics(deps),
    intervalMs: deps.config.analyticsPruneMs,
    log,
    failure: 'could not delete analytics past their retention',
    immediately: true,
  });
}
