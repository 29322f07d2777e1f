import { ADMIN_PAGE_SIZE, type VettingStatus } from '@fractional/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminExpertPage } from '@fractional/contract';
import { toQueryString } from './admin-query';
import { adminQueryKeys } from './query-keys';

export interface AdminExpertsParams {
  vetting?: VettingStatus;
  /** Part of the name or e-mail. */
  search?: string;
  page: number;
}

/** `GET /admin/experts` (docs/api.md#matcher-console): expert cards with their vetting state, by name or e-mail. */
export function getAdminExperts(params: AdminExpertsParams, signal?: AbortSignal): Promise<AdminExpertPage> {
  return apiRequest(`/admin/experts${toQueryString({ ...params, limit: ADMIN_PAGE_SIZE })}`, {
    schema: async () => (await import('./admin-schemas')).AdminExpertPageSchema,
    signal,
  });
}

export function adminExpertsQueryOptions(params: AdminExpertsParams) {
  return queryOptions({
    queryKey: [...adminQueryKeys.experts, params],
    queryFn: ({ signal }) => getAdminExperts(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminExperts(params: AdminExpertsParams) {
  return useQuery(adminExpertsQueryOptions(params));
}
