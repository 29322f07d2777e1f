import type { StatusName } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminUser } from '@fractional/contract';
import { adminQueryKey } from './admin-query';

/** `PATCH /admin/users/{id} {status}` (docs/api.md#matcher-console): deactivating ends the user's sessions at once. */
export function setUserStatus({ id, status }: { id: number; status: StatusName }): Promise<AdminUser> {
  return apiRequest(`/admin/users/${id}`, {
    method: 'PATCH',
    body: { status },
    schema: async () => (await import('./admin-schemas')).AdminUserSchema,
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
