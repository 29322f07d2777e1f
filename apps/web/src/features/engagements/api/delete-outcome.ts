import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshProjectFigures } from '../../../lib/refresh-project-figures';

/** `DELETE /outcomes/{id}` (docs/api.md#outcomes-and-check-ins): 204. */
export function deleteOutcome(id: number): Promise<void> {
  return apiRequest(`/outcomes/${id}`, { method: 'DELETE' });
}

/** Removes an outcome; the engagement views, the project's figures and the dashboard load again. */
export function useDeleteOutcome() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOutcome, onSettled: () => refreshProjectFigures(queryClient) });
}
