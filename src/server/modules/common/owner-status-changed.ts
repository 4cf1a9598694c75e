// An account's status decides whether what it owns is public: a deactivated owner's tournaments
// are shown to nobody, league sites and public outputs included (docs/product/accounts.md). They are
// announced as changed, which every instance hears: held public answers are dropped and open public
// streams checked again, so the change is seen by the very next reader rather than within a second.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { tournaments } from '../../db/tournament-schema.ts';
import { gameSetupTopic } from '../../live/setup-events.ts';

/**
 * Call after an account's status was written. This instance has dropped what it held before this
 * resolves; the other instances hear it through the pub/sub. A failed announcement is logged, not
 * thrown: the status is saved, and the caches' own expiry still catches up.
 */
export async function announceOwnerStatusChanged(
  deps: Pick<AppDeps, 'db' | 'pubsub'>,
  log: FastifyBaseLogger,
  ownerId: string,
): Promise<void> {
  const owned = await deps.db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.ownerId, ownerId));
  await Promise.all(
    owned.map(({ id: tournamentId }) =>
      deps.pubsub.publish(gameSetupTopic, { tournamentId }).catch((err: unknown) => {
        log.error({ err, tournamentId }, 'could not announce an owner’s status change');
      }),
    ),
  );
}
