import type { Invitation, InvitationCreate } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectMatchesQueryKey } from '../../matching/api/get-project-matches';
import { adminQueryKey } from './admin-query';

/**
 * `POST /projects/{id}/invitations` called by an admin (DESIGN.md §12): the invitation is the
 * client's, recorded as sent by Fractional on their behalf.
 */
export function inviteOnBehalf({ projectId, ...body }: InvitationCreate & { projectId: number }): Promise<Invitation> {
  return apiRequest(`/projects/${projectId}/invitations`, {
    method: 'POST',
    body,
    schema: async () => (await import('./admin-schemas')).InvitationSchema,
  });
}

/** Sends the invitation; the project's matches (their engagement) and the admin lists are asked again. */
export function useInviteOnBehalf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteOnBehalf,
    onSuccess: (_answer, { projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectMatchesQueryKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: adminQueryKey }),
      ]),
  });
}
