import type { MatchPage, Invitation } from '@fractional/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setEngagement } from './invite-expert';
import { squadQueryKeys } from './query-keys';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /invitations/{id}/withdraw` (docs/api.md#invitations-and-squads, the owner): 200 the invitation, status `withdrawn`. */
export function withdrawInvitation(invitationId: number): Promise<Invitation> {
  return apiRequest(`/invitations/${invitationId}/withdraw`, {
    method: 'POST',
    schema: async () => (await import('./squad-schemas')).InvitationSchema,
  });
}

/** Withdraws an open invitation; the expert's card and the list show it withdrawn. */
export function useWithdrawInvitation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: (invitation) => {
      queryClient.setQueryData<InfiniteData<MatchPage>>(queryKeys.projectMatches(projectId), (pages) =>
        setEngagement(pages, invitation.expert.profileId, {
          invitationId: invitation.id,
          status: invitation.status,
          memberStatus: invitation.membership?.status ?? null,
        }),
      );
    },
    // A 409 (the expert answered first) also changed the list: read it again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: squadQueryKeys.projectInvitations(projectId) }),
  });
}
