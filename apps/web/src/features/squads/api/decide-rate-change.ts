import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RateChange } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { squadQueryKeys } from './query-keys';

export interface DecideRateChange {
  projectId: number;
  id: number;
  action: 'accept' | 'decline';
}

/** `POST /rate-changes/{id}/accept` | `/decline` (docs/api.md#rate-changes; the other side of the proposal): 200. */
export function decideRateChange({ id, action }: DecideRateChange): Promise<RateChange> {
  return apiRequest(`/rate-changes/${id}/${action}`, {
    method: 'POST',
    schema: async () => (await import('./squad-schemas')).RateChangeSchema,
  });
}

/** Accepts or declines a proposed rate; the squad and the project's figures (spend) load again. */
export function useDecideRateChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRateChange,
    onSettled: (_change, _error, { projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: squadQueryKeys.projectSquad(projectId) }),
        // Spend prices weeks at the rate in force.
        queryClient.invalidateQueries({ queryKey: queryKeys.spend(projectId) }),
      ]),
  });
}
