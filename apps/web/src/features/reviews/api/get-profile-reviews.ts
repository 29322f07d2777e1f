import { useInfiniteQuery } from '@tanstack/react-query';
import { reviewQueryKeys } from './query-keys';
import { reviewPagesQueryOptions } from './review-pages';

/** `GET /profiles/{id}/reviews` (docs/reviews.md): the published reviews about an expert. */
export const profileReviewsQueryOptions = (profileId: number) =>
  reviewPagesQueryOptions(reviewQueryKeys.profile(profileId), `/profiles/${profileId}/reviews`);

export function useProfileReviews(profileId: number) {
  return useInfiniteQuery(profileReviewsQueryOptions(profileId));
}
