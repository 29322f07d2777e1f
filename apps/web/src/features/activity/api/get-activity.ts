import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';
import { activityQueryKeys } from './query-keys';

export type ActivityPages = InfiniteData<ActivityPage, number | null>;

/** `GET /activity?before=&limit=` (docs/api.md#messages-and-activity): what happened that concerns the user, newest first. */
export function getActivity(before: number | null, limit: number, signal?: AbortSignal): Promise<ActivityPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before !== null) query.set('before', String(before));
  return apiRequest(`/activity?${query.toString()}`, {
    schema: async () => (await import('./activity-schemas')).ActivityPageSchema,
    signal,
  });
}

export function activityQueryOptions(limit: number) {
  return infiniteQueryOptions({
    queryKey: activityQueryKeys.feed(limit),
    queryFn: ({ pageParam, signal }) => getActivity(pageParam, limit, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last: ActivityPage) => (last.hasNextPage ? (last.data.at(-1)?.id ?? undefined) : undefined),
  });
}

/** The feed a page at a time, each page older than the one before. */
export function useActivity(limit: number) {
  return useInfiniteQuery(activityQueryOptions(limit));
}
