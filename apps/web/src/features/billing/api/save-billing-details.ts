import type { BillingDetails, BillingDetailsInput } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingQueryKeys } from './query-keys';

/** `PUT /billing-details` (docs/api.md#billing-details): writes the record whole. */
export function saveBillingDetails(body: BillingDetailsInput): Promise<BillingDetails> {
  return apiRequest('/billing-details', {
    method: 'PUT',
    body,
    schema: async () => (await import('./billing-schemas')).BillingDetailsSchema,
  });
}

/** Saves the details; the answer becomes what every reader shows. */
export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingDetails,
    onSuccess: (saved) => queryClient.setQueryData(billingQueryKeys.details, saved),
  });
}
