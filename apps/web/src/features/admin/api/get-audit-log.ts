import { ADMIN_PAGE_SIZE } from '@fractional/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AuditPage } from '@fractional/contract';
import { adminQueryKey, toQueryString } from './admin-query';

/** `GET /admin/audit` (docs/api.md#matcher-console): every admin action, newest first. */
export function getAuditLog(page: number, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest(`/admin/audit${toQueryString({ page, limit: ADMIN_PAGE_SIZE })}`, {
    schema: async () => (await import('./admin-schemas')).AuditPageSchema,
    signal,
  });
}

export function auditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'audit', page],
    queryFn: ({ signal }) => getAuditLog(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
