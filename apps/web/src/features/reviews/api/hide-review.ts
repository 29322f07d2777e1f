import type { Review } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { isReviewQuery } from './query-keys';

/** `POST /admin/reviews/{id}/hide {reason}` (admin; audited, its author is told by mail) → the review, hidden. */
export function hideReview({ id, reason }: { id: number; reason: string }): Promise<Review> {
  return apiRequest(`/admin/reviews/${id}/hide`, {
    method: 'POST',
    body: { reason },
    schema: async () => (await import('./review-schemas')).ReviewSchema,
  });
}

/** Hides a review; every list of reviews, the cards' ratings and the audit log ask again. */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: isReviewQuery }),
        queryClient.invalidateQueries({ queryKey: queryKeys.expertCards }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit }),
      ]),
  });
}
