import type { CheckIn, CheckInRating } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshProjectFigures } from '../../../lib/refresh-project-figures';

export type RateCheckIn = CheckInRating & { id: number };

/** `POST /check-ins/{id}/rating` (docs/api.md#outcomes-and-check-ins, the client): 200 the check-in. */
export function rateCheckIn({ id, ...body }: RateCheckIn): Promise<CheckIn> {
  return apiRequest(`/check-ins/${id}/rating`, {
    method: 'POST',
    body,
    schema: async () => (await import('./engagement-schemas')).CheckInSchema,
  });
}

/** Rates a check-in; the engagement views, the project's figures and the dashboard load again. */
export function useRateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rateCheckIn, onSettled: () => refreshProjectFigures(queryClient) });
}
