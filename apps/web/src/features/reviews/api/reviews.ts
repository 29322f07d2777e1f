import { ADMIN_PAGE_SIZE, type Review, type ReviewCreate, type ReviewPage } from '@fractional/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A project's reviews live under the project keys; an expert's published ones under their profile; a
 * client's under the invitation that shows them; the console's list under the admin keys.
 */
export const reviewQueryKeys = {
  project: (projectId: number) => [...queryKeys.projects, 'reviews', projectId] as const,
  profiles: ['profiles', 'reviews'] as const,
  profile: (profileId: number) => ['profiles', 'reviews', profileId] as const,
  client: (invitationId: number) => ['invitations', 'reviews', invitationId] as const,
  recent: (page: number) => ['admin', 'reviews', page] as const,
};

/** Whether a query shows reviews (any of the keys above): what a published or hidden review changes. */
export const isReviewQuery = ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey.includes('reviews');

/** Both sides of a project's memberships at most: one page of 50 is all a squad's reviews. */
const PROJECT_LIMIT = 50;
const PROFILE_LIMIT = 5;

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

/** Pages of five published reviews from `path`, newest first: "More reviews" asks for the next. */
function reviewPagesQueryOptions(queryKey: readonly unknown[], path: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }): Promise<ReviewPage> =>
      apiRequest(`${path}?limit=${PROFILE_LIMIT}&page=${pageParam}`, {
        schema: async () => (await import('./review-schemas')).ReviewPageSchema,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewPage, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
  });
}

/** `GET /profiles/{id}/reviews` (docs/reviews.md): the published reviews about an expert. */
export function useProfileReviews(profileId: number) {
  return useInfiniteQuery(
    reviewPagesQueryOptions(reviewQueryKeys.profile(profileId), `/profiles/${profileId}/reviews`),
  );
}

/** `GET /invitations/{id}/client/reviews` (the invited expert, admins): experts' published reviews of the client. */
export function useInvitationClientReviews(invitationId: number) {
  return useInfiniteQuery(
    reviewPagesQueryOptions(reviewQueryKeys.client(invitationId), `/invitations/${invitationId}/client/reviews`),
  );
}

/** `GET /admin/reviews` (admin): every published review, hidden ones included, newest first. */
export function getRecentReviews(page: number, signal?: AbortSignal): Promise<ReviewPage> {
  return apiRequest(`/admin/reviews?limit=${ADMIN_PAGE_SIZE}&page=${page}`, {
    schema: async () => (await import('./review-schemas')).ReviewPageSchema,
    signal,
  });
}

export function useRecentReviews(page: number) {
  return useQuery({
    queryKey: reviewQueryKeys.recent(page),
    queryFn: ({ signal }) => getRecentReviews(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

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
        queryClient.invalidateQueries({ queryKey: ['profiles', 'card'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}
