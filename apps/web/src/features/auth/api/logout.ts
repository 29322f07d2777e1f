import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endSession } from '../../../lib/session-actions';

/** Logs out and goes to `to` with history replaced, so Back does not return into the signed-in area. */
export function useLogout(to: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await endSession(queryClient);
    await navigate(to, { replace: true });
  };
}
