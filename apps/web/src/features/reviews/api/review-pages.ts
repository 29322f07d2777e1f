import type { ReviewPage } from '@fractional/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Published reviews a page shows at a time: "More reviews" asks for the next. */
const PAGE_LIMIT = 5;

/** Pages of five published reviews from `path`, newest first (an expert's, or a client's). */
export function reviewPagesQueryOptions(queryKey: readonly unknown[], path: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }): Promise<ReviewPage> =>
      apiRequest(`${path}?limit=${PAGE_LIMIT}&page=${pageParam}`, {
        schema: async () => (await import('./review-schemas')).ReviewPageSchema,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewPage, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
  });
}
