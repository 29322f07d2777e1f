import type { ProjectBrief } from '@fractional/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKeys } from './query-keys';

/** `GET /projects/{id}/brief` (docs/api.md#invitations-and-squads, a member or former member): the brief as the squad reads it. */
export function getProjectBrief(projectId: number, signal?: AbortSignal): Promise<ProjectBrief> {
  return apiRequest(`/projects/${projectId}/brief`, {
    schema: async () => (await import('./squad-schemas')).ProjectBriefSchema,
    signal,
  });
}

/** Kept under the expert's invitations' key: an invitation's change (a membership ended) refreshes it. */
export function useProjectBrief(projectId: number) {
  return useQuery({
    queryKey: [...squadQueryKeys.myInvitations, 'brief', projectId],
    queryFn: ({ signal }) => getProjectBrief(projectId, signal),
  });
}
