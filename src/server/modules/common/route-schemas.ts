// What the management routes declare alike. Each goes through requireTournamentRole, so each can
// answer 400 (validation), 401 (no session), 403 (deactivated, or a role too weak) and 404
// (missing, or not a member); work inside a tournament can also meet 409 (an archived tournament,
// or a row taken meanwhile). One map keeps the OpenAPI answers the same across the modules.
import { z } from 'zod';
import { apiErrorSchema } from '../../../contract/errors.ts';
import { idSchema } from '../../../contract/tournaments.ts';

export const accessErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
export const managementErrors = { ...accessErrors, 409: apiErrorSchema };

/** Path params naming the row a route acts on (the scopes of requireTournamentRole). */
export const tournamentParams = z.object({ tournamentId: idSchema });
export const seasonParams = z.object({ seasonId: idSchema });
export const teamParams = z.object({ teamId: idSchema });
export const playerParams = z.object({ playerId: idSchema });
export const gameParams = z.object({ gameId: idSchema });
