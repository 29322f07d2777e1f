import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountQueryKeys } from './query-keys';

/** `DELETE /auth/sessions/{id}`: that device's tokens stop working at once. */
export function deleteSession(id: string): Promise<void> {
  return apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Signs one other device out, then lists the sessions again. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions }),
  });
}
