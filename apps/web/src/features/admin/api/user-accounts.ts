import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminUser, AdminUserCreate } from '@fractional/contract';
import { adminQueryKey } from './admin-query';
import { patchAdminUser } from './set-user-status';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

/**
 * `PATCH /admin/users/{id} {email}` (docs/api.md#matcher-console): a confirm link goes to the new address; the
 * account moves there when its owner opens it.
 */
export function requestUserEmailChange({ id, email }: { id: number; email: string }): Promise<AdminUser> {
  return patchAdminUser(id, { email });
}

export function useRequestUserEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestUserEmailChange,
    // The users list shows the pending address, the audit the request.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
