import type { AdminUser, AdminUserCreate } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/**
 * `POST /admin/users` (docs/api.md#matcher-console): a client or contractor account; the user gets a mail to
 * choose their password.
 */
export function createUser(body: AdminUserCreate): Promise<AdminUser> {
  return apiRequest('/admin/users', {
    method: 'POST',
    body,
    schema: async () => (await import('./admin-schemas')).AdminUserSchema,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
