import { ADMIN_PAGE_SIZE, type RoleName, type StatusName } from '@fractional/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminUserPage } from '@fractional/contract';
import { toQueryString } from './admin-query';
import { adminQueryKeys } from './query-keys';

export interface AdminUsersParams {
  search?: string;
  role?: RoleName;
  status?: StatusName;
  page: number;
}

/** `GET /admin/users` (docs/api.md#matcher-console): users by name or e-mail, role and status. */
export function getAdminUsers(params: AdminUsersParams, signal?: AbortSignal): Promise<AdminUserPage> {
  return apiRequest(`/admin/users${toQueryString({ ...params, limit: ADMIN_PAGE_SIZE })}`, {
    schema: async () => (await import('./admin-schemas')).AdminUserPageSchema,
    signal,
  });
}

export function adminUsersQueryOptions(params: AdminUsersParams) {
  return queryOptions({
    queryKey: [...adminQueryKeys.users, params],
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQueryOptions(params));
}
