import type { OpenBriefPage } from '@fractional/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { openBriefKeys } from './query-keys';

/** `GET /opportunities/open?q=&page=` (docs/discovery.md#open-briefs): other clients' open briefs, best match first. */
export function getOpenBriefs(q: string, page: number, signal?: AbortSignal): Promise<OpenBriefPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  return apiRequest(`/opportunities/open?${params.toString()}`, {
    schema: async () => (await import('./open-brief-schemas')).OpenBriefPageSchema,
    signal,
  });
}

/** One page of open briefs; the page before stays (dimmed) while the next search or page loads. */
export function useOpenBriefs(q: string, page: number) {
  return useQuery({
    queryKey: openBriefKeys.page(q, page),
    queryFn: ({ signal }) => getOpenBriefs(q, page, signal),
    placeholderData: keepPreviousData,
    // A refusal (an unverified expert's 403) is said at once, not after the default retries.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}
