import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { discoveryQueryKeys } from './query-keys';

/** `DELETE /saved-searches/{id}` (docs/discovery.md): 204. */
export function deleteSavedSearch(id: number): Promise<void> {
  return apiRequest(`/saved-searches/${id}`, { method: 'DELETE' });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discoveryQueryKeys.savedSearches }),
  });
}
