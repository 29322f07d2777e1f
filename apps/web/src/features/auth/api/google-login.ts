import type { GoogleLogin, SignInResult } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { establishSession } from '../../../lib/session-actions';

export function googleLogin(body: GoogleLogin): Promise<SignInResult> {
  return apiRequest('/auth/google/login', {
    method: 'POST',
    body,
    isPublic: true,
    schema: async () => (await import('../../../lib/auth-schemas')).SignInResultSchema,
  });
}

export function useGoogleLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: googleLogin,
    // With two-step sign-in on there is no session yet: the second step opens it (docs/security.md).
    onSuccess: (result) => {
      if (!('mfaRequired' in result)) establishSession(queryClient, result);
    },
  });
}
