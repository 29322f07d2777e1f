import type { CheckIn, CheckInInput } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshProjectFigures } from '../../../lib/refresh-project-figures';

export type PutCheckIn = CheckInInput & { weekStart: string };

/** `PUT /projects/{id}/check-ins/{weekStart}` (docs/api.md#outcomes-and-check-ins): the week's check-in. */
export function putCheckIn(projectId: number, { weekStart, ...body }: PutCheckIn): Promise<CheckIn> {
  return apiRequest(`/projects/${projectId}/check-ins/${weekStart}`, {
    method: 'PUT',
    body,
    schema: async () => (await import('./engagement-schemas')).CheckInSchema,
  });
}

/** Saves a week's check-in; the engagement views, the project's figures and the dashboard load again. */
export function usePutCheckIn(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkIn: PutCheckIn) => putCheckIn(projectId, checkIn),
    onSettled: () => refreshProjectFigures(queryClient),
  });
}
