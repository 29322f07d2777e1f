import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectMatchesQueryKey } from '../../matching/api/get-project-matches';
import { adminQueryKey } from './admin-query';

export interface InviteOnBehalf {
  projectId: number;
  profileId: number;
  message?: string;
}

/**
 * `POST /projects/{id}/invitations` called by an admin (DESIGN.md §12): the invitation is the
 * client's, recorded as sent by Fractional on their behalf.
 */
export function inviteOnBehalf({ projectId, ...body }: InviteOnBehalf): Promise<unknown> {
  return apiRequest(`/projects/${projectId}/invitations`, { method: 'POST', body });
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
