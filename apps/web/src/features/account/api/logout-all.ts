import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiRequest, session } from '../../../lib/api-client';
import { endSession } from '../../auth/api/session-actions';

/** `POST /auth/logout-all`: every session of the caller ends, this one included. */
export function logoutAll(): Promise<void> {
  return apiRequest('/auth/logout-all', { method: 'POST' });
}

/** Signs out everywhere, forgets this browser's session and goes to /member with history replaced. */
export function useLogoutAll() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutAll,
    onSuccess: async () => {
      session.clear(); // the server already ended this session: no logout call
      await endSession(queryClient);
      await navigate(paths.member.root, { replace: true });
    },
  });
}
