import {
  BusinessDetailSchema,
  ProfileSchema,
  UserSchema,
  type BusinessDetailInput,
  type ProfileCreate,
  type User,
  type UserUpdate,
} from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from './get-me';
import { storeUser } from './session-actions';

export interface SocialSignUp {
  /** The user Google sign-in created (already signed in), as last known. */
  user: User;
  profile: Omit<ProfileCreate, 'user'>;
  /** Clients only. */
  businessDetail?: BusinessDetailInput;
  userFields: UserUpdate;
}

async function saveProfile(user: User, profile: SocialSignUp['profile']): Promise<void> {
  const existing = user.profiles[0];
  if (existing) {
    await apiRequest(`/profiles/${existing.id}`, { method: 'PATCH', body: profile, schema: ProfileSchema });
    return;
  }
  const body: ProfileCreate = { ...profile, user: { id: user.id } };
  await apiRequest('/profiles', { method: 'POST', body, schema: ProfileSchema });
}

async function saveBusinessDetail(user: User, businessDetail: BusinessDetailInput): Promise<void> {
  const existing = user.businessDetail;
  await apiRequest(existing ? `/business-details/${existing.id}` : '/business-details', {
    method: existing ? 'PATCH' : 'POST',
    body: businessDetail,
    schema: BusinessDetailSchema,
  });
}

/**
 * docs/product.md#states-and-flows, social user sign-up: create the profile (clients: then the business detail), update
 * the user's own fields, then read the user back. A step that already happened on an earlier,
 * failed attempt is updated instead of created again.
 */
export async function completeSocialSignUp({ user, profile, businessDetail, userFields }: SocialSignUp): Promise<User> {
  await saveProfile(user, profile);
  if (businessDetail) await saveBusinessDetail(user, businessDetail);
  await apiRequest('/auth/me', { method: 'PATCH', body: userFields, schema: UserSchema });
  return apiRequest('/auth/me', { schema: UserSchema });
}

export function useCompleteSocialSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSocialSignUp,
    onSuccess: (user) => storeUser(queryClient, user),
    // A half-done chain changed the user: reload it so a retry knows what exists.
    onError: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
