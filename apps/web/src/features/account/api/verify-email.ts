import type { EmailVerify } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/get-me';

/** `POST /auth/email/verify` (public: the mailed hash is the credential). */
export function verifyEmail(body: EmailVerify): Promise<void> {
  return apiRequest('/auth/email/verify', { method: 'POST', body, isPublic: true });
}

/** Verifies the address; a signed-in user of this browser is loaded again, so the banner goes. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
