import type { Login, SignInResult } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { establishSession } from '../../../lib/session-actions';

export function login(body: Login): Promise<SignInResult> {
  return apiRequest('/auth/email/login', {
    method: 'POST',
    body,
    isPublic: true,
    schema: async () => (await import('../../../lib/auth-schemas')).SignInResultSchema,
  });
}

/** Signs in with e-mail and password; on success the session and the user are stored. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // With two-step sign-in on there is no session yet: the second step opens it (docs/security.md).
    onSuccess: (result) => {
      if (!('mfaRequired' in result)) establishSession(queryClient, result);
    },
  });
}
