import type { CloseAccount } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLeaveSignedOut } from '../hooks/use-leave-signed-out';

/** `DELETE /auth/me`: the account closes at once (sessions end, personal data is erased). */
export function closeAccount(body: CloseAccount): Promise<void> {
  return apiRequest('/auth/me', { method: 'DELETE', body });
}

/** Closes the account, then leaves for /member. */
export function useCloseAccount() {
  const leave = useLeaveSignedOut();
  return useMutation({ mutationFn: closeAccount, onSuccess: leave });
}
