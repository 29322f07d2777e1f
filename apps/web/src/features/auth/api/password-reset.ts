import type { ForgotPassword, ResetPassword } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function forgotPassword(body: ForgotPassword): Promise<void> {
  return apiRequest('/auth/forgot/password', { method: 'POST', body, isPublic: true });
}

export function resetPassword(body: ResetPassword): Promise<void> {
  return apiRequest('/auth/reset/password', { method: 'POST', body, isPublic: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
