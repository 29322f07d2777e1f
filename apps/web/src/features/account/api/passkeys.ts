import { PasskeyListSchema, type Passkey, type PasskeyList, type PasskeyRename } from '@fractional/contract';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountQueryKeys } from './query-keys';

/** `GET /auth/passkeys`: the caller's passkeys, newest first (docs/security.md#passkeys). */
export function getPasskeys(signal?: AbortSignal): Promise<PasskeyList> {
  return apiRequest('/auth/passkeys', { schema: PasskeyListSchema, signal });
}

export function usePasskeys() {
  return useQuery(queryOptions({ queryKey: accountQueryKeys.passkeys, queryFn: ({ signal }) => getPasskeys(signal) }));
}

/**
 * Adds a passkey: the server's options, the browser's prompt to create one (on this device, a phone
 * or a security key), then the answer. Unnamed, it is named after this browser ("Chrome on Mac").
 */
export async function addPasskey(): Promise<Passkey> {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>('/auth/passkeys/register/options', {
    method: 'POST',
  });
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON });
  return apiRequest('/auth/passkeys/register/verify', { method: 'POST', body: { response } });
}

export function renamePasskey({ id, ...body }: PasskeyRename & { id: string }): Promise<Passkey> {
  return apiRequest(`/auth/passkeys/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function deletePasskey(id: string): Promise<void> {
  return apiRequest(`/auth/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Each change lists the passkeys again. */
function usePasskeyChange<In, Out>(change: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.passkeys }),
  });
}

export const useAddPasskey = () => usePasskeyChange(addPasskey);
export const useRenamePasskey = () => usePasskeyChange(renamePasskey);
export const useDeletePasskey = () => usePasskeyChange(deletePasskey);
