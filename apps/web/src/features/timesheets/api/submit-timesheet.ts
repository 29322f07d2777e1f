import type { Timesheet } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';

/** `POST /timesheets/{id}/submit` (docs/api.md#timesheets, its expert): the draft goes to the client. */
export function submitTimesheet(id: number): Promise<Timesheet> {
  return apiRequest(`/timesheets/${id}/submit`, {
    method: 'POST',
    schema: async () => (await import('./timesheet-schemas')).TimesheetSchema,
  });
}
