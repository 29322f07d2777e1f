import type { GoogleLogin, LoginResult } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { establishSession } from '../../../lib/session-actions';

export function googleLogin(body: GoogleLogin): Promise<LoginResult> {
  return apiRequest('/auth/google/login', {
    method: 'POST',
    body,
    isPublic: true,
    schema: async () => (await import('../../../lib/auth-schemas')).LoginResultSchema,
  });
}

export function useGoogleLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: googleLogin,
    onSuccess: (result) => establishSession(queryClient, result),
  });
}
