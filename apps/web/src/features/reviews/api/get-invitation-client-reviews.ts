import { useInfiniteQuery } from '@tanstack/react-query';
import { reviewQueryKeys } from './query-keys';
import { reviewPagesQueryOptions } from './review-pages';

/** `GET /invitations/{id}/client/reviews` (docs/reviews.md; the invited expert, admins): experts' published reviews of the client. */
export const invitationClientReviewsQueryOptions = (invitationId: number) =>
  reviewPagesQueryOptions(reviewQueryKeys.client(invitationId), `/invitations/${invitationId}/client/reviews`);

export function useInvitationClientReviews(invitationId: number) {
  return useInfiniteQuery(invitationClientReviewsQueryOptions(invitationId));
}
