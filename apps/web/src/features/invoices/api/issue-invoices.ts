import type { IssuedInvoices } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /projects/{id}/invoices {month}` (docs/api.md#spend-and-invoices, the owner): a month that is over. */
export function issueInvoices(projectId: number, month: string): Promise<IssuedInvoices> {
  return apiRequest(`/projects/${projectId}/invoices`, {
    method: 'POST',
    body: { month },
    schema: async () => (await import('./invoice-schemas')).IssuedInvoicesSchema,
  });
}

/** "Issue now"; the invoices, spend and timesheets load again. */
export function useIssueInvoices(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => issueInvoices(projectId, month),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.timesheets }),
  });
}
