import type { Timesheet } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshProjectFigures } from '../../../lib/refresh-project-figures';

export type TimesheetDecision = { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

/** `POST /timesheets/{id}/approve` or `…/reject {reason}` (docs/api.md#timesheets, the project's owner). */
export function decideTimesheet(decision: TimesheetDecision): Promise<Timesheet> {
  return apiRequest(`/timesheets/${decision.id}/${decision.action}`, {
    method: 'POST',
    body: decision.action === 'reject' ? { reason: decision.reason } : undefined,
    schema: async () => (await import('./timesheet-schemas')).TimesheetSchema,
  });
}

/** The client's Approve and Reject; timesheets, spend and invoices, productivity and the dashboard load again. */
export function useDecideTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideTimesheet, onSettled: () => refreshProjectFigures(queryClient) });
}
