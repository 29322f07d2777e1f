import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RateChange, RateChangeCreate } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKeys } from './query-keys';

export interface ProposeRateChange {
  projectId: number;
  memberId: number;
  body: RateChangeCreate;
}

/** `POST /projects/{id}/squad/{memberId}/rate-changes` (docs/api.md#rate-changes; the owner or that member): 201 the proposal. */
export function proposeRateChange({ projectId, memberId, body }: ProposeRateChange): Promise<RateChange> {
  return apiRequest(`/projects/${projectId}/squad/${memberId}/rate-changes`, {
    method: 'POST',
    body,
    schema: async () => (await import('./squad-schemas')).RateChangeSchema,
  });
}

/** Proposes a new rate; the squad loads again to show it pending. */
export function useProposeRateChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeRateChange,
    onSettled: (_change, _error, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: squadQueryKeys.projectSquad(projectId) }),
  });
}
