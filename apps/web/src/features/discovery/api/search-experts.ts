import type { ExpertSearchPage } from '@fractional/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discoveryQueryKeys } from './query-keys';

/** `GET /experts` (docs/discovery.md): one page of the listed experts, with highlights, total and facets. */
export function searchExperts(query: URLSearchParams, signal?: AbortSignal): Promise<ExpertSearchPage> {
  return apiRequest(`/experts?${query.toString()}`, {
    schema: async () => (await import('./discovery-schemas')).ExpertSearchPageSchema,
    signal,
  });
}

export function expertSearchQueryOptions(query: URLSearchParams) {
  const text = query.toString();
  return queryOptions({
    queryKey: discoveryQueryKeys.search(text),
    queryFn: ({ signal }) => searchExperts(new URLSearchParams(text), signal),
  });
}

/** The search of the page; while the next one loads the last answer stays on screen (`isPlaceholderData`). */
export function useExpertSearch(query: URLSearchParams | null) {
  return useQuery({
    ...expertSearchQueryOptions(query ?? new URLSearchParams()),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
