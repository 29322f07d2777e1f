import type { TwoFactorSetup } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/2fa/setup` (docs/security.md): a new secret for the app; off until enabled. */
export function setupTwoFactor(): Promise<TwoFactorSetup> {
  return apiRequest('/auth/2fa/setup', { method: 'POST' });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
