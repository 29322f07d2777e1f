import type { SavedSearchPage } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discoveryQueryKeys } from './query-keys';

/** `GET /saved-searches` (docs/discovery.md): the client's saved searches, newest first (at most 20). */
export function getSavedSearches(signal?: AbortSignal): Promise<SavedSearchPage> {
  return apiRequest('/saved-searches?limit=50', {
    schema: async () => (await import('./discovery-schemas')).SavedSearchPageSchema,
    signal,
  });
}

export const savedSearchesQueryOptions = queryOptions({
  queryKey: discoveryQueryKeys.savedSearches,
  queryFn: ({ signal }) => getSavedSearches(signal),
});

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions);
