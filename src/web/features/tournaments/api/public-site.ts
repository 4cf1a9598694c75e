// The tournament's public site settings (owner and admins): read them, save a change, and release
// an old address (the owner).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getPublicSite,
  releaseOldAddress,
  updatePublicSite,
} from '../../../../contract/endpoints/public-league.ts';
import type { PublicSiteSettings, UpdatePublicSite } from '../../../../contract/public-league.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { tournamentKeys } from '../keys.ts';

export function usePublicSite(tournamentId: string) {
  return useQuery({
    queryKey: tournamentKeys.publicSite(tournamentId),
    queryFn: ({ signal }) => callEndpoint(getPublicSite, { params: { tournamentId }, signal }),
  });
}

/** Every change answers the settings as saved: they replace the cached ones. */
function useSettingsChange<V>(
  tournamentId: string,
  change: (value: V) => Promise<PublicSiteSettings>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => {
      queryClient.setQueryData(tournamentKeys.publicSite(tournamentId), settings);
    },
  });
}

export function useUpdatePublicSite(tournamentId: string) {
  return useSettingsChange(tournamentId, (body: UpdatePublicSite) =>
    callEndpoint(updatePublicSite, { params: { tournamentId }, body }),
  );
}

export function useReleaseOldAddress(tournamentId: string) {
  return useSettingsChange(tournamentId, (slug: string) =>
    callEndpoint(releaseOldAddress, { params: { tournamentId, slug } }),
  );
}
