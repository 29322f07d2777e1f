import type { EmailChangeConfirm } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/get-me';

/** `POST /auth/email/change/confirm` (public: the mailed hash is the credential). */
export function confirmEmailChange(body: EmailChangeConfirm): Promise<void> {
  return apiRequest('/auth/email/change/confirm', { method: 'POST', body, isPublic: true });
}

/** Confirms the change; a signed-in user of this browser is loaded again, with the new address. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
