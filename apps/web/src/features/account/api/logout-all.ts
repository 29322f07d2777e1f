import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLeaveSignedOut } from '../hooks/use-leave-signed-out';

/** `POST /auth/logout-all`: every session of the caller ends, this one included. */
export function logoutAll(): Promise<void> {
  return apiRequest('/auth/logout-all', { method: 'POST' });
}

/** Signs out everywhere, then leaves for /member. */
export function useLogoutAll() {
  const leave = useLeaveSignedOut();
  return useMutation({ mutationFn: logoutAll, onSuccess: leave });
}
