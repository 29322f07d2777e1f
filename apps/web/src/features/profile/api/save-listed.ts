import { ProfileSchema, type Profile, type User } from '@fractional/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/get-me';
import { storeUser } from '../../../lib/session-actions';

/** `PATCH /profiles/{id} {listed}` (docs/discovery.md): whether clients find the expert in Find experts. */
export function saveListed(profileId: number, listed: boolean): Promise<Profile> {
  return apiRequest(`/profiles/${profileId}`, { method: 'PATCH', body: { listed }, schema: ProfileSchema });
}

/** On success the saved profile replaces the signed-in user's. */
export function useSaveListed(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listed: boolean) => saveListed(profileId, listed),
    onSuccess: (profile) => {
      const user = queryClient.getQueryData<User | null>(meQueryKey);
      if (!user) return;
      storeUser(queryClient, {
        ...user,
        profiles: user.profiles.map((item) => (item.id === profile.id ? profile : item)),
      });
    },
  });
}
