import { ProjectSchema, type Project, type ProjectCreate } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `PATCH /projects/{id}` with the brief's fields (docs/api.md#projects, the owner): 200 the project. */
export function updateProject(id: number, body: ProjectCreate): Promise<Project> {
  return apiRequest(`/projects/${id}`, { method: 'PATCH', body, schema: ProjectSchema });
}

/** Saves a brief; the summary shows it at once, and the lists and the matches load again. */
export function useUpdateProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectCreate) => updateProject(id, body),
    onSuccess: async (project) => {
      queryClient.setQueryData(queryKeys.project(project.id), project);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projectLists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projectMatches(project.id) }),
      ]);
    },
  });
}
