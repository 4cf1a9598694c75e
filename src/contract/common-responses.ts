// What many endpoints declare alike: the path parameters naming the row a route acts on, and the
// errors a route behind a tournament role can answer — 400 (validation), 401 (no session), 403
// (deactivated, or a role too weak) and 404 (missing, or not a member); work inside a tournament
// can also meet 409 (an archived tournament, or a row taken meanwhile).
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import { errorCodes } from './errors.ts';
import { idSchema } from './ids.ts';

export const tournamentParams = z.object({ tournamentId: idSchema });
export const seasonParams = z.object({ seasonId: idSchema });
export const teamParams = z.object({ teamId: idSchema });
export const playerParams = z.object({ playerId: idSchema });
export const gameParams = z.object({ gameId: idSchema });

/** A route that needs only a session: 401 (no session), 403 (deactivated, or not an admin). */
export const sessionErrors = { 401: apiErrorSchema, 403: apiErrorSchema } as const;

export const accessErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
export const managementErrors = { ...accessErrors, 409: apiErrorSchema } as const;

/** A file's body in the OpenAPI document (e.g. `text/csv`); the server sends it as bytes. */
export const fileBody = (mediaType: string) => z.string().describe(mediaType);

/** The successful answer of a Server-Sent Events stream: its messages are described in prose. */
export const eventStreamSchema = fileBody('text/event-stream');

/** What a DELETE that asks first answers instead of deleting: how much would go with the row. */
export const deletePreviewSchema = z.object({
  code: z.literal(errorCodes.confirmationRequired),
  message: z.string(),
  counts: z.record(z.string(), z.number().int()),
});
export type DeletePreview = z.infer<typeof deletePreviewSchema>;

/** A DELETE's 409: the confirmation preview, or another conflict (e.g. an archived tournament). */
export const deleteConflictSchema = z.union([deletePreviewSchema, apiErrorSchema]);

/** The answers of a DELETE that asks first (docs/product/league-data.md). */
export const confirmedDeleteResponses = {
  204: z.null(),
  ...managementErrors,
  409: deleteConflictSchema,
} as const;
