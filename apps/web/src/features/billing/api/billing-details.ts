import type { BillingDetails, BillingDetailsInput } from '@fractional/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const billingDetailsQueryKey = ['billing-details'] as const;

const loadSchemas = () => import('./billing-schemas');

/** `GET /billing-details`: the caller's own, or null while none are stored (the API's 404, "incomplete"). */
export async function getBillingDetails(signal?: AbortSignal): Promise<BillingDetails | null> {
  try {
    return await apiRequest('/billing-details', {
      schema: async () => (await loadSchemas()).BillingDetailsSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const billingDetailsQueryOptions = () =>
  queryOptions({ queryKey: billingDetailsQueryKey, queryFn: ({ signal }) => getBillingDetails(signal) });

export const useBillingDetails = () => useQuery(billingDetailsQueryOptions());

/** `PUT /billing-details`: writes the record whole; the answer becomes what every reader shows. */
export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BillingDetailsInput): Promise<BillingDetails> =>
      apiRequest('/billing-details', {
        method: 'PUT',
        body,
        schema: async () => (await loadSchemas()).BillingDetailsSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(billingDetailsQueryKey, saved),
  });
}
