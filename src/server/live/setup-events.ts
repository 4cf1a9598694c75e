// Open consoles and outputs reload a game's setup (teams, rosters, rules, settings) when it
// changes: the management routes call this after such a write, and every instance's live service
// re-reads the games it holds that the change touches and sends them `game-updated`.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { PubSub } from './pubsub.ts';

export const gameSetupTopic = 'live:setup';

/** What changed: one game, or everything of a team (its players too), season or tournament. */
export type SetupScope =
  { gameId: string } | { teamId: string } | { seasonId: string } | { tournamentId: string };

/**
 * Fire and forget: the write has succeeded, and a screen that misses the message still gets the
 * new setup on its next load, so a failure is logged rather than failing the request.
 */
export function publishGameSetupChanged(req: FastifyRequest, scope: SetupScope): void {
  announceSetupChange(req.server.deps.pubsub, req.log, scope);
}

/** The same outside a request (e.g. a bracket advancing after a console's answer). */
export function announceSetupChange(
  pubsub: PubSub,
  log: FastifyBaseLogger,
  scope: SetupScope,
): void {
  pubsub.publish(gameSetupTopic, scope).catch((err: unknown) => {
    log.error({ err, scope }, 'could not announce a game setup change');
  });
}
