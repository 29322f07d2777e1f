import type { Outcome, OutcomeCreate } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshProjectFigures } from '../../../lib/refresh-project-figures';

/** `POST /projects/{id}/outcomes` (docs/api.md#outcomes-and-check-ins): 201 the outcome. */
export function createOutcome(projectId: number, body: OutcomeCreate): Promise<Outcome> {
  return apiRequest(`/projects/${projectId}/outcomes`, {
    method: 'POST',
    body,
    schema: async () => (await import('./engagement-schemas')).OutcomeSchema,
  });
}

/** Adds an outcome; the engagement views, the project's figures and the dashboard load again. */
export function useCreateOutcome(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutcomeCreate) => createOutcome(projectId, body),
    onSettled: () => refreshProjectFigures(queryClient),
  });
}
