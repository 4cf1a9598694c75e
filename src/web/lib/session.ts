// The signed-in person's profile: fetched once (GET /api/me), then kept current by the live
// profile stream (profile-stream.ts), which writes every pushed profile into this same query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths.ts';
import type { Profile } from '../../contract/profile.ts';
import { ApiRequestError, apiFetch } from './api-client.ts';

export const meQueryKey = ['me'] as const;

/**
 * The profile's schema, and zod with it, load only for a signed-in visitor: the sign-in page asks
 * who is signed in and is told nobody (decision 0023).
 */
export const loadProfileSchema = () =>
  import('../../contract/profile.ts').then((module) => module.profileSchema);

async function fetchMe(): Promise<Profile | null> {
  try {
    return await apiFetch(apiPaths.me, { schema: loadProfileSchema });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** null when signed out. The stream keeps it fresh, so it never goes stale on its own. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: Infinity,
});

/** The profile, or null when signed out. The root route loads it before anything renders. */
export function useMaybeProfile(): Profile | null {
  return useQuery(meQueryOptions).data ?? null;
}

/** For pages behind the route guard, which only renders them with a profile. */
export function useProfile(): Profile {
  const profile = useMaybeProfile();
  if (!profile) throw new Error('useProfile used outside the signed-in routes');
  return profile;
}
