import type { User } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest, session } from './api-client';
import { queryClient } from './query-client';

export const meQueryKey = ['me'] as const;

/**
 * A session that ends without this tab asking (a refused refresh: the password changed, the account
 * was deactivated, a sign-out from another device) signs the tab out at once: the guards see nobody
 * and go to /member, which says why (`session.endReason`), and nothing of the user stays cached.
 */
session.subscribe((token) => {
  if (token !== null || !queryClient.getQueryData(meQueryKey)) return;
  queryClient.setQueryData(meQueryKey, null);
  queryClient.removeQueries({
    predicate: (query) => !['runtime-config', ...meQueryKey].includes(String(query.queryKey[0])),
  });
});

/** The signed-in user: shown at once from the local cache, then revalidated in the background. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }): Promise<User | null> => {
      if (!session.isStored) return null;
      try {
        const user = await apiRequest('/auth/me', {
          schema: async () => (await import('./auth-schemas')).UserSchema,
          signal,
        });
        session.setCachedUser(user);
        return user;
      } catch (error) {
        if (signal.aborted) throw error;
        // A failed load means nobody is signed in (docs/product.md#states-and-flows).
        return null;
      }
    },
    initialData: () => session.cachedUser ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });
}

export function useMe() {
  const token = useSessionToken();
  return useQuery({ ...meQueryOptions(), enabled: token !== null || session.refreshToken !== null });
}

/** The current access token, re-rendering on sign-in, refresh and logout. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(
    (onChange) => session.subscribe(onChange),
    () => session.token,
    () => null,
  );
}
