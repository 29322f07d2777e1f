import type { Invitation } from '@fractional/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKeys } from './query-keys';

/** `GET /invitations/{id}` (docs/api.md#invitations-and-squads, either side): one invitation, open or closed. */
export function getInvitation(id: number, signal?: AbortSignal): Promise<Invitation> {
  return apiRequest(`/invitations/${id}`, {
    schema: async () => (await import('./squad-schemas')).InvitationSchema,
    signal,
  });
}

/** One invitation of the expert's, kept under their invitations' key so every answer refreshes it. */
export function useInvitation(id: number) {
  return useQuery({
    queryKey: [...squadQueryKeys.myInvitations, 'one', id],
    queryFn: ({ signal }) => getInvitation(id, signal),
  });
}
