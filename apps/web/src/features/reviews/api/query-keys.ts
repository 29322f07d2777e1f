import { queryKeys } from '../../../lib/query-keys';

/**
 * A project's reviews live under the project keys; an expert's published ones under the profiles'; a
 * client's under the invitation that shows them; the console's list under the admin keys: each
 * refreshes with what it hangs on.
 */
export const reviewQueryKeys = {
  project: (projectId: number) => [...queryKeys.projects, 'reviews', projectId] as const,
  profiles: [...queryKeys.profiles, 'reviews'] as const,
  profile: (profileId: number) => [...queryKeys.profiles, 'reviews', profileId] as const,
  client: (invitationId: number) => [...queryKeys.invitations, 'reviews', invitationId] as const,
  recent: (page: number) => [...queryKeys.admin, 'reviews', page] as const,
};

/** Whether a query shows reviews (any of the keys above): what a published or hidden review changes. */
export const isReviewQuery = ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey.includes('reviews');
