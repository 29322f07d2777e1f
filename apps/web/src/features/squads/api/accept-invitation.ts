import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InvitationAccept } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKeys } from './query-keys';

/**
 * `POST /invitations/{id}/accept` (docs/api.md#invitations-and-squads, the invited expert): 200 the invitation, accepted,
 * and a squad membership; more hours than the expert has free → 409 `{hoursPerWeek:'overCapacity'}`.
 */
export function acceptInvitation(invitationId: number, body: InvitationAccept): Promise<Invitation> {
  return apiRequest(`/invitations/${invitationId}/accept`, {
    method: 'POST',
    body,
    schema: async () => (await import('./squad-schemas')).InvitationSchema,
  });
}

/** Accepts with the hours (and rate) the expert commits; Opportunities and My projects load again. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InvitationAccept }) => acceptInvitation(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: squadQueryKeys.myInvitations }),
  });
}
