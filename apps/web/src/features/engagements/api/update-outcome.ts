import type { Outcome, OutcomeUpdate } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshProjectFigures } from '../../../lib/refresh-project-figures';

export type UpdateOutcome = OutcomeUpdate & { id: number };

/** `PATCH /outcomes/{id}` (docs/api.md#outcomes-and-check-ins): 200 the outcome. */
export function updateOutcome({ id, ...body }: UpdateOutcome): Promise<Outcome> {
  return apiRequest(`/outcomes/${id}`, {
    method: 'PATCH',
    body,
    schema: async () => (await import('./engagement-schemas')).OutcomeSchema,
  });
}

/** Edits an outcome; the engagement views, the project's figures and the dashboard load again. */
export function useUpdateOutcome() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOutcome, onSettled: () => refreshProjectFigures(queryClient) });
}
