import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InvitationDecline } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKeys } from './query-keys';

/** `POST /invitations/{id}/decline {reason?}` (docs/api.md#invitations-and-squads, the invited expert): 200 status `declined`. */
export function declineInvitation(invitationId: number, body: InvitationDecline): Promise<Invitation> {
  return apiRequest(`/invitations/${invitationId}/decline`, {
    method: 'POST',
    body,
    schema: async () => (await import('./squad-schemas')).InvitationSchema,
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InvitationDecline }) => declineInvitation(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: squadQueryKeys.myInvitations }),
  });
}
