import type { ChangePassword } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/password`: the caller's other sessions end; this one stays. */
export function changePassword(body: ChangePassword): Promise<void> {
  return apiRequest('/auth/password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
