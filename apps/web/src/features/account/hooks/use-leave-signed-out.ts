import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-actions';

/**
 * After a call that ended this session on the server (sign out everywhere, close account): forgets it
 * here without another logout call, drops every cached answer, and goes to `to` (by default /member)
 * with history replaced.
 */
export function useLeaveSignedOut(to: string = paths.member.root) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    session.clear();
    await endSession(queryClient);
    await navigate(to, { replace: true });
  };
}
