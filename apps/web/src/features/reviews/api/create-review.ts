import type { Review, ReviewCreate } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewQueryKeys } from './query-keys';

export interface CreateReview {
  projectId: number;
  memberId: number;
  body: ReviewCreate;
}

/** `POST /projects/{id}/squad/{memberId}/reviews` (the owner about the expert, the member about the client) → 201 the review. */
export function createReview({ projectId, memberId, body }: CreateReview): Promise<Review> {
  return apiRequest(`/projects/${projectId}/squad/${memberId}/reviews`, {
    method: 'POST',
    body,
    schema: async () => (await import('./review-schemas')).ReviewSchema,
  });
}

/** Writes a review; the project's reviews load again (the other side's may be published with it). */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSettled: (_review, _error, { projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewQueryKeys.project(projectId) }),
        queryClient.invalidateQueries({ queryKey: reviewQueryKeys.profiles }),
      ]),
  });
}
