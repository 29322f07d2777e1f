import { CATALOGUE_TIMEOUT_MS, type PublicConfig } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/** Runtime settings from the API (`GET /api/v1/config`), so one build runs in every environment. */
export function getRuntimeConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest('/config', {
    isPublic: true,
    schema: async () => (await import('./public-config-schema')).PublicConfigSchema,
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
