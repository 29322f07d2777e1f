import { UserSchema, type BusinessDetailInput, type User, type UserUpdate } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeUser } from '../../../lib/session-actions';

export interface SocialSignUp {
  profile: NonNullable<UserUpdate['profile']>;
  /** Clients only. */
  businessDetail?: BusinessDetailInput;
  userFields: UserUpdate;
}

/**
 * A user who signed in with Google finishes sign-up (docs/product.md): their own fields, the profile
 * and, for clients, the business detail in one `PATCH /auth/me`, which saves all of it in one
 * transaction or nothing (ADR 0004) and answers with the saved user. A failed attempt leaves nothing
 * half-made to trip over on the next one.
 */
export function completeSocialSignUp({ profile, businessDetail, userFields }: SocialSignUp): Promise<User> {
  const body: UserUpdate = { ...userFields, profile, ...(businessDetail ? { businessDetail } : {}) };
  return apiRequest('/auth/me', { method: 'PATCH', body, schema: UserSchema });
}

export function useCompleteSocialSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSocialSignUp,
    onSuccess: (user) => storeUser(queryClient, user),
  });
}
