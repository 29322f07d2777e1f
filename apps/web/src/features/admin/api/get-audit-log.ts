import { ADMIN_PAGE_SIZE, type AuditAction } from '@fractional/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AuditPage } from '@fractional/contract';
import { toQueryString } from './admin-query';
import { adminQueryKeys } from './query-keys';

export interface AuditLogParams {
  /** The acting admin's user id. */
  actor?: number;
  action?: AuditAction;
  /** First and last day, `YYYY-MM-DD` (UTC), both included. */
  from?: string;
  to?: string;
  page: number;
}

/** `GET /admin/audit` (docs/api.md#matcher-console): every admin action, newest first, by actor, action and days. */
export function getAuditLog(params: AuditLogParams, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest(`/admin/audit${toQueryString({ ...params, limit: ADMIN_PAGE_SIZE })}`, {
    schema: async () => (await import('./admin-schemas')).AuditPageSchema,
    signal,
  });
}

export function auditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: [...adminQueryKeys.audit, params],
    queryFn: ({ signal }) => getAuditLog(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` while the filters cannot be asked for (a From day after the To day). */
export function useAuditLog(params: AuditLogParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...auditLogQueryOptions(params), enabled });
}
