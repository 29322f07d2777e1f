import type { BillingDetails } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { billingQueryKeys } from './query-keys';

/** `GET /billing-details` (docs/api.md#billing-details): the caller's own, or null while none are stored (the API's 404, "incomplete"). */
export async function getBillingDetails(signal?: AbortSignal): Promise<BillingDetails | null> {
  try {
    return await apiRequest('/billing-details', {
      schema: async () => (await import('./billing-schemas')).BillingDetailsSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const billingDetailsQueryOptions = () =>
  queryOptions({ queryKey: billingQueryKeys.details, queryFn: ({ signal }) => getBillingDetails(signal) });

export const useBillingDetails = () => useQuery(billingDetailsQueryOptions());
