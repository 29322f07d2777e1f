import type { FxRates, FxRatesInput } from '@fractional/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKey } from './admin-query';

const fxRatesQueryKey = [...adminQueryKey, 'fx-rates'] as const;

/** `GET /fx-rates` (docs/money.md#exchange-rates): the rates against USD and when they were replaced. */
export function getFxRates(signal?: AbortSignal): Promise<FxRates> {
  return apiRequest('/fx-rates', {
    schema: async () => (await import('./admin-schemas')).FxRatesSchema,
    signal,
  });
}

export function fxRatesQueryOptions() {
  return queryOptions({ queryKey: fxRatesQueryKey, queryFn: ({ signal }) => getFxRates(signal), staleTime: 0 });
}

export function useFxRates() {
  return useQuery(fxRatesQueryOptions());
}

/** `PUT /admin/fx-rates`: replaces every rate (audited); a currency left out has no rate afterwards. */
export function replaceFxRates(body: FxRatesInput): Promise<FxRates> {
  return apiRequest('/admin/fx-rates', {
    method: 'PUT',
    body,
    schema: async () => (await import('./admin-schemas')).FxRatesSchema,
  });
}

/** The page shows the stored rates at once; the audit log and matches ask again. */
export function useReplaceFxRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceFxRates,
    onSuccess: async (rates) => {
      queryClient.setQueryData(fxRatesQueryKey, rates);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['projects', 'matches'] }),
      ]);
    },
  });
}
