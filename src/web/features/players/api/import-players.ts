import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { importResultSchema, type ImportPlayers } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshRoster } from './refresh-roster.ts';

/** A preview (commit false) answers 200 with per-row errors; a refused commit answers 400 too. */
export function useImportPlayers(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportPlayers) =>
      apiFetch(apiPath(managementPaths.teamPlayersImport, { teamId }), {
        method: 'POST',
        body,
        schema: importResultSchema,
      }),
    onSuccess: (result) => {
      if (result.created > 0) refreshRoster(client, teamId);
    },
  });
}
