import type { Project } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Navigation state the summary reads, so it shows the project without asking the server again. */
export interface ProjectState {
  project: Project;
  /** Set by the create-project page: the summary then says "Project created: …", once. */
  isNew?: boolean;
}

export function getProject(id: number, signal?: AbortSignal): Promise<Project> {
  return apiRequest(`/projects/${id}`, {
    schema: async () => (await import('./project-schemas')).ProjectSchema,
    signal,
  });
}

export function getProjectQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.project(id),
    queryFn: ({ signal }) => getProject(id, signal),
  });
}

/**
 * One of the client's projects. `initial` (the project passed in navigation state) shows at once and
 * is revalidated in the background; without it (a shared link, a new tab) the project loads by id.
 */
export function useProject(id: number, initial: Project | undefined) {
  return useQuery({ ...getProjectQueryOptions(id), initialData: initial, initialDataUpdatedAt: 0 });
}
