// Uploads nothing shows any more are erased, row and file: an image replaced or removed, one
// whose holder was deleted (deleting a player, team, season or tournament takes the holder, not
// the upload), and one a form uploaded but never saved. A withdrawn photo is then gone from the
// disk too, not only from every address. Run at start, then every UPLOADS_SWEEP_SECONDS.
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { players, teams, tournaments, uploads } from '../../db/tournament-schema.ts';
import type { AppDeps } from '../../deps.ts';
import { startPeriodicJob, type PeriodicJob } from '../../periodic-job.ts';

/**
 * An upload first used this recently is left for a later run: the save that uses it may not
 * have committed its holder yet when this run looks for one.
 */
const justUsedMs = 10 * 60_000;
/** How long an upload no form has saved stays its uploader's preview. */
const unsavedMs = 24 * 3_600_000;

/** Deletes what nothing holds; answers how many uploads were erased. */
export async function sweepUploads(deps: AppDeps): Promise<number> {
  const now = deps.now().getTime();
  const gone = await deps.db
    .delete(uploads)
    .where(
      and(
        or(
          lt(uploads.usedAt, new Date(now - justUsedMs)),
          // Unused: a save taking it meanwhile holds its row, and this sees it used, then.
          and(isNull(uploads.usedAt), lt(uploads.createdAt, new Date(now - unsavedMs))),
        ),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(players)
            .where(eq(players.photoId, uploads.id)),
        ),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(teams)
            .where(eq(teams.logoId, uploads.id)),
        ),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(tournaments)
            .where(eq(tournaments.logoId, uploads.id)),
        ),
      ),
    )
    .returning({ fileName: uploads.fileName });
  const dir = deps.config.uploadsDir;
  await Promise.all(
    gone.map(({ fileName }) => fs.rm(path.join(dir, path.basename(fileName)), { force: true })),
  );
  return gone.length;
}

/** Starts the sweep; the returned function stops it and waits for a run under way. */
export function startUploadSweepJob(deps: AppDeps, log: PeriodicJob['log']) {
  return startPeriodicJob({
    run: () => sweepUploads(deps),
    intervalMs: deps.config.uploadsSweepMs,
    log,
    failure: 'could not erase uploads nothing shows',
    immediately: true,
  });
}
