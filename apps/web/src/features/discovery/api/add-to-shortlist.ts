import type { ShortlistCreate, ShortlistEntry } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /projects/{id}/shortlist` (docs/discovery.md): 201 the entry; the expert already on it → 409. */
export function addToShortlist(projectId: number, body: ShortlistCreate): Promise<ShortlistEntry> {
  return apiRequest(`/projects/${projectId}/shortlist`, {
    method: 'POST',
    body,
    schema: async () => (await import('./discovery-schemas')).ShortlistEntrySchema,
  });
}

/** Adds an expert to one of the client's projects' shortlists; that project's shortlist loads again. */
export function useAddToShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, ...body }: ShortlistCreate & { projectId: number }) => addToShortlist(projectId, body),
    onSuccess: (_entry, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.projectShortlist(projectId) }),
  });
}
