import type { LoginResult, TwoFactorVerify } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { establishSession } from '../../../lib/session-actions';

/** `POST /auth/2fa/verify` (docs/security.md): a sign-in's second step, with a code or a recovery code. */
export function verifySecondStep(body: TwoFactorVerify): Promise<LoginResult> {
  return apiRequest('/auth/2fa/verify', {
    method: 'POST',
    body,
    isPublic: true,
    schema: async () => (await import('../../../lib/auth-schemas')).LoginResultSchema,
  });
}

export function useVerifySecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondStep,
    onSuccess: (result) => establishSession(queryClient, result),
  });
}
