import type { CloseAccount, RoleName } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { useLeaveSignedOut } from '../hooks/use-leave-signed-out';

/** `DELETE /auth/me`: the account closes at once (sessions end, personal data is erased). */
export function closeAccount(body: CloseAccount): Promise<void> {
  return apiRequest('/auth/me', { method: 'DELETE', body });
}

/** Closes the account, then leaves for the page that confirms it, worded for the user's role. */
export function useCloseAccount(role: RoleName) {
  const leave = useLeaveSignedOut(`${paths.member.accountClosed}?${new URLSearchParams({ as: role }).toString()}`);
  return useMutation({ mutationFn: closeAccount, onSuccess: leave });
}
