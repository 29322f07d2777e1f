import type { LoginResult } from '@fractional/contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { establishSession } from '../../../lib/session-actions';

/**
 * Signs in with a passkey (docs/security.md#passkeys): the server's options, the browser's passkey
 * prompt (no e-mail asked: the passkey says whose account it is), then the answer → the session. No
 * second step follows. The WebAuthn helper loads on the click, not with the sign-in page.
 */
export async function signInWithPasskey(): Promise<LoginResult> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>('/auth/passkeys/login/options', {
    method: 'POST',
    isPublic: true,
  });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON });
  return apiRequest('/auth/passkeys/login/verify', {
    method: 'POST',
    body: { response },
    isPublic: true,
    schema: async () => (await import('../../../lib/auth-schemas')).LoginResultSchema,
  });
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (result) => establishSession(queryClient, result),
  });
}
