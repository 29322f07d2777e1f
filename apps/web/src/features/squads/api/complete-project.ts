import { ProjectSchema, type Project } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKeys } from './query-keys';
import { queryKeys } from '../../../lib/query-keys';
import { refreshProjectFigures } from '../../../lib/refresh-project-figures';

/** `PATCH /projects/{id} {status:'completed'}` (docs/api.md#invitations-and-squads, the owner): 200 the project; its squad ends. */
export function completeProject(projectId: number): Promise<Project> {
  return apiRequest(`/projects/${projectId}`, {
    method: 'PATCH',
    body: { status: 'completed' },
    schema: ProjectSchema,
  });
}

/** Completes the project: the summary shows the answer at once; squad, figures and lists load again. */
export function useCompleteProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeProject(projectId),
    onSuccess: (project) => queryClient.setQueryData(queryKeys.project(project.id), project),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: squadQueryKeys.projectSquad(projectId) }),
        queryClient.invalidateQueries({ queryKey: squadQueryKeys.projectInvitations(projectId) }),
        // Its figures move: progress 100, no weeks left in the spend forecast, the lists and the dashboard.
        refreshProjectFigures(queryClient),
      ]),
  });
}
