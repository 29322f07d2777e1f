import type { FxRates, FxRatesInput } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminQueryKeys } from './query-keys';

/** `PUT /admin/fx-rates` (docs/money.md#exchange-rates): replaces every rate (audited); a currency left out has no rate afterwards. */
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
      queryClient.setQueryData(adminQueryKeys.fxRates, rates);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allProjectMatches }),
      ]);
    },
  });
}
