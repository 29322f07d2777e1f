import type { RecoveryCodes, TwoFactorEnable } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/get-me';

/** `POST /auth/2fa/enable {code}`: on, with the ten recovery codes shown once (docs/security.md). */
export function enableTwoFactor(body: TwoFactorEnable): Promise<RecoveryCodes> {
  return apiRequest('/auth/2fa/enable', { method: 'POST', body });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
