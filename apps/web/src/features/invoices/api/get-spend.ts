import type { Spend } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoiceQueryKeys } from './query-keys';

/** `GET /projects/{id}/spend` (docs/api.md#spend-and-invoices): budget, approved, submitted, forecast. */
export const getSpend = (projectId: number, signal?: AbortSignal): Promise<Spend> =>
  apiRequest(`/projects/${projectId}/spend`, {
    schema: async () => (await import('./invoice-schemas')).SpendSchema,
    signal,
  });

export const spendQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: invoiceQueryKeys.spend(projectId),
    queryFn: ({ signal }) => getSpend(projectId, signal),
    staleTime: 0,
  });

export const useSpend = (projectId: number) => useQuery(spendQueryOptions(projectId));
