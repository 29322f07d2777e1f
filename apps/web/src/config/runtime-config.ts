import { CATALOGUE_TIMEOUT_MS, type PublicConfig } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/**
 * Runtime settings from the API (`GET /api/v1/config`), so one build runs in every environment. Taken
 * as the contract types it, not parsed: the API builds it from its own parsed configuration, and every
 * first visit asks for it, where zod would add ≈ 23 KB (docs/decisions/0015-react-with-a-lighter-first-page.md).
 */
export function getRuntimeConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/config', {
    isPublic: true,
    signal,
    timeoutMs: CATALOGUE_TIMEOUT_MS,
  });
}

export const runtimeConfigQueryOptions = queryOptions({
  queryKey: ['runtime-config'],
  queryFn: ({ signal }) => getRuntimeConfig(signal),
  staleTime: Infinity,
});

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQueryOptions);
}
