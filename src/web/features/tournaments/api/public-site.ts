// The tournament's public site settings (owner and admins): read them, and save a change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPublicSite, updatePublicSite } from '../../../../contract/endpoints/public-league.ts';
import type { UpdatePublicSite } from '../../../../contract/public-league.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { tournamentKeys } from '../keys.ts';

export function usePublicSite(tournamentId: string) {
  return useQuery({
    queryKey: tournamentKeys.publicSite(tournamentId),
    queryFn: ({ signal }) => callEndpoint(getPublicSite, { params: { tournamentId }, signal }),
  });
}

export function useUpdatePublicSite(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePublicSite) =>
      callEndpoint(updatePublicSite, { params: { tournamentId }, body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(tournamentKeys.publicSite(tournamentId), settings);
    },
  });
}
