import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/email/verify/resend`: a new verification link to the caller's address (rate limited). */
export function resendVerification(): Promise<void> {
  return apiRequest('/auth/email/verify/resend', { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
