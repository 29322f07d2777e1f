import { queryKeys } from '../../../lib/query-keys';

/**
 * Every admin answer's key starts at the admin root (lib/query-keys.ts): an admin action invalidates
 * what it may have changed. A list's key takes its filters after these.
 */
export const adminQueryKeys = {
  all: queryKeys.admin,
  experts: [...queryKeys.admin, 'experts'] as const,
  users: [...queryKeys.admin, 'users'] as const,
  projects: [...queryKeys.admin, 'projects'] as const,
  project: (id: number) => [...queryKeys.admin, 'project', id] as const,
  audit: queryKeys.adminAudit,
  fxRates: [...queryKeys.admin, 'fx-rates'] as const,
};
