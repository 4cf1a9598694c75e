import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths.ts';
import type { PublicConfig } from '../../contract/public-config.ts';
import { apiFetch, type AnswerCheck } from './api-client.ts';

/**
 * The shape of contract/public-config.ts, checked by hand: the sign-in page reads it and loads no
 * zod (decision 0023). public-config.test.ts holds it to the schema.
 */
export const publicConfigCheck: AnswerCheck<PublicConfig> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { success: false };
    }
    const { googleSignIn, analytics, sendsMail } = value as Record<string, unknown>;
    if (
      typeof googleSignIn !== 'boolean' ||
      typeof analytics !== 'boolean' ||
      typeof sendsMail !== 'boolean'
    ) {
      return { success: false };
    }
    return { success: true, data: { googleSignIn, analytics, sendsMail } };
  },
};

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiFetch(apiPaths.publicConfig, { schema: publicConfigCheck }),
  staleTime: Infinity,
});

/** undefined until known; a failure to load it leaves optional features off. */
export function usePublicConfig(options: { enabled?: boolean } = {}): PublicConfig | undefined {
  return useQuery({ ...publicConfigQueryOptions, enabled: options.enabled ?? true }).data;
}
