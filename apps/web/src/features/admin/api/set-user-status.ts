import type { StatusName } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminUser } from '@fractional/contract';
import { adminQueryKeys } from './query-keys';

/** `PATCH /admin/users/{id}` (docs/api.md#matcher-console): `{status}` or `{email}`. */
export function patchAdminUser(id: number, body: { status: StatusName } | { email: string }): Promise<AdminUser> {
  return apiRequest(`/admin/users/${id}`, {
    method: 'PATCH',
    body,
    schema: async () => (await import('./admin-schemas')).AdminUserSchema,
  });
}

/** `PATCH /admin/users/{id} {status}`: deactivating ends the user's sessions at once. */
export function setUserStatus({ id, status }: { id: number; status: StatusName }): Promise<AdminUser> {
  return patchAdminUser(id, { status });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
