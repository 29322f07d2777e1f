import { ADMIN_PAGE_SIZE, type ReviewPage } from '@fractional/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewQueryKeys } from './query-keys';

/** `GET /admin/reviews` (docs/reviews.md, admin): every published review, hidden ones included, newest first. */
export function getRecentReviews(page: number, signal?: AbortSignal): Promise<ReviewPage> {
  return apiRequest(`/admin/reviews?limit=${ADMIN_PAGE_SIZE}&page=${page}`, {
    schema: async () => (await import('./review-schemas')).ReviewPageSchema,
    signal,
  });
}

export function recentReviewsQueryOptions(page: number) {
  return queryOptions({
    queryKey: reviewQueryKeys.recent(page),
    queryFn: ({ signal }) => getRecentReviews(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useRecentReviews(page: number) {
  return useQuery(recentReviewsQueryOptions(page));
}
