// An account's status and plan decide what its tournaments show: a deactivated owner's tournaments
// are shown to nobody, league sites and public outputs included (docs/product/accounts.md), and the
// owner's plan opens the stats consoles and takes the "powered by Tempo" mark off the outputs
// (docs/product/plans.md). Either change is announced as a setup change of every tournament the
// account owns, which every instance hears: held public answers and game setups are dropped, open
// public streams checked again, and open consoles and outputs sent the game anew, so the change is
// seen at once rather than when a cache runs out.
import { eq } from 'drizzle-orm';
import { publishProfileChanged } from '../../auth/profile-events.ts';
import type { AppDeps } from '../../deps.ts';
import { tournaments } from '../../db/tournament-schema.ts';
import { gameSetupTopic } from '../../live/setup-events.ts';
import type { ErrorLog } from '../../logging/error-log.ts';

/**
 * Call after an account's status or plan was written. This instance has dropped what it held
 * before this resolves; the other instances hear it through the pub/sub. A failed announcement is
 * logged, not thrown: the change is saved, and the caches' own expiry still catches up.
 */
export async function announceOwnerChanged(
  deps: Pick<AppDeps, 'db' | 'pubsub'>,
  log: ErrorLog,
  ownerId: string,
): Promise<void> {
  const owned = await deps.db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.ownerId, ownerId));
  await Promise.all(
    owned.map(({ id: tournamentId }) =>
      deps.pubsub.publish(gameSetupTopic, { tournamentId }).catch((err: unknown) => {
        log.error({ err, tournamentId }, 'could not announce a change of a tournament’s owner');
      }),
    ),
  );
}

/**
 * Call after every committed write to a person's plan or status (a paid pass, an admin's grant,
 * revocation or deactivation, a pass running out, deactivating oneself): their own open tabs
 * follow their profile, and every screen of their tournaments' games, some of them anonymous,
 * hears the setup change, so the change is in effect everywhere it shows at once.
 */
export async function publishAccountChanged(
  deps: Pick<AppDeps, 'db' | 'pubsub'>,
  log: ErrorLog,
  userId: string,
): Promise<void> {
  await publishProfileChanged(deps, userId);
  await announceOwnerChanged(deps, log, userId);
}
