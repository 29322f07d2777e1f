import type { LoginResult, RoleName, User } from '@fractional/contract';
import type { QueryClient } from '@tanstack/react-query';
import { session } from './api-client';
import { paths } from '../config/paths';
import { meQueryKey } from './get-me';

/** Stores the tokens and the user of a login result, so the app is signed in at once. */
export function establishSession(queryClient: QueryClient, result: LoginResult): void {
  session.setTokens(result);
  storeUser(queryClient, result.user);
}

/** Replaces the signed-in user everywhere it is kept. */
export function storeUser(queryClient: QueryClient, user: User): void {
  session.setCachedUser(user);
  queryClient.setQueryData(meQueryKey, user);
}

/** Ends the session (server too) and forgets every cached answer. */
export async function endSession(queryClient: QueryClient): Promise<void> {
  await session.logout();
  queryClient.setQueryData(meQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'runtime-config' });
}

/** Where a signed-in user of this role belongs. */
export function areaRoot(role: RoleName): string {
  const roots: Record<RoleName, string> = {
    admin: paths.admin.root,
    client: paths.client.home,
    contractor: paths.contractor.profile,
  };
  return roots[role];
}
