import type {
  CheckIn,
  CheckInInput,
  CheckInPage,
  CheckInRating,
  Outcome,
  OutcomeCreate,
  OutcomeList,
  OutcomeUpdate,
  Productivity,
} from '@fractional/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshProjectFigures } from '../../../lib/refresh-project-figures';

const schemas = () => import('./engagement-schemas');

/** Keys under the project's, so a project change refreshes them too; `engagementQueryKeys.all` refreshes every one. */
export const engagementQueryKeys = {
  all: [...queryKeys.projects, 'engagement'] as const,
  outcomes: (projectId: number) => [...queryKeys.projects, 'engagement', 'outcomes', projectId] as const,
  checkIns: (projectId: number) => [...queryKeys.projects, 'engagement', 'check-ins', projectId] as const,
  productivity: (projectId: number) => [...queryKeys.projects, 'engagement', 'productivity', projectId] as const,
};

/** `GET /projects/{id}/outcomes` (docs/api.md#outcomes-and-check-ins). */
export function useOutcomes(projectId: number) {
  return useQuery(
    queryOptions({
      queryKey: engagementQueryKeys.outcomes(projectId),
      queryFn: ({ signal }): Promise<OutcomeList> =>
        apiRequest(`/projects/${projectId}/outcomes`, {
          schema: async () => (await schemas()).OutcomeListSchema,
          signal,
        }),
    }),
  );
}

/** `GET /projects/{id}/check-ins`: the latest 50 weeks, newest first. */
export function useCheckIns(projectId: number) {
  return useQuery(
    queryOptions({
      queryKey: engagementQueryKeys.checkIns(projectId),
      queryFn: ({ signal }): Promise<CheckInPage> =>
        apiRequest(`/projects/${projectId}/check-ins?limit=50`, {
          schema: async () => (await schemas()).CheckInPageSchema,
          signal,
        }),
    }),
  );
}

/** `GET /projects/{id}/productivity`: the parts "How is this measured?" shows. */
export function useProductivity(projectId: number) {
  return useQuery(
    queryOptions({
      queryKey: engagementQueryKeys.productivity(projectId),
      queryFn: ({ signal }): Promise<Productivity> =>
        apiRequest(`/projects/${projectId}/productivity`, {
          schema: async () => (await schemas()).ProductivitySchema,
          signal,
        }),
    }),
  );
}

/** After any change: the engagement views, the project's figures (progress, productivity, spend) and the dashboard. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => refreshProjectFigures(queryClient);
}

export function useCreateOutcome(projectId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: OutcomeCreate): Promise<Outcome> =>
      apiRequest(`/projects/${projectId}/outcomes`, {
        method: 'POST',
        body,
        schema: async () => (await schemas()).OutcomeSchema,
      }),
    onSettled: refresh,
  });
}

export function useUpdateOutcome() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: OutcomeUpdate & { id: number }): Promise<Outcome> =>
      apiRequest(`/outcomes/${id}`, { method: 'PATCH', body, schema: async () => (await schemas()).OutcomeSchema }),
    onSettled: refresh,
  });
}

export function useDeleteOutcome() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number): Promise<void> => apiRequest(`/outcomes/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

export function usePutCheckIn(projectId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ weekStart, ...body }: CheckInInput & { weekStart: string }): Promise<CheckIn> =>
      apiRequest(`/projects/${projectId}/check-ins/${weekStart}`, {
        method: 'PUT',
        body,
        schema: async () => (await schemas()).CheckInSchema,
      }),
    onSettled: refresh,
  });
}

export function useRateCheckIn() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: CheckInRating & { id: number }): Promise<CheckIn> =>
      apiRequest(`/check-ins/${id}/rating`, {
        method: 'POST',
        body,
        schema: async () => (await schemas()).CheckInSchema,
      }),
    onSettled: refresh,
  });
}
