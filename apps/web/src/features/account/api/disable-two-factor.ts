import type { TwoFactorDisable } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/get-me';

/** `POST /auth/2fa/disable {password, code}` (docs/security.md). */
export function disableTwoFactor(body: TwoFactorDisable): Promise<void> {
  return apiRequest('/auth/2fa/disable', { method: 'POST', body });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
