import { queryKeys } from '../../../lib/query-keys';

/**
 * The expert's Open briefs live under a root of their own (an interest sent refreshes every page of
 * them); a project's interest lives under the project keys, so a change to the project refreshes it too.
 */
export const openBriefKeys = {
  all: ['open-briefs'] as const,
  page: (q: string, page: number) => ['open-briefs', q, page] as const,
  projectInterest: (projectId: number) => [...queryKeys.projects, 'interest', projectId] as const,
};
