import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SquadMember } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKeys } from './query-keys';
import { queryKeys } from '../../../lib/query-keys';

export interface EndMembership {
  projectId: number;
  memberId: number;
}

/** `POST /projects/{id}/squad/{memberId}/end` (docs/api.md#invitations-and-squads, the owner or that member): 200 the member, ended. */
export function endMembership({ projectId, memberId }: EndMembership): Promise<SquadMember> {
  return apiRequest(`/projects/${projectId}/squad/${memberId}/end`, {
    method: 'POST',
    schema: async () => (await import('./squad-schemas')).SquadMemberSchema,
  });
}

/** Ends a membership (the client's "End", the expert's "Leave"); the squad, figures and lists load again. */
export function useEndMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMembership,
    onSettled: (_member, _error, { projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: squadQueryKeys.projectSquad(projectId) }),
        // The freed hours show in the expert's availability on the recommendations.
        queryClient.invalidateQueries({ queryKey: queryKeys.projectMatches(projectId) }),
        queryClient.invalidateQueries({ queryKey: squadQueryKeys.myInvitations }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}
