import type { Login, LoginResult } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { establishSession } from '../../../lib/session-actions';

export function login(body: Login): Promise<LoginResult> {
  return apiRequest('/auth/email/login', {
    method: 'POST',
    body,
    isPublic: true,
    schema: async () => (await import('../../../lib/auth-schemas')).LoginResultSchema,
  });
}

/** Signs in with e-mail and password; on success the session and the user are stored. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => establishSession(queryClient, result),
  });
}
