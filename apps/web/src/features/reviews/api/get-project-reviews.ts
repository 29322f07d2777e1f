import type { ReviewPage } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewQueryKeys } from './query-keys';

/** Both sides of a project's memberships at most: one page of 50 is all a squad's reviews. */
const PROJECT_LIMIT = 50;

/** `GET /projects/{id}/reviews` (docs/reviews.md): both sides' reviews of the project, as the caller may see them. */
export function getProjectReviews(projectId: number, signal?: AbortSignal): Promise<ReviewPage> {
  return apiRequest(`/projects/${projectId}/reviews?limit=${PROJECT_LIMIT}`, {
    schema: async () => (await import('./review-schemas')).ReviewPageSchema,
    signal,
  });
}

export function projectReviewsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: reviewQueryKeys.project(projectId),
    queryFn: ({ signal }) => getProjectReviews(projectId, signal),
    // The other side reviews from another browser: asked again whenever the page opens.
    staleTime: 0,
  });
}

export function useProjectReviews(projectId: number) {
  return useQuery(projectReviewsQueryOptions(projectId));
}
