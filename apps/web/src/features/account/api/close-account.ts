import type { CloseAccount } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiRequest, session } from '../../../lib/api-client';
import { endSession } from '../../auth/api/session-actions';

/** `DELETE /auth/me`: the account closes at once (sessions end, personal data is erased). */
export function closeAccount(body: CloseAccount): Promise<void> {
  return apiRequest('/auth/me', { method: 'DELETE', body });
}

/** Closes the account, forgets this browser's session and goes to /member with history replaced. */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: closeAccount,
    onSuccess: async () => {
      session.clear(); // the server already ended every session: no logout call
      await endSession(queryClient);
      await navigate(paths.member.root, { replace: true });
    },
  });
}
