import type { Invoice } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /invoices/{id}/paid` (docs/api.md#spend-and-invoices). */
export function markInvoicePaid(id: number): Promise<Invoice> {
  return apiRequest(`/invoices/${id}/paid`, {
    method: 'POST',
    schema: async () => (await import('./invoice-schemas')).InvoiceSchema,
  });
}

/** Marks an invoice paid; the invoices, spend and timesheets load again. */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheets }),
  });
}
