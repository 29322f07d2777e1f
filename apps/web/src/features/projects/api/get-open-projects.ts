import { PAGE_SIZE, type Currency, type Project } from '@fractional/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { getProjectsQueryOptions } from './get-projects';

/**
 * The client's projects that are not completed (not started, then active; newest first in each): the ones an
 * expert can be shortlisted for or invited to (docs/product.md#client-area, Find experts).
 */
export function useOpenProjects() {
  return useQueries({
    queries: (['not_started', 'active'] as const).map((status) =>
      getProjectsQueryOptions({ status, page: 1, limit: PAGE_SIZE }),
    ),
    combine: (results) => ({
      projects: results.flatMap((result): Project[] => result.data?.data ?? []),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}

/** The client's usual currency: their latest project's; undefined while it loads, USD for none (or on failure). */
export function useUsualCurrency(): Currency | undefined {
  const { data, isPending } = useQuery({
    ...getProjectsQueryOptions({ page: 1, limit: 1 }),
    select: (page) => page.data[0]?.currency,
  });
  if (isPending) return undefined;
  return data ?? 'USD';
}
