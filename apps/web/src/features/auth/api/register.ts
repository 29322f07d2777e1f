import { LoginResultSchema, type LoginResult, type Register } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { establishSession } from '../../../lib/session-actions';

export function register(body: Register): Promise<LoginResult> {
  return apiRequest('/auth/email/register', { method: 'POST', body, isPublic: true, schema: LoginResultSchema });
}

/**
 * docs/product.md#states-and-flows: register, then sign in with the same credentials (the register answer already is a
 * login result, so one call does both), then store the session.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (result) => establishSession(queryClient, result),
  });
}
