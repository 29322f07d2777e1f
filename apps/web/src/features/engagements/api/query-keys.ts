import { queryKeys } from '../../../lib/query-keys';

/** Keys under the project's, so a project change refreshes them too; `all` refreshes every one. */
export const engagementQueryKeys = {
  all: [...queryKeys.projects, 'engagement'] as const,
  outcomes: (projectId: number) => [...queryKeys.projects, 'engagement', 'outcomes', projectId] as const,
  checkIns: (projectId: number) => [...queryKeys.projects, 'engagement', 'check-ins', projectId] as const,
  productivity: (projectId: number) => [...queryKeys.projects, 'engagement', 'productivity', projectId] as const,
};
