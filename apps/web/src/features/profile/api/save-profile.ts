import { UserSchema, type User, type UserUpdate } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeUser } from '../../../lib/session-actions';

/**
 * Profile save (docs/product.md#states-and-flows) (user, profile, business detail) as one `PATCH /auth/me`: the server saves
 * all of it in one transaction, so a failure in any part leaves the profile as it was.
 */
export function saveProfile(body: UserUpdate): Promise<User> {
  return apiRequest('/auth/me', { method: 'PATCH', body, schema: UserSchema });
}

/** On success the saved user replaces the stored one. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (user) => storeUser(queryClient, user),
  });
}
