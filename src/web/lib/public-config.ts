import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths.ts';
import { publicConfigSchema, type PublicConfig } from '../../contract/public-config.ts';
import { apiFetch } from './api-client.ts';

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiFetch(apiPaths.publicConfig, { schema: publicConfigSchema }),
  staleTime: Infinity,
});

/** undefined until known; a failure to load it leaves optional features off. */
export function usePublicConfig(options: { enabled?: boolean } = {}): PublicConfig | undefined {
  return useQuery({ ...publicConfigQueryOptions, enabled: options.enabled ?? true }).data;
}
