import type { ChangePassword } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountQueryKeys } from './query-keys';

/** `POST /auth/password`: the caller's other sessions end; this one stays. */
export function changePassword(body: ChangePassword): Promise<void> {
  return apiRequest('/auth/password', { method: 'POST', body });
}

/** Changes the password; the signed-in devices list then drops the sessions that just ended. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions }),
  });
}
