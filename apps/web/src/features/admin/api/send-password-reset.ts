import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/**
 * `POST /admin/users/{id}/password-reset` (docs/api.md#matcher-console): the user gets a single-use link to
 * choose a new password; the admin never sees it.
 */
export function sendPasswordReset(id: number): Promise<void> {
  return apiRequest<void>(`/admin/users/${id}/password-reset`, { method: 'POST' });
}

export function useSendPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPasswordReset,
    // The audit log shows the request.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
