import type { ResetPassword } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/reset/password` (docs/api.md#account-and-sign-in): the new password, with the mailed link's hash. */
export function resetPassword(body: ResetPassword): Promise<void> {
  return apiRequest('/auth/reset/password', { method: 'POST', body, isPublic: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
