import { ADMIN_PAGE_SIZE, type ProjectStatus } from '@fractional/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminProjectPage } from '@fractional/contract';
import { toQueryString } from './admin-query';
import { adminQueryKeys } from './query-keys';

export interface AdminProjectsParams {
  /** Part of the project's name, the client's name or e-mail, or the organisation's name. */
  search?: string;
  status?: ProjectStatus;
  /** Only projects nobody has been invited to yet. */
  waiting?: boolean;
  page: number;
}

/** `GET /admin/projects` (docs/api.md#matcher-console): every project with its client, oldest first. */
export function getAdminProjects(params: AdminProjectsParams, signal?: AbortSignal): Promise<AdminProjectPage> {
  return apiRequest(`/admin/projects${toQueryString({ ...params, limit: ADMIN_PAGE_SIZE })}`, {
    schema: async () => (await import('./admin-schemas')).AdminProjectPageSchema,
    signal,
  });
}

export function adminProjectsQueryOptions(params: AdminProjectsParams) {
  return queryOptions({
    queryKey: [...adminQueryKeys.projects, params],
    queryFn: ({ signal }) => getAdminProjects(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminProjects(params: AdminProjectsParams) {
  return useQuery(adminProjectsQueryOptions(params));
}
