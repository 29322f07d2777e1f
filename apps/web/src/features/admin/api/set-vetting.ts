import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminExpert, AdminExpertPage, VettingDecision } from '@fractional/contract';
import { queryKeys } from '../../../lib/query-keys';
import { adminQueryKeys } from './query-keys';

/** `POST /admin/experts/{profileId}/vetting` (docs/api.md#matcher-console) → the expert's card with its new state. */
export function setVetting({ profileId, ...body }: VettingDecision & { profileId: number }): Promise<AdminExpert> {
  return apiRequest(`/admin/experts/${profileId}/vetting`, {
    method: 'POST',
    body,
    schema: async () => (await import('./admin-schemas')).AdminExpertSchema,
  });
}

/**
 * Records a decision. The card shows its new state at once where it is listed (it stays in the list
 * it was decided in until the admin moves on); other lists, the audit log and rankings ask again.
 */
export function useSetVetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVetting,
    onSuccess: async (card) => {
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.experts, refetchType: 'none' });
      queryClient.setQueriesData<AdminExpertPage>({ queryKey: adminQueryKeys.experts }, (page) =>
        page ? { ...page, data: page.data.map((item) => (item.profileId === card.profileId ? card : item)) } : page,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allProjectMatches }),
      ]);
    },
  });
}
