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
    const { googleSignIn, analytics, sendsMail, linkOrigin, linksInTerminal, https } =
      value as Record<string, unknown>;
    const httpsRead = readHttps(https);
    if (
      typeof googleSignIn !== 'boolean' ||
      typeof analytics !== 'boolean' ||
      typeof sendsMail !== 'boolean' ||
      typeof linkOrigin !== 'string' ||
      typeof linksInTerminal !== 'boolean' ||
      httpsRead === undefined
    ) {
      return { success: false };
    }
    return {
      success: true,
      data: { googleSignIn, analytics, sendsMail, linkOrigin, linksInTerminal, https: httpsRead },
    };
  },
};

/** PublicConfig['https'] read by hand; undefined when it is not that shape. */
function readHttps(value: unknown): PublicConfig['https'] | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isPort(value.port)) return undefined;
  const { authority } = value;
  if (authority === null) return { port: value.port, authority: null };
  if (!isRecord(authority) || typeof authority.fingerprint !== 'string') return undefined;
  return { port: value.port, authority: { fingerprint: authority.fingerprint } };
}

function isPort(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 65535;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiFetch(apiPaths.publicConfig, { schema: publicConfigCheck }),
  staleTime: Infinity,
});

/** undefined until known; a failure to load it leaves optional features off. */
export function usePublicConfig(options: { enabled?: boolean } = {}): PublicConfig | undefined {
  return useQuery({ ...publicConfigQueryOptions, enabled: options.enabled ?? true }).data;
}
