import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ImportPlayers } from '../../../../contract/teams.ts';
import { refreshRoster } from './refresh-roster.ts';
import { importPlayers } from '../../../../contract/endpoints/players.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** A preview (commit false) answers 200 with per-row errors; a refused commit answers 400 too. */
export function useImportPlayers(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportPlayers) => callEndpoint(importPlayers, { params: { teamId }, body }),
    onSuccess: (result) => {
      if (result.created > 0) refreshRoster(client, teamId);
    },
  });
}
