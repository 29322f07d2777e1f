import type { ForgotPassword } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/forgot/password` (docs/api.md#account-and-sign-in): mails a reset link when the address has an account. */
export function forgotPassword(body: ForgotPassword): Promise<void> {
  return apiRequest('/auth/forgot/password', { method: 'POST', body, isPublic: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
