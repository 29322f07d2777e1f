import type { SavedSearch, SavedSearchCreate } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discoveryQueryKeys } from './query-keys';

/** `POST /saved-searches` (docs/discovery.md): 201; the 21st → 422 `{name:'tooManySavedSearches'}`. */
export function createSavedSearch(body: SavedSearchCreate): Promise<SavedSearch> {
  return apiRequest('/saved-searches', {
    method: 'POST',
    body,
    schema: async () => (await import('./discovery-schemas')).SavedSearchSchema,
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discoveryQueryKeys.savedSearches }),
  });
}
