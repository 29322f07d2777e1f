import type { AdminUser } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from './query-keys';
import { patchAdminUser } from './set-user-status';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
