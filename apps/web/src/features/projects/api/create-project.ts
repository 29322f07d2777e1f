import { ProjectSchema, type Project, type ProjectCreate } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /projects`: the server also adds the project to the caller's profile (docs/api.md#projects). */
export function createProject(body: ProjectCreate): Promise<Project> {
  return apiRequest('/projects', { method: 'POST', body, schema: ProjectSchema });
}

/** Creates a project; the dashboard's lists load again and the summary needs no second request. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async (project) => {
      queryClient.setQueryData(queryKeys.project(project.id), project);
      await queryClient.invalidateQueries({ queryKey: queryKeys.projectLists });
    },
  });
}
