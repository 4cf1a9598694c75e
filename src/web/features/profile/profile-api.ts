// The profile page's calls: our own API for the profile and status, Better Auth for the
// password and the sessions.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../contract/account.ts';
import { deactivateAccount, updateProfile } from '../../../contract/endpoints/profile.ts';
import type { UpdateProfile } from '../../../contract/profile.ts';
import { authRequest } from '../../lib/auth-client.ts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { meQueryKey } from '../../lib/session.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfile) => callEndpoint(updateProfile, { body }),
    onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile),
  });
}

export function useDeactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(deactivateAccount, {}),
    onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile),
  });
}

const sessionsKey = ['auth-sessions'] as const;

export interface DeviceSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  current: boolean;
}

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsKey,
  queryFn: async (): Promise<DeviceSession[]> => {
    const [list, current] = await Promise.all([
      authRequest((auth) => auth.listSessions()),
      authRequest((auth) => auth.getSession()),
    ]);
    const currentId = current?.session.id;
    return (list ?? [])
      .map((s) => ({
        id: s.id,
        userAgent: s.userAgent ?? null,
        ipAddress: s.ipAddress ?? null,
        createdAt: s.createdAt,
        updatedAt: s.updatedAt,
        current: s.id === currentId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
  },
});

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => authRequest((auth) => auth.changePassword(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    // Session tokens never reach the browser: the server resolves the session by its id.
    mutationFn: (id: string) =>
      authRequest((auth) =>
        auth.$fetch<{ status: boolean }>('/revoke-session', {
          method: 'POST',
          body: { id },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authRequest((auth) => auth.revokeOtherSessions()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
