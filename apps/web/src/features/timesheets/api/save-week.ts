import type { Timesheet } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshProjectFigures } from '../../../lib/refresh-project-figures';
import { submitTimesheet } from './submit-timesheet';

export interface SaveWeek {
  projectId: number;
  memberId: number;
  weekStart: string;
  hours: number[];
  note: string;
}

/** `PUT /projects/{id}/squad/{memberId}/timesheets/{weekStart}` (docs/api.md#timesheets): the week as a draft. */
export function saveWeek({ projectId, memberId, weekStart, hours, note }: SaveWeek): Promise<Timesheet> {
  return apiRequest(`/projects/${projectId}/squad/${memberId}/timesheets/${weekStart}`, {
    method: 'PUT',
    body: { hours, note: note.trim() === '' ? null : note },
    schema: async () => (await import('./timesheet-schemas')).TimesheetSchema,
  });
}

/**
 * Saves the week as a draft, then submits it when asked to: the expert's "Save draft" and "Submit".
 * Timesheets, spend and invoices, and what approved hours move (productivity, the dashboard) load again.
 */
export function useSaveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ submit, ...week }: SaveWeek & { submit: boolean }) => {
      const saved = await saveWeek(week);
      return submit ? submitTimesheet(saved.id) : saved;
    },
    onSettled: () => refreshProjectFigures(queryClient),
  });
}
