import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-actions';

/**
 * After a call that ended this session on the server (sign out everywhere, close account): forgets it
 * here without another logout call, drops every cached answer, and goes to /member with history replaced.
 */
export function useLeaveSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    session.clear();
    await endSession(queryClient);
    await navigate(paths.member.root, { replace: true });
  };
}
