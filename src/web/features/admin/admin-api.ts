// The site admin page's calls (every one answered 403 unless the signed-in user is an admin).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePremium, SetUserStatus } from '../../../contract/admin.ts';
import {
  changeUserPremium,
  listAdminAudit,
  listAdminUsers,
  setUserStatus,
} from '../../../contract/endpoints/admin.ts';
import { callEndpoint } from '../../lib/call-endpoint.ts';

const adminKey = ['admin'] as const;

export const adminUsersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'users', q, page],
    // An empty search is no search: the URL leaves it out.
    queryFn: () => callEndpoint(listAdminUsers, { query: { q: q || undefined, page } }),
    placeholderData: keepPreviousData,
  });

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'audit', page],
    queryFn: () => callEndpoint(listAdminAudit, { query: { page } }),
    placeholderData: keepPreviousData,
  });

/** After any change both the user list and the audit log are out of date. */
function useAdminMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useSetUserStatus() {
  return useAdminMutation(({ userId, ...body }: SetUserStatus & { userId: string }) =>
    callEndpoint(setUserStatus, { params: { userId }, body }),
  );
}

export function useChangePremium() {
  return useAdminMutation(({ userId, change }: { userId: string; change: ChangePremium }) =>
    callEndpoint(changeUserPremium, { params: { userId }, body: change }),
  );
}
