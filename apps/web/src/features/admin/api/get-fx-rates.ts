import type { FxRates } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/** `GET /fx-rates` (docs/money.md#exchange-rates): the rates against USD and when they were replaced. */
export function getFxRates(signal?: AbortSignal): Promise<FxRates> {
  return apiRequest('/fx-rates', {
    schema: async () => (await import('./admin-schemas')).FxRatesSchema,
    signal,
  });
}

export function fxRatesQueryOptions() {
  return queryOptions({ queryKey: adminQueryKeys.fxRates, queryFn: ({ signal }) => getFxRates(signal), staleTime: 0 });
}

export function useFxRates() {
  return useQuery(fxRatesQueryOptions());
}
