// The site admin page's calls (every one answered 403 unless the signed-in user is an admin).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminUserSchema,
  adminUserPageSchema,
  auditPageSchema,
  type ChangePremium,
  type SetUserStatus,
} from '../../../contract/admin.ts';
import { adminPaths, apiPath } from '../../../contract/api-paths.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { withSearch } from '../../config/paths.ts';

const adminKey = ['admin'] as const;

export const adminUsersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'users', q, page],
    queryFn: () =>
      apiFetch(withSearch(adminPaths.users, { q, page: String(page) }), {
        schema: adminUserPageSchema,
      }),
    placeholderData: keepPreviousData,
  });

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'audit', page],
    queryFn: () =>
      apiFetch(withSearch(adminPaths.audit, { page: String(page) }), { schema: auditPageSchema }),
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
    apiFetch(apiPath(adminPaths.userStatus, { userId }), {
      method: 'POST',
      body,
      schema: adminUserSchema,
    }),
  );
}

export function useChangePremium() {
  return useAdminMutation(({ userId, change }: { userId: string; change: ChangePremium }) =>
    apiFetch(apiPath(adminPaths.userPremium, { userId }), {
      method: 'POST',
      body: change,
      schema: adminUserSchema,
    }),
  );
}
